import 'server-only';
import { istDay, NAV_TRANSACTION_KINDS } from '@/lib/rules/applicable-nav';
import { cancellationEffectiveBy, cancellationRequestedAt } from '@/lib/rules/sip-cancellation';
import { NO_PUBLISHED_YEARS, type MarketCalendar } from '@/lib/rules/working-days';
import { enteredWithin, entryInstant, REINITIATE_WINDOW_DAYS } from '@/lib/rules/transaction-windows';
import type { BookAuth } from '../../auth/session';
import { env } from '../../env';
import { UpstreamError } from '../../fundhouse/errors';
import { transactionStatuses, type lifecycleRow, type LifecycleState } from '../../fundhouse/endpoints/lifecycle';
import { upstream } from '../../fundhouse/upstream';
import { upstreamNow } from '../../fundhouse/clock';
import type { Db } from '../../store/db';
import { transactionKinds } from '../../transactions/registry';
import { adoptRegistrarTransactions, mandatesToRefresh, rowsToRefresh, updateStates, type RegistrarTransaction, type StateUpdate } from '../../store/initiations';
import { bookWorklist } from '../../fundhouse/endpoints/worklist';
import { calendarFrom } from '../nav/market-calendar';
import { fetchTransactions } from './transaction-summary';
import type { z } from 'zod';

type LifecycleRow = z.output<typeof lifecycleRow>;

// The tracker's rows keep the registrar's state as last read. Rows that can still change (awaiting
// the investor, approved but not yet allotted, not yet known) are asked about again on each read, in
// one call, which also brings every transaction of the book awaiting the investor, whoever entered
// it: one the trail lacks is kept there, so the tracker and Today's expiring links show it too. A
// registrar without the project's status path is asked through the seed's lists of pending, approved
// and expired rows instead, which know no allotment.

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

/**
 * The trail's state of a registrar's row: its L is "allotted" for a purchase, redemption or switch (units
 * at a NAV) and "processed" (K) for a registration or plan request, which the registrar carries out at
 * approval and which buys no units, so the Allotted filter finds only allotments.
 */
export const trailState = (r: Pick<LifecycleRow, 'status' | 'trtype'>): string =>
  r.status === 'L' && !Object.hasOwn(NAV_TRANSACTION_KINDS, r.trtype.trim()) ? 'K' : r.status;

/** A registrar's lifecycle row as the trail keeps it, a cancellation's day counted on `calendar`. */
export function lifecycleUpdate(r: LifecycleRow, now: Date, calendar: MarketCalendar): StateUpdate {
  const entered = iso(r.EnteredAt);
  const approved = r.status === 'A' || r.status === 'L' ? iso(r.DecidedAt) : null;
  const cancelFrom = cancelledFrom(r);
  const effective = cancelFrom ? cancellationEffectiveBy(cancelFrom, calendar) : null;
  const reinitiable = r.status === 'E' && !r.ReinitiatedAs && !!entered && enteredWithin(entered, now, REINITIATE_WINDOW_DAYS);
  return {
    reference: r.ihno.trim(),
    state: trailState(r),
    expiresAt: r.status === 'P' ? iso(r.ExpiresAt) : null,
    detail: {
      link: r.status === 'P' ? r.Link : '',
      navDate: r.NavDate,
      nav: r.Nav,
      units: r.AllotUnits,
      allotAmount: r.AllotAmount,
      reason: r.Reason,
      reasonCode: r.ReasonCode,
      askedUnits: Number(r.units) > 0 ? String(Number(r.units)) : '',
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

/** The kind of the registry a registrar's transaction type names (its title), else the type itself. */
export const kindOfTrtype = (trtype: string) => transactionKinds().find((k) => k.title === trtype.trim())?.kind ?? trtype.trim();

/** Rupees as the trail keeps them (as entered: '10000', not the registrar's '10000.00'); null for none. */
const positive = (v: string) => (Number(v) > 0 ? String(Number(v)) : null);

/** What the registrar says of a transaction, as a trail row keeps it. */
export function registrarFacts(t: { ihno: string; trtype: string; pan: string; InvName: string; acno: string; scheme: string; amount: string; sipamount: string }, at: Date): RegistrarTransaction {
  return {
    reference: t.ihno.trim(),
    at,
    kind: kindOfTrtype(t.trtype),
    pan: t.pan.trim().toUpperCase() || null,
    investor: t.InvName.trim() || null,
    folio: t.acno.trim() || null,
    scheme: t.scheme.trim() || null,
    amount: positive(t.amount) ?? positive(t.sipamount),
  };
}

interface Read {
  updates: StateUpdate[];
  /** Transactions awaiting the investor that the registrar reported besides those asked about. */
  found: RegistrarTransaction[];
}

async function fromStatusPath(auth: BookAuth, refs: string[], now: Date): Promise<Read> {
  const answer = await upstream(
    transactionStatuses,
    { Arn: auth.session.arn, Fund: env().FUND_CODE, Ihnos: refs.join(','), Pending: 'Y' },
    { token: auth.token },
  );
  const asked = new Set(refs);
  const found = answer.Statuses.filter((r) => !asked.has(r.ihno.trim()) && r.status === 'P').map((r) => registrarFacts(r, iso(r.EnteredAt) ?? now));
  const calendar = await calendarForRows(answer.Statuses);
  return { updates: answer.Statuses.map((r) => lifecycleUpdate(r, now, calendar)), found };
}

async function fromSeedLists(auth: BookAuth, refs: Set<string>): Promise<Read> {
  const updates: StateUpdate[] = [];
  const found: RegistrarTransaction[] = [];
  for (const state of ['P', 'A', 'E'] as const) {
    const { rows } = await fetchTransactions(auth, state);
    for (const r of rows) {
      const reference = r.ihno.trim();
      if (!refs.has(reference)) {
        if (state !== 'P') continue;
        found.push(registrarFacts({ ...r, acno: '' }, entryInstant(r.Entdate) ?? new Date()));
      }
      updates.push({
        reference,
        state: state satisfies LifecycleState,
        expiresAt: state === 'P' ? iso(r.ExpiresAt ?? '') : null,
        detail: { link: r.Link, reinitiable: r.Reinitiate, resendsLeft: '0' },
      });
    }
  }
  return { updates, found };
}

/** Refreshes what can still change; false when the registrar could not be asked (states as last known). */
export async function refreshStates(auth: BookAuth, db: Db): Promise<boolean> {
  // Every read asks afresh (one call for all of them): the distributor opens the tracker to see where
  // things stand now, after an approval or on the registrar's moved clock, not as they were a minute ago.
  // Asked even when the trail holds nothing that can change: the registrar may hold links this
  // portal never sent.
  const due = await rowsToRefresh(db, auth.session.arn, new Date(), 0);
  const refs = [...new Set(due.map((r) => r.reference).filter((r): r is string => !!r && /^\d{1,12}$/.test(r)))];
  let read: Read;
  try {
    read = await fromStatusPath(auth, refs, new Date(upstreamNow()));
  } catch (err) {
    if (!lacksPath(err)) return false;
    try {
      read = await fromSeedLists(auth, new Set(refs));
    } catch {
      return false;
    }
  }
  await adoptRegistrarTransactions(db, auth.session.arn, read.found, new Date());
  await updateStates(db, auth.session.arn, read.updates, new Date());
  await refreshMandates(auth, db);
  return true;
}

/**
 * A mandate registration awaits the investor's authorisation until the registrar lists it Active: one read
 * of the book's mandates (the worklist Today reads), only while a registration's state can still change.
 * A registrar that cannot be asked leaves them as last known.
 */
async function refreshMandates(auth: BookAuth, db: Db): Promise<void> {
  const refs = new Set(await mandatesToRefresh(db, auth.session.arn, new Date()));
  if (refs.size === 0) return;
  const answer = await upstream(bookWorklist, { Arn: auth.session.arn, Fund: env().FUND_CODE }, { token: auth.token }).catch(() => null);
  if (!answer) return;
  const updates = answer.Mandates.filter((m) => refs.has(m.RegRef.trim())).map((m) => ({
    reference: m.RegRef.trim(),
    // Active: the registrar carried the registration out (Processed); Pending: the investor's turn.
    state: m.Status === 'Active' ? 'K' : 'P',
    expiresAt: null,
    detail: { umrn: m.Umrn },
  }));
  await updateStates(db, auth.session.arn, updates, new Date(), 'mandate');
}
