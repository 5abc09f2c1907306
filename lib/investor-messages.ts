// The investor screens' texts from seed 000, shared by the pages and the BFF that answers with them.
export const NO_INVESTOR_MESSAGE = 'No Investor PAN found. Please submit investor PAN.';
export const ALREADY_FAVOURITE_MESSAGE = 'Already this pan ID member is added as a Favorite';
export const KYC_PROMPT_MESSAGE = 'This Client is not KYC compliant, do you want to go for KYC';
export const FATCA_CONFIRM_SUFFIX = 'Click OK to open the FATCA update page.';
export const NO_UPCOMING_SIPS = 'No Upcoming SIPs';
export const SIPS_LOADING = 'loading please wait...';
