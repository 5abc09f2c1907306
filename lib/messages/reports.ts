// The seed's texts of the transaction history, earnings and NFO screens (seed 002 sections 2.4 and 8).

export const NO_DATA_FOUND = 'No Data Found';
/** Seed 002 words it with a capital I; seed 000's copy elsewhere in the portal ends 'investor PAN.'. */
export const NO_HISTORY_PAN = 'No Investor PAN found. Please submit Investor PAN';
export const NO_ACTIVE_NFO = "Currently there are no active NFO's available.";
export const LINK_COPIED = 'Link copied successfully';
