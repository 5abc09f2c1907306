import 'server-only';
import { addDays, istMidnight, parseIsoDate } from '@/lib/dates';
import { OTHER_INITIATION_KINDS, UNLISTED_KINDS } from '@/lib/tracker/kinds';
import { TRACKER_PAGE_SIZE, TRACKER_STATES, type TrackerPage, type TrackerRequest, type TrackerRow, type TrackerState } from '@/lib/tracker/query';
import { weekdaysOnlyNote } from '@/lib/rules/working-days';
import { fixOfRefusal } from '@/lib/rules/registrar-problem';
import { fixLinkOf } from '@/lib/transactions/problem-fixes';
import { trailPersonOf } from '@/lib/rules/team-trail';
import { isKind, transactionKind, transactionKinds } from '../../transactions/registry';
import { flowHref, TRANSACTION_TYPES } from '@/lib/transactions/routes';
import type { DistributorAuth } from '../../auth/session';
import { upstreamNow } from '../../fundhouse/clock';
import { getDb } from '../../store/db';
import { ENTERED_ELSEWHERE, listInitiations, type Initiation } from '../../store/initiations';
import { refreshStates } from './tracker-states';
import { choosesPerson, trailChoices, trailScope } from './trail-scope';
import { sealFlow } from '../transactions/transaction-flow';

// Track Transactions: everything the firm initiated (the trail, scoped to the ARN, and for a member with a
// narrower scope to what lib/rules/team-trail.ts lets them see), each row with who initiated it and the
// registrar's state as last read, refreshed first where it can still change.

// The kinds' labels, options and order, made once on first use (after the registry has loaded its kinds).
let kindTable: { labels: Record<string, string>; options: { value: string; label: string }[]; order: string[] } | null = null;
function kinds() {
  if (kindTable) return kindTable;
  const labels: Record<string, string> = {
    ...Object.fromEntries(transactionKinds().map((k) => [k.kind, k.title])),
    ...OTHER_INITIATION_KINDS,
  };
  const label = (kind: string) => labels[kind] ?? kind;
  kindTable = {
    labels,
    // One option per label: the SIP's several entry points share 'SIP Registration'.
    options: Object.entries(labels)
      .filter(([kind, l], i, all) => !UNLISTED_KINDS.includes(kind) && all.findIndex(([, other]) => other === l) === i)
      .map(([value, l]) => ({ value, label: l })),
    order: Object.keys(labels).sort((a, b) => label(a).localeCompare(label(b), 'en-IN')),
  };
  return kindTable;
}

const kindLabel = (kind: string) => kinds().labels[kind] ?? kind;
const sameLabel = (kind: string) => Object.keys(kinds().labels).filter((k) => kinds().labels[k] === kindLabel(kind));

function stateOf(row: Initiation): TrackerState {
  if (row.outcome === 'in-doubt') return 'D';
  if (row.outcome === 'refused') return 'X';
  if (row.state && (TRACKER_STATES as readonly string[]).includes(row.state)) return row.state as TrackerState;
  return 'M';
}

/** `holderName`: the ARN holder's, for the rows they initiated themselves. */
export function toTrackerRow(row: Initiation, holderName = ''): TrackerRow {
  const d = row.detail ?? {};
  const state = stateOf(row);
  return {
    id: row.id,
    by: trailPersonOf({ memberId: row.memberId, memberName: row.memberName, enteredElsewhere: row.userId === ENTERED_ELSEWHERE }, holderName),
    kind: row.kind,
    kindLabel: kindLabel(row.kind),
    investor: row.investor ?? '',
    pan: row.pan ?? '',
    folio: row.folio ?? '',
    scheme: row.scheme ?? '',
    amount: row.amount ?? '',
    units: d.askedUnits ?? '',
    reference: row.reference ?? '',
    at: row.at.toISOString(),
    state,
    expiresAt: state === 'P' && row.expiresAt ? row.expiresAt.toISOString() : null,
    reason: state === 'X' ? (row.message ?? '') : (d.reason ?? ''),
    fix: null,
    approvedAt: (state === 'A' || state === 'L' || state === 'K') && d.approvedAt ? d.approvedAt : null,
    effectiveBy: ['P', 'A', 'K'].includes(state) && d.effectiveBy ? d.effectiveBy : null,
    effectiveByNote: ['P', 'A', 'K'].includes(state) && d.effectiveBy && d.weekdaysOnly ? weekdaysOnlyNote(d.weekdaysOnly.split(',').map(Number)) : null,
    allotment: state === 'L' && d.nav ? { navDate: d.navDate ?? '', nav: d.nav, units: d.units ?? '', amount: d.allotAmount ?? '' } : null,
    link: state === 'P' && d.link ? d.link : null,
    resendsLeft: state === 'P' ? Number(d.resendsLeft ?? 0) || 0 : 0,
    canReinitiate: state === 'E' && d.reinitiable === 'Y',
    canOpen: row.referenceKind === 'txn' && !!row.reference,
  };
}

/**
 * A row the registrar rejected at processing for one of its reasons (a KYC put on hold, a folio frozen,
 * a scheme suspended since the order) with the same fix the check before Confirm gives: the link is
 * made here, with a flow token for the row's investor, so the browser never composes one.
 */
export async function withRefusalFix(auth: DistributorAuth, initiation: Pick<Initiation, 'detail'>, row: TrackerRow): Promise<TrackerRow> {
  const fix = row.state === 'R' && row.pan ? fixOfRefusal(initiation.detail?.reasonCode) : null;
  if (!fix) return row;
  const f = await sealFlow(auth.session.userId, row.pan);
  const form = isKind(row.kind) ? flowHref(transactionKind(row.kind).form, f) : flowHref(TRANSACTION_TYPES, f);
  return { ...row, fix: fixLinkOf(fix, { pan: row.pan, f, formHref: form }) };
}

/** A day typed as YYYY-MM-DD, as the start of that day in India (or of the next, for an end). */
function dayBound(text: string | undefined, end: boolean): Date | undefined {
  const day = text ? parseIsoDate(text) : null;
  if (!day) return undefined;
  return istMidnight(end ? addDays(day, 1) : day);
}

export async function trackerPage(auth: DistributorAuth, request: TrackerRequest): Promise<TrackerPage> {
  const db = await getDb();
  const [fresh, within, people] = await Promise.all([refreshStates(auth, db), trailScope(auth), choosesPerson(auth) ? trailChoices(auth) : null]);
  const page = Math.max(1, Math.floor(request.page ?? 1));
  const { rows, total } = await listInitiations(db, auth.session.arn, {
    page,
    pageSize: TRACKER_PAGE_SIZE,
    state: request.state || undefined,
    kinds: request.kind ? sameLabel(request.kind) : undefined,
    search: request.search?.trim() || undefined,
    from: dayBound(request.from, false),
    to: dayBound(request.to, true),
    // Anyone may narrow to one person's rows; only the admin is offered the choice (`people`).
    by: request.by || undefined,
    within,
    sort: request.sort ?? undefined,
    kindOrder: kinds().order,
  });
  return {
    rows: await Promise.all(rows.map((r) => withRefusalFix(auth, r, toTrackerRow(r, auth.session.name)))),
    total,
    page,
    pageSize: TRACKER_PAGE_SIZE,
    kinds: kinds().options,
    people,
    stale: !fresh,
    now: new Date(upstreamNow()).toISOString(),
  };
}
