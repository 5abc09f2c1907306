// The rules of 2024-2026 that changed what the seeds describe, in one place: each value a regulator set,
// with its source, and the seed's value beside it where the seed fixed one. A later change is an edit
// here, not a release of every screen that uses it.

/**
 * Nominees per folio. SEBI, "Revise and Revamp Nomination Facilities in the Indian Securities Market"
 * (circular of 10 January 2025, in force 1 March 2025): up to ten. Seed 002 section 4.5 allows three.
 */
export const NOMINEES_MAX = 10;
export const SEED_NOMINEES_MAX = 3;

/**
 * Chhoti SIP, SEBI's small-ticket SIP (circular of 2025 on promoting financial inclusion through small
 * ticket SIPs; ../shared/DOMAIN-NOTES.md, "Regulation that touches the portal"): a monthly SIP of
 * Rs 250 in the growth option of an eligible scheme, paid only by NACH or UPI AutoPay, at most three per
 * PAN across fund houses at the reduced cost. The seeds know no such SIP. lib/rules/chhoti-sip.ts
 * holds its checks and wording.
 */
export const CHHOTI_SIP_AMOUNT = 250;
export const CHHOTI_SIP_MAX_PER_PAN = 3;
