import { z } from 'zod';
import { PENNY_DROP_MESSAGES } from '../../rules/penny-drop';
import { PAY_MODES } from './new-investor-bank-fields';

export { PAY_MODES, IFSC_LENGTH, ACCOUNT_MAX } from './new-investor-bank-fields';

// The investment step: the investor's bank account (seed 002 sections 3 and 5 "New-investor bank"),
// found by IFSC, its type by the first holder's category, and the Re 1 penny-drop authorisation; and
// the payment step's mode, bank and declaration ("Payment").

export const ACCOUNT_TYPES = [
  { value: '11', label: 'Savings', category: '11' },
  { value: '21', label: 'NRE', category: '21' },
  { value: '22', label: 'NRO', category: '22' },
] as const;
export const accountTypesFor = (category: string) => ACCOUNT_TYPES.filter((t) => t.category === category);

export const BANK_STEP_MESSAGES = {
  mandatory: (field: string) => `${field} is Mandatory`,
  ifscMandatory: 'IFSC Number is Mandatory',
  ifsc: 'Enter a valid IFSC Number',
  ifscNotFound: 'IFSC Not Found, Enter a valid IFSC Number',
  account: 'Enter a valid Account Number',
  mismatch: 'Account Numbers does not match',
  pincode: 'Enter a valid Pincode',
  accountType: 'Account Type is Mandatory',
  consent: "Please click on the above checkbox to authorize the fund house to validate your investor's bank account to proceed further",
  pennyDrop: PENNY_DROP_MESSAGES.failed,
  payment: 'Please select a bank in the above list and click on the checkbox to proceed further',
  payMode: 'Payment Mode is Mandatory',
} as const;
const M = BANK_STEP_MESSAGES;

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const str = z.string().trim().default('');
const mandatory = (field: string) => z.string({ error: M.mandatory(field) }).trim().min(1, { message: M.mandatory(field), abort: true });

export const bankStepSchema = z
  .object({
    ifsc: z.string({ error: M.ifscMandatory }).trim().toUpperCase().min(1, { message: M.ifscMandatory, abort: true }).regex(IFSC, M.ifsc),
    micr: str,
    bankName: mandatory('Bank Name'),
    branchAddress1: mandatory('Branch Address'),
    branchAddress2: str,
    branchAddress3: str,
    branchCity: mandatory('Branch City'),
    branchPincode: mandatory('Branch Pincode').regex(/^\d{6}$/, M.pincode),
    accountType: z.enum(['11', '21', '22'], { error: M.accountType }),
    accountNumber: mandatory('Account Number').regex(/^\d{9,18}$/, M.account),
    confirmAccountNumber: mandatory('Confirm Account Number'),
    pennyDropConsent: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.confirmAccountNumber && v.accountNumber !== v.confirmAccountNumber) ctx.addIssue({ code: 'custom', path: ['confirmAccountNumber'], message: M.mismatch });
    if (!v.pennyDropConsent) ctx.addIssue({ code: 'custom', path: ['pennyDropConsent'], message: M.consent });
  });
export type BankStepInput = z.input<typeof bankStepSchema>;
export type BankStep = z.output<typeof bankStepSchema>;

/** What the draft keeps: the checked account and whether the penny drop validated it. */
export const bankDraftSchema = z.object({ account: bankStepSchema, pennyDrop: z.enum(['Y', 'N']) });

export const paymentStepSchema = z
  .object({ payMode: z.enum(PAY_MODES, { error: M.payMode }), bankCode: str, declaration: z.boolean().default(false) })
  .superRefine((v, ctx) => {
    if (!v.bankCode || !v.declaration) ctx.addIssue({ code: 'custom', path: [v.bankCode ? 'declaration' : 'bankCode'], message: M.payment });
  });
export type PaymentStepInput = z.input<typeof paymentStepSchema>;
export type PaymentStep = z.output<typeof paymentStepSchema>;
