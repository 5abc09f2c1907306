import { z } from 'zod';
import { BANK_LABELS, BANK_MESSAGES, CDSL_LENGTH, IFSC_PATTERN, NSDL_LENGTH, TEXT_MAX } from './empanelment-bank-fields';

// Step 2 of distributor empanelment: the bank account, AMC branch city, RM name and depository ids
// (seed 002 sections 3, 4.9, 5 and 8). 'NO' keeps the AMFI/KYD registry's bank account (flag C);
// 'YES' takes the distributor's own, validated by penny-drop (flag Y, or N after two failures).

export {
  TEXT_MAX, IFSC_LENGTH, ACCOUNT_MAX, CDSL_LENGTH, NSDL_LENGTH, BANK_CHOICES, type BankChoice, type PennyDropFlag, BANK_LABELS, BANK_MESSAGES,
  IFSC_PATTERN, BANK_ACCOUNT_FIELDS, nsdlForUpstream, type PennyDropStep, pennyDropStep,
} from './empanelment-bank-fields';

// The seed leaves the account pattern out; Indian bank account numbers run from 9 to 18 digits.
const ACCOUNT_PATTERN = /^\d{9,18}$/;

const required = (field: keyof typeof BANK_LABELS) =>
  z
    .string({ error: BANK_MESSAGES.mandatory(BANK_LABELS[field]) })
    .trim()
    .min(1, { message: BANK_MESSAGES.mandatory(BANK_LABELS[field]), abort: true })
    .max(TEXT_MAX, BANK_MESSAGES.tooLong(BANK_LABELS[field]));

/** Empty, or exactly `length` digits. */
const optionalDigits = (length: number, message: string) =>
  z.string().trim().refine((v) => v === '' || new RegExp(`^\\d{${length}}$`).test(v), message);

export const empanelmentBankSchema = z.object({
  choice: z.enum(['NO', 'YES']),
  amcBranch: required('amcBranch'),
  rmName: required('rmName'),
  ifsc: required('ifsc').toUpperCase().regex(IFSC_PATTERN, BANK_MESSAGES.ifsc),
  bnkName: required('bnkName'),
  bnkAccnum: required('bnkAccnum').regex(ACCOUNT_PATTERN, BANK_MESSAGES.account),
  bnkCity: required('bnkCity'),
  bnkBranch: required('bnkBranch'),
  cdsl: optionalDigits(CDSL_LENGTH, BANK_MESSAGES.cdsl),
  nsdl: optionalDigits(NSDL_LENGTH, BANK_MESSAGES.nsdl),
});

export const ifscLookupSchema = z.object({ ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, BANK_MESSAGES.ifsc) });

export type EmpanelmentBankInput = z.input<typeof empanelmentBankSchema>;
export type EmpanelmentBank = z.output<typeof empanelmentBankSchema>;
