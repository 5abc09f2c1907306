import { z } from 'zod';

// What the shared confirmation screen shows, for any transaction kind (seed 001 section 2): a title,
// then sections of labelled rows (investor, the transaction, the distributor's tagging, or a kind's
// own: existing versus modified, from and to schemes), and the amount in figures and words. A new
// kind's summary is data, not a new screen.

/** What the audit trail records from a row (server/transactions/initiation-facts.ts), whatever its label. */
export const ROW_FACTS = ['investor', 'folio', 'scheme'] as const;
export type RowFact = (typeof ROW_FACTS)[number];
export const summaryRowSchema = z.object({ label: z.string(), value: z.string(), fact: z.enum(ROW_FACTS).optional() });
export const summarySectionSchema = z.object({ title: z.string(), rows: z.array(summaryRowSchema) });
export const confirmationViewSchema = z.object({
  title: z.string(),
  sections: z.array(summarySectionSchema),
  /** Whole rupees, or null for a kind confirmed in units. */
  amount: z.number().nullable(),
});

export type SummaryRow = z.infer<typeof summaryRowSchema>;
export type SummarySection = z.infer<typeof summarySectionSchema>;
export type ConfirmationView = z.infer<typeof confirmationViewSchema>;

export { APPROVAL_NOTE, CONFIRM_BUSY_LABEL, SUCCESS_TITLE } from './confirmation-texts';
export const NEW_FOLIO = 'New Folio';
export const EXECUTION_ONLY = 'Not applicable (execution only)';

/** The sections' usual headings. */
export const SECTIONS = { investor: 'Investor', transaction: 'Transaction', distributor: 'Distributor' } as const;

export interface ConfirmResult {
  reference: string;
  /** A kind's own line under the reference (a SIP cancellation's effective date). */
  note?: string;
}

/** What a submission answers: the draft is kept and its confirm screen is next. */
export interface SubmitResult {
  ok: true;
}
