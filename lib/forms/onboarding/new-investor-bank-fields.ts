// The new investor's bank and payment choices and limits without zod, for the forms;
// ./new-investor-bank.ts holds the schemas.

export const PAY_MODES = ['Net Banking', 'RTGS/NEFT', 'UPI'] as const;
export const IFSC_LENGTH = 11;
export const ACCOUNT_MAX = 18;
