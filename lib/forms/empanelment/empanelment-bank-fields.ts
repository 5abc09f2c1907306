import { PENNY_DROP_MESSAGES, pennyDropOutcome, type PennyDropFlag } from '../../rules/penny-drop';

// The bank step's fields and wording without zod, for the form's component; ./empanelment-bank.ts
// holds the schema, ../../rules/penny-drop.ts the penny-drop policy this step shares with the new investor's.

export const TEXT_MAX = 50;
export const IFSC_LENGTH = 11;
export const ACCOUNT_MAX = 18;
export const CDSL_LENGTH = 16;
export const NSDL_LENGTH = 14;

export const BANK_CHOICES = { NO: 'Populate data from CDMS', YES: 'I want to fill my details' } as const;
export type BankChoice = keyof typeof BANK_CHOICES;
export type { PennyDropFlag };

export const BANK_LABELS = {
  amcBranch: 'AMC Branch City',
  rmName: 'RM Name',
  ifsc: 'IFSC Code',
  bnkName: 'Bank Name',
  bnkAccnum: 'Account Number',
  bnkCity: 'Bank City',
  bnkBranch: 'Bank Branch',
  cdsl: 'CDSL ID',
  nsdl: 'NSDL ID',
} as const;

export const BANK_MESSAGES = {
  mandatory: (label: string) => `${label} is mandatory`,
  tooLong: (label: string) => `${label} should not exceed ${TEXT_MAX} characters`,
  ifsc: 'Please enter a valid IFSC number',
  ifscNotFound: 'IFSC Not Found, Enter a valid IFSC Number',
  account: 'Enter a Valid Bank Account Number',
  cdsl: 'Enter a Valid CDSL ID',
  nsdl: 'Enter a Valid NSDL ID',
  retryIfsc: 'Enter a valid IFSC Code',
  retryAccount: 'Enter a valid Bank Account Number',
  firstFailure: PENNY_DROP_MESSAGES.failed,
  laterFailure: PENNY_DROP_MESSAGES.proceedUnvalidated,
} as const;

export const IFSC_PATTERN = /^[A-Z]{4}[A-Z0-9]{7}$/;
/** The bank fields a penny-drop failure, or switching to 'YES', empties. */
export const BANK_ACCOUNT_FIELDS = ['ifsc', 'bnkName', 'bnkAccnum', 'bnkCity', 'bnkBranch'] as const;

/** The NSDL id as the registrar takes it: with the IN prefix, or empty. */
export function nsdlForUpstream(nsdl: string): string {
  return nsdl ? `IN${nsdl}` : '';
}

export type PennyDropStep =
  | { outcome: 'saved'; flag: PennyDropFlag }
  | { outcome: 'retry'; attempt: number; message: string }
  | { outcome: 'proceed'; flag: 'N'; message: string };

/** What a penny-drop result means at a given attempt (which starts at 1), in the empanelment's words. */
export function pennyDropStep(validated: boolean, attempt: number): PennyDropStep {
  const o = pennyDropOutcome(validated, attempt - 1);
  if (o.outcome === 'validated') return { outcome: 'saved', flag: o.flag };
  if (o.outcome === 'retry') return { outcome: 'retry', attempt: attempt + 1, message: o.message };
  return { outcome: 'proceed', flag: o.flag, message: BANK_MESSAGES.laterFailure };
}
