import 'server-only';
import type { TodayInvestor, TodayMandate, TodaySip } from '@/lib/api/today';
import { addDays, formatIsoDay, isoToDisplay, istDay, type CalendarDay } from '@/lib/dates';
import { headroom, peakDrawn, type DrawingSip } from '@/lib/rules/mandate-headroom';
import type { InvestorProblem } from '@/lib/rules/investor-problems';
import { MANDATE_TEXTS, mandateEndsWithin, sipRisks } from '@/lib/rules/worklist';
import { parseAmount } from '@/lib/money';
import type { BookAuth } from '../../auth/session';
import { env } from '../../env';
import { bookWorklist } from '../../fundhouse/endpoints/worklist';
import type { AnswerOf } from '../../fundhouse/endpoint';
import { upstream } from '../../fundhouse/upstream';
import { problemsOfRow } from '../investors/investor-problems';

// The book-wide part of Today, from the registrar's worklist read: each rule of lib/rules/worklist.ts
// applied to each row, only the rows a rule picks kept.

type Worklist = AnswerOf<typeof bookWorklist>;
type SipRow = Worklist['Sips'][number];
export type TodayInvestorProblems = Omit<TodayInvestor, 'blocks'> & { blocks: InvestorProblem[] };

const dmy = isoToDisplay;

const drawing = (s: SipRow): DrawingSip => ({
  amount: parseAmount(s.Amount) ?? 0,
  status: s.Status,
  startDate: s.StartDate,
  endDate: s.EndDate,
  pausedTo: s.PausedTo || null,
});

/** The investors with a problem (lib/rules/investor-problems.ts), without their fix links yet (today.ts adds them). */
export function todayInvestors(rows: Worklist['Investors']): TodayInvestorProblems[] {
  return rows
    .map((r) => ({
      pan: r.pan.trim().toUpperCase(),
      investor: r.InvName.trim(),
      // The registrar's own KYC status, where it says one, unless the fund house has the investor as not compliant.
      kyc: r.KycStatus && r.Kyc !== 'Not compliant' ? r.KycStatus : r.Kyc,
      blocks: problemsOfRow(r),
      ekycSentAt: null,
    }))
    // Information alone (the e-KYC headroom left) stops nothing: such an investor can transact.
    .filter((r) => r.blocks.some((b) => b.severity === 'refuse'));
}

export function todaySips(w: Worklist, today: CalendarDay): TodaySip[] {
  const mandates = new Map(w.Mandates.filter((m) => m.Umrn).map((m) => [m.Umrn, m]));
  return w.Sips.flatMap((s) => {
    const m = mandates.get(s.Umrn);
    const amount = parseAmount(s.Amount) ?? 0;
    const risks = sipRisks(
      {
        amount,
        frequency: s.Frequency,
        endDate: s.EndDate,
        consecutiveFailures: Number(s.ConsecutiveFailures) || 0,
        cancelAfter: Number(s.CancelAfter) || 0,
        mandate: m ? { endDate: m.EndDate, maxAmount: parseAmount(m.MaxAmount) ?? 0 } : null,
        cancelled: s.Status === 'Cancelled' ? { on: s.ClosedOn, reason: s.ClosedReason.trim() } : null,
      },
      today,
    );
    if (risks.length === 0) return [];
    return [{
      key: s.ihno, pan: s.pan.trim().toUpperCase(), investor: s.InvName.trim(), folio: s.acno, scheme: s.Scheme.trim(),
      amount, frequency: s.Frequency, endDate: dmy(s.EndDate), risks, lapsed: s.Status === 'Cancelled', registeredAs: s.RegisteredAs.trim(),
    }];
  });
}

/** Mandates awaiting the investor, ending within 90 days, or drawn beyond their maximum; each with its headroom. */
export function todayMandates(w: Worklist, today: CalendarDay): TodayMandate[] {
  const from = formatIsoDay(today);
  return w.Mandates.flatMap((m) => {
    const max = parseAmount(m.MaxAmount) ?? 0;
    const sips = m.Umrn ? w.Sips.filter((s) => s.Umrn === m.Umrn).map(drawing) : [];
    const to = m.EndDate > from ? m.EndDate : formatIsoDay(addDays(today, 1));
    const notes: string[] = [];
    if (m.Status === 'Pending') notes.push(MANDATE_TEXTS.pending);
    const days = m.Status === 'Active' ? mandateEndsWithin(m.EndDate, today) : null;
    if (days !== null) notes.push(MANDATE_TEXTS.endsIn(m.EndDate, days));
    const peak = peakDrawn(sips, from, to);
    if (peak > max) notes.push(MANDATE_TEXTS.overdrawn(peak, max));
    if (notes.length === 0) return [];
    return [{
      key: m.RegRef || m.Umrn, pan: m.pan.trim().toUpperCase(), investor: m.InvName.trim(), folio: m.acno, kind: m.Kind,
      bankName: m.BankName.trim(), umrn: m.Umrn, status: m.Status, endDate: dmy(m.EndDate), maxAmount: max,
      headroom: headroom(max, sips, from, to), notes,
    }];
  });
}

export async function readWorklist(auth: BookAuth): Promise<Worklist> {
  return upstream(bookWorklist, { Arn: auth.session.arn, Fund: env().FUND_CODE }, { token: auth.token });
}

export const todayOf = (now: Date) => istDay(now);
