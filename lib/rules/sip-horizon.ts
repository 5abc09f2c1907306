// How far a SIP may run (seed 001 sections 4 and 9, seed 002 sections 4.3 and 5): no SIP, nor its
// top-up, runs past 2099. A perpetual SIP runs to that year's December on its SIP day, a top-up ends by
// 31 December of it, and the registrar refuses installments that go beyond. Its own small module, as the
// SIP form's first load carries it: the forms, the date helpers and the registrar read the year here.

export const SIP_LAST_YEAR = 2099;

/** A SIP may not end in or after 2099 unless it is perpetual (which ends in December 2099). */
export const endsBeyondHorizon = (endYear: number, perpetual: boolean) => (perpetual ? endYear > SIP_LAST_YEAR : endYear >= SIP_LAST_YEAR);
