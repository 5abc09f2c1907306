// The fund house's public pages the transaction screens link to.

/** The notice of the renaming of the dividend option to IDCW (seed 001 section 1). */
export const IDCW_NOTICE_URL = 'https://www.fundhouse.example/notices/idcw-renaming';

/** When a purchase gets which day's NAV (seed 001, shared confirmation screen). */
export const NAV_APPLICABILITY_URL = 'https://www.fundhouse.example/investor-services/nav-applicability';
