import 'server-only';
import type { TransactionRow } from '@/lib/api/dashboard-lists';
import { formatIndian2, formatRupees, parseAmount } from '@/lib/money';
import { canReinitiate, isListed, type AuthorisationState } from '@/lib/rules/transaction-windows';
import { env } from '../../env';
import { upstreamNow } from '../../fundhouse/clock';
import { detailedTransactions } from '../../fundhouse/endpoints/transactions';
import { upstream } from '../../fundhouse/upstream';
import type { BookAuth, DistributorAuth } from '../../auth/session';
import type { AnswerOf } from '../../fundhouse/endpoint';

// The transaction summary: the distributor's transactions by authorisation state, as the seed lists
// them (pending always, approved and expired within 30 days) with the action each row allows.

type UpstreamRow = AnswerOf<typeof detailedTransactions>['DtData'][number];

/** Only an http(s) address reaches the page as a link to copy. */
function safeLink(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function amountOrUnits(r: UpstreamRow): string {
  const amount = parseAmount(r.amount) ?? 0;
  const sip = parseAmount(r.sipamount) ?? 0;
  const units = parseAmount(r.units) ?? 0;
  if (amount > 0) return formatRupees(amount);
  if (sip > 0) return formatRupees(sip);
  if (units > 0) return `${formatIndian2(units)} units`;
  return formatRupees(0);
}

/** The upstream rows of one state as the page shows them, with the seed's windows applied at `now`. */
export function toTransactionRows(rows: readonly UpstreamRow[], state: AuthorisationState, now: Date): TransactionRow[] {
  return rows
    .filter((r) => r.status === state && isListed(state, r.Entdate, now))
    .map((r) => ({
      ihno: r.ihno.trim(),
      investor: r.InvName.trim(),
      fund: r.scheme.trim(),
      type: r.trtype.trim(),
      date: r.Entdate.trim(),
      amount: amountOrUnits(r),
      state,
      // The Expired tab holds the rows the investor rejected as well; each says which.
      rejected: state === 'E' && r.EndedAs === 'Rejected',
      link: state === 'P' ? safeLink(r.Link) : null,
      // The registrar says N once a row has been reinitiated; the 14-day window is the portal's rule.
      canReinitiate: state === 'E' && r.Reinitiate === 'Y' && canReinitiate(state, r.Entdate, now),
    }));
}

/** The upstream rows of one state, and the registrar's now (the windows are measured on its clock). */
export async function fetchTransactions(auth: BookAuth, state: AuthorisationState): Promise<{ rows: UpstreamRow[]; now: Date }> {
  const answer = await upstream(
    detailedTransactions,
    { transflag: state, Arn: auth.session.arn, customfund: env().FUND_CODE },
    { token: auth.token },
  );
  // Read after the answer: its Date header has just told us the registrar's clock.
  return { rows: answer.DtData, now: new Date(upstreamNow()) };
}

export async function listTransactions(auth: DistributorAuth, state: AuthorisationState): Promise<TransactionRow[]> {
  const { rows, now } = await fetchTransactions(auth, state);
  return toTransactionRows(rows, state, now);
}
