import { z } from 'zod';
import { formatDisplayDay, parseDisplayDate} from '../../dates';
import { PLAN_TYPES, PAUSE_COUNTS, OTHERS_REASON, OTHER_REASON_MIN, OTHER_REASON_MAX, CANCELLATION_MESSAGES, pauseEndDate } from './sip-cancellation-fields';

export { PLAN_TYPES, type PlanType, PAUSE_COUNTS, OTHERS_REASON, OTHER_REASON_MIN, OTHER_REASON_MAX, CANCELLATION_MESSAGES, pauseEndDate, cleanOtherReason } from './sip-cancellation-fields';

// The Pause/Cancellation module (seed 001 sections 2-5, 8 and 9): a SIP record is paused for 3 or 6
// instalments from a start date the registrar offers (the end date is its calculator's, read-only), or
// cancelled with a reason; an STP or SWP is cancelled outright. One form carries either request.

export const sipCancellationSchema = z
  .object({
    action: z.enum(['pause', 'cancel']),
    trtype: z.enum(PLAN_TYPES),
    ihno: z.string().regex(/^\d{1,12}$/, CANCELLATION_MESSAGES.record),
    pauseStartDate: z.string(),
    installments: z.string(),
    pauseEndDate: z.string(),
    /** The reason's code and, for the summary and the Others rule, its label. */
    reason: z.string(),
    reasonLabel: z.string(),
    otherReason: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.action === 'pause') {
      if (v.trtype !== 'SIP') return issue('trtype', CANCELLATION_MESSAGES.pauseOnlySip);
      const start = parseDisplayDate(v.pauseStartDate);
      if (!start) return issue('pauseStartDate', CANCELLATION_MESSAGES.pauseDetails);
      if (!(PAUSE_COUNTS as readonly string[]).includes(v.installments)) return issue('installments', CANCELLATION_MESSAGES.pauseDetails);
      if (v.pauseEndDate !== formatDisplayDay(pauseEndDate(start, Number(v.installments)))) issue('pauseEndDate', CANCELLATION_MESSAGES.pauseDetails);
      return;
    }
    if (v.trtype !== 'SIP') return;
    if (!v.reason.trim()) return issue('reason', CANCELLATION_MESSAGES.reason);
    if (v.reasonLabel !== OTHERS_REASON) return;
    const text = v.otherReason.trim();
    if (!text || !/^[A-Za-z ]+$/.test(text)) issue('otherReason', CANCELLATION_MESSAGES.otherReason);
    else if (text.length < OTHER_REASON_MIN) issue('otherReason', CANCELLATION_MESSAGES.otherMin);
    else if (text.length > OTHER_REASON_MAX) issue('otherReason', CANCELLATION_MESSAGES.otherMax);
  });

export type SipCancellationValues = z.output<typeof sipCancellationSchema>;
