import 'server-only';
import { istDay } from '@/lib/rules/applicable-nav';
import { cancellationEffectiveBy, cancellationRequestedAt } from '@/lib/rules/sip-cancellation';
import { NO_PUBLISHED_YEARS, type MarketCalendar } from '@/lib/rules/working-days';
import { enteredWithin, REINITIATE_WINDOW_DAYS } from '@/lib/rules/transaction-windows';
import type { BookAuth } from '../auth/session';
import { env } from '../env';
import { UpstreamError } from '../fundhouse/errors';
import { transactionStatuses, type lifecycleRow, type LifecycleState } from '../fundhouse/endpoints/lifecycle';
import { upstream } from '../fundhouse/upstream';
import { upstreamNow } from '../fundhouse/clock';
import type { Db } from '../store/db';
import { rowsToRefresh, updateStates, type StateUpdate } from '../store/initiations';
import { calendarFrom } from './market-calendar';
import { fetchTransactions } from './transaction-summary';
import type { z } from 'zod';

type LifecycleRow = z.output<typeof lifecycleRow>;

// The tracker's rows keep the registrar's state as last read. Rows that can still change (awaiting
// the investor, approved but not yet allotted, not yet known) are asked about again on each read, in
// one call. A registrar without the project's status path is asked through the seed's
// lists of pending, approved and expired rows instead, which know no allotment.

/** A registrar that does not serve a path answers 404 (or 405) to it. */
export const lacksPath = (err: unknown) => err instanceof UpstreamError && err.kind === 'http' && [404, 405].includes(err.detail.status ?? 0);

const iso = (text: string) => (text && !Number.isNaN(Date.parse(text)) ? new Date(text) : null);

/** When a SIP cancellation row counts its working days from; null for any other row. */
function cancelledFrom(r: LifecycleRow): Date | null {
  const approved = r.status === 'A' || r.status === 'L' ? iso(r.DecidedAt) : null;
  return cancellationRequestedAt({ trtype: r.trtype, state: r.status, enteredAt: iso(r.EnteredAt), decidedAt: approved });
}

/** The registrar's calendar for the rows' days to take effect (none asked when no row is a cancellation). */
export async function calendarForRows(rows: readonly LifecycleRow[]): Promise<MarketCalendar> {
  const days = rows.flatMap((r) => {
    const from = cancelledFrom(r);
    return from ? [istDay(from)] : [];
  });
  return days.length > 0 ? calendarFrom(days) : NO_PUBLISHED_YEARS;
}

/** A registrar's lifecycle row as the trail keeps it, a cancellation's day counted on `calendar`. */
export function lifecycleUpdate(r: LifecycleRow, now: Date, calendar: MarketCalendar): StateUpdate {
  const entered = iso(r.EnteredAt);
  const approved = r.status === 'A' || r.status === 'L' ? iso(r.DecidedAt) : null;
  const cancelFrom = cancelledFrom(r);
  const effective = cancelFrom ? cancellationEffectiveBy(cancelFrom, calendar) : null;
  const reinitiable = r.status === 'E' && !r.ReinitiatedAs && !!entered && enteredWithin(entered, now, REINITIATE_WINDOW_DAYS);
  return {
    reference: r.ihno.trim(),
    state: r.status,
    expiresAt: r.status === 'P' ? iso(r.ExpiresAt) : null,
    detail: {
      link: r.status === 'P' ? r.Link : '',
      navDate: r.NavDate,
      nav: r.Nav,
      units: r.AllotUnits,
      allotAmount: r.AllotAmount,
      reason: r.Reason,
      resendsLeft: r.status === 'P' ? r.ResendsLeft : '0',
      reinitiatedAs: r.ReinitiatedAs,
      reinitiable: reinitiable ? 'Y' : 'N',
      approvedAt: approved?.toISOString() ?? '',
      effectiveBy: effective?.day ?? '',
      // The years counted Monday to Friday, for the note beside the day (comma-separated; '' when none).
      weekdaysOnly: effective?.weekdaysOnly.join(',') ?? '',
    },
  };
}

async function fromStatusPath(auth: BookAuth, refs: string[], now: Date): Promise<StateUpdate[]> {
  const answer = await upstream(transactionStatuses, { Arn: auth.session.arn, Fund: env().FUND_CODE, Ihnos: refs.join(',') }, { token: auth.token });
  const calendar = await calendarForRows(answer.Statuses);
  return answer.Statuses.map((r) => lifecycleUpdate(r, now, calendar));
}

async function fromSeedLists(auth: BookAuth, refs: Set<string>): Promise<StateUpdate[]> {
  const updates: StateUpdate[] = [];
  for (const state of ['P', 'A', 'E'] as const) {
    const { rows } = await fetchTransactions(auth, state);
    for (const r of rows) {
      const reference = r.ihno.trim();
      if (!refs.has(reference)) continue;
      updates.push({
        reference,
        state: state satisfies LifecycleState,
        expiresAt: state === 'P' ? iso(r.ExpiresAt ?? '') : null,
        detail: { link: r.Link, reinitiable: r.Reinitiate, resendsLeft: '0' },
      });
    }
  }
  return updates;
}

/** Refreshes what can still change; false when the registrar could not be asked (states as last known). */
export async function refreshStates(auth: BookAuth, db: Db): Promise<boolean> {
  // Every read asks afresh (one call for all of them): the distributor opens the tracker to see where
  // things stand now, after an approval or on the registrar's moved clock, not as they were a minute ago.
  const due = await rowsToRefresh(db, auth.session.arn, new Date(), 0);
  const refs = [...new Set(due.map((r) => r.reference).filter((r): r is string => !!r && /^\d{1,12}$/.test(r)))];
  if (refs.length === 0) return true;
  let updates: StateUpdate[];
  try {
    updates = await fromStatusPath(auth, refs, new Date(upstreamNow()));
  } catch (err) {
    if (!lacksPath(err)) return false;
    try {
      updates = await fromSeedLists(auth, new Set(refs));
    } catch {
      return false;
    }
  }
  await updateStates(db, auth.session.arn, updates, new Date());
  return true;
}
