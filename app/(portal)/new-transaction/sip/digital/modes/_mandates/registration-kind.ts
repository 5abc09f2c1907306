// The transaction kind of each mandate's registration. Its own module: the summary's screen names it
// without importing the form's screen, whose client form would then load with every summary.
export const REGISTRATION_KIND = { ENACH: 'enach-mandate', UPI: 'upi-mandate' } as const;
