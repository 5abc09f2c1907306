import 'server-only';
import { TRACKER_MESSAGES } from '@/lib/tracker/messages';
import { TIMELINE_LABELS, type TransactionTimeline } from '@/lib/tracker/timeline';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { transactionTimeline as timelineEndpoint } from '../../fundhouse/endpoints/lifecycle';
import { upstreamNow } from '../../fundhouse/clock';
import { UpstreamError } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { HttpError } from '../../http/handler';
import { getDb } from '../../store/db';
import { findByReference, updateStates, type Initiation } from '../../store/initiations';
import { toTrackerRow, withRefusalFix } from './tracker';
import { calendarForRows, lacksPath, lifecycleUpdate, registrarFacts } from './tracker-states';
import { TRANSACTION_NUMBER } from './tracker-actions';
import { trailScope } from './trail-scope';
import { inTrailScope } from '@/lib/rules/team-trail';

// A transaction's own page: the registrar's timeline of it, with what the trail knows of who started
// it. A transaction of the book the portal did not start (a physical form) still has its page.

const notFound = () => new HttpError(404, { message: TRACKER_MESSAGES.notFound });

/** A trail row for a transaction the trail does not hold: only the registrar's facts. */
function bare(arn: string, reference: string, at: Date): Initiation {
  return {
    id: 0, userId: '', memberId: null, memberName: null, arn, at, updatedAt: at, ip: null, userAgent: null, kind: '', pan: null, investor: null, folio: null,
    scheme: null, amount: null, reference, referenceKind: 'txn', outcome: 'made', message: null, idempotencyKey: null,
    state: null, expiresAt: null, checkedAt: null, detail: null,
  };
}

export async function transactionTimeline(auth: DistributorAuth, reference: string): Promise<TransactionTimeline> {
  if (!TRANSACTION_NUMBER.test(reference)) throw notFound();
  const db = await getDb();
  const [trail, within] = await Promise.all([findByReference(db, auth.session.arn, reference), trailScope(auth)]);
  // A member whose scope is narrower than the book opens only what the tracker lists them: the
  // registrar answers a transaction's timeline for the whole firm.
  const outside = (pan: string | null) => !!within && !inTrailScope(within, { memberId: trail?.memberId ?? null, pan: trail?.pan ?? pan });
  if (trail?.pan && outside(null)) throw notFound();
  let answer;
  try {
    answer = await upstream(timelineEndpoint, { Arn: auth.session.arn, Fund: env().FUND_CODE, Ihno: reference }, { token: auth.token });
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') throw notFound();
    if (!(lacksPath(err) && trail)) throw err;
    if (outside(null)) throw notFound();
    const row = toTrackerRow(trail, auth.session.name);
    return { row, toScheme: '', events: [{ at: row.at, label: TIMELINE_LABELS.INITIATED, detail: '' }], complete: false, reinitiatedAs: '', now: new Date(upstreamNow()).toISOString() };
  }
  const t = answer.Transaction[0];
  if (!t || outside(t.pan.trim().toUpperCase() || null)) throw notFound();
  const now = new Date(upstreamNow());
  const update = lifecycleUpdate(t, now, await calendarForRows([t]));
  if (trail) await updateStates(db, auth.session.arn, [update], new Date());
  const base = trail ?? bare(auth.session.arn, reference, new Date(t.EnteredAt));
  const facts = registrarFacts(t, base.at);
  const row = await withRefusalFix(auth, update, toTrackerRow({
    ...base,
    kind: base.kind || facts.kind,
    pan: base.pan ?? facts.pan,
    investor: base.investor ?? facts.investor,
    folio: base.folio ?? facts.folio,
    scheme: base.scheme ?? facts.scheme,
    amount: base.amount ?? facts.amount,
    outcome: 'made',
    state: update.state,
    expiresAt: update.expiresAt,
    detail: update.detail,
  }, auth.session.name));
  return {
    row,
    toScheme: t.ToScheme,
    events: answer.Events.map((e) => ({ at: e.At, label: TIMELINE_LABELS[e.Event], detail: e.Detail })),
    complete: true,
    reinitiatedAs: t.ReinitiatedAs,
    now: now.toISOString(),
  };
}
