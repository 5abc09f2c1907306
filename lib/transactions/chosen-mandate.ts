import { z } from 'zod';

// The mandate a distributor selected on a mandate list (seed 002 section 4.1: "Selecting an existing
// mandate stores its end date, start date, maximum amount, UMR and bank, then opens the SIP form").
// It is kept on the server as the flow's 'mandate' side draft, never in the address bar; the SIP form
// reads it to set its mode, its date window and its amount ceiling.

/** ENACH and UPI come from the e-mandate lists, AOTM (AO) and KOTM (KO) from the one-time mandates. */
export const MANDATE_MODES = ['ENACH', 'UPI', 'AOTM', 'KOTM'] as const;
export type MandateMode = (typeof MANDATE_MODES)[number];

const ddmmyyyy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

export const chosenMandateSchema = z.object({
  mode: z.enum(MANDATE_MODES),
  /** The folio the mandate is registered under. */
  acno: z.string().min(1),
  umrn: z.string().min(1),
  bankName: z.string(),
  /** Masked but the last four digits, as the list shows it. */
  accountNo: z.string(),
  ifsc: z.string(),
  startDate: ddmmyyyy,
  endDate: ddmmyyyy,
  /** The mandate's maximum debit in rupees. */
  maxAmount: z.number().positive(),
  /** What is left of it once the SIPs already drawing on it are paid (lib/rules/mandate-headroom.ts); absent in older drafts. */
  headroom: z.number().min(0).optional(),
});

export type ChosenMandate = z.infer<typeof chosenMandateSchema>;

/** Where each mode's SIP form lives (seed 002 section 2.1). */
export const SIP_FORM_OF_MODE: Readonly<Record<MandateMode, string>> = {
  ENACH: '/new-transaction/sip/digital/modes/enach-folios/transact',
  UPI: '/new-transaction/sip/digital/modes/upi-folios/transact',
  AOTM: '/new-transaction/sip/digital/modes/otm-with-isip/transact',
  KOTM: '/new-transaction/sip/digital/modes/otm-with-isip/transact',
};
