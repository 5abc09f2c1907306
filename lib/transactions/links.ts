// The fund house's public pages the transaction screens link to.

/** The notice of the renaming of the dividend option to IDCW (seed 001 section 1). */
export const IDCW_NOTICE_URL = 'https://www.fundhouse.example/notices/idcw-renaming';

/** When a purchase gets which day's NAV (seed 001, shared confirmation screen). */
export const NAV_APPLICABILITY_URL = 'https://www.fundhouse.example/investor-services/nav-applicability';

/** The fund house's FAQs on SIP modification, a PDF (seed 002 section 2.1). */
export const SIP_MODIFICATION_FAQ_URL = 'https://www.fundhouse.example/downloads/sip-modification-faqs.pdf';
