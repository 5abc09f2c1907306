import { formatIndian } from '../money';

// A SIP's own limits (seed 002 sections 8 and 9): at most 999 installments and an instalment of at most
// 1,000,000, with the seed's words, for the SIP registration, the new investor's iSIP, the modification
// and the registrar's checks of each. Zod-free: the forms show these too.
// The SIP form's other refusals stand here as well (seed 001 sections 5 and 9): the schemes closed to
// SIPs, a frequency, the scheme's fewest installments and the 2099 cap. The form checks them before
// the registrar does, in the registrar's words.

export const SIP_INSTALLMENTS_MAX = 999;
export const SIP_AMOUNT_MAX = 1_000_000;

export const SIP_LIMIT_MESSAGES = {
  /** Installments the registrar will not take (not a whole number, too few, or no end date from them). */
  installments: 'Enter Valid Number of Installments',
  installmentsMax: `No of Installments should not be greater than ${SIP_INSTALLMENTS_MAX}`,
  amountMax: 'Amount should be less than or equal to 1,000,000',
} as const;

/** Scheme codes that take no SIP at all. */
export const SIP_BARRED_SCHEMES = ['FP', 'HS', 'SP', 'UC'] as const;

export const SIP_RULE_MESSAGES = {
  barred: 'Selected scheme should not allow for SIP Transaction',
  frequency: 'Investment Frequency is mandatory',
  installmentsMin: 'Please check minimum no of installments',
  beyond2099: 'Your SIP installments are going beyond 2099, select lesser number of installments.',
  lumpsumMin: (min: number) => `Lumpsum amount should be more than ${formatIndian(min)}`,
} as const;
