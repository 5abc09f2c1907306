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
 * Rs 250 in the growth option of an eligible scheme, committed for 60 instalments, paid only by NACH or
 * UPI AutoPay, for an investor new to mutual funds, at most three per PAN across fund houses at the
 * reduced cost; not in debt, sectoral or thematic, small-cap or mid-cap schemes. The seeds know no such
 * SIP. lib/rules/chhoti-sip.ts holds its checks and wording.
 */
export const CHHOTI_SIP_AMOUNT = 250;
export const CHHOTI_SIP_MAX_PER_PAN = 3;
/** The instalments an investor commits to (they may still stop earlier). */
export const CHHOTI_SIP_MIN_INSTALMENTS = 60;

/**
 * Working days within which a SIP cancellation takes effect. SEBI (in force 1 December 2024): the
 * investor's SIP cancellation request is processed within two working days and its status notified.
 * lib/rules/sip-cancellation.ts counts them.
 */
export const SIP_CANCELLATION_WORKING_DAYS = 2;

/**
 * Additional commission for a new investor (a PAN new to mutual funds) from beyond the top 30 cities
 * (B30) or a new woman investor. SEBI, incentives to distributors for new individual investors from B-30
 * cities and for new women investors (in force 1 March 2026): 1% of the first lump sum, or of the first
 * year's SIP instalments, capped at Rs 2,000 per new PAN, paid once even when the investor is both.
 * lib/rules/new-investor-incentive.ts applies them.
 */
export const NEW_INVESTOR_INCENTIVE = { rate: 0.01, capRupees: 2000, from: '2026-03-01' } as const;
