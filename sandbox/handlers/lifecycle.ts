import { PENDING_AT_MOST, resendAuthorisationLink, transactionStatuses, transactionTimeline } from '../../server/fundhouse/endpoints/lifecycle';
import { LIFECYCLE_MESSAGES, linkExpiresAt } from '../../lib/rules/authorisation-link';
import { lifecycleRecords, pendingOfBook, resendsLeft, type LifecycleRecord } from '../domains/transactions/lifecycle-rows';
import { resendLink } from '../domains/transactions/lifecycle-resend';
import { timelineOf } from '../domains/transactions/lifecycle-timeline';
import { authorisationLink } from '../domains/transactions/portfolio-txns';
import { refuse, route, signedIn } from '../router';

// The lifecycle's own paths (docs/upstream-protocol.md, "The lifecycle"): states now, one timeline,
// and a resend of the authorisation link, for the caller's book only (the token's ARN, whatever Arn says)
// and, for a narrowed member, their investors only: another's number reads as another book's does.

const iso = (d: Date | null) => (d ? d.toISOString() : '');
const text = (v: string | null) => v ?? '';

function row(r: LifecycleRecord) {
  return {
    ihno: String(r.ihno),
    trtype: r.trtype,
    pan: r.pan,
    InvName: r.inv_name,
    acno: r.acno ?? '',
    scheme: r.scheme_desc,
    ToScheme: r.to_scheme_desc ?? '',
    amount: r.amount,
    units: r.units,
    sipamount: r.sip_amount,
    status: r.status,
    EnteredAt: iso(r.entered_at),
    ExpiresAt: r.status === 'P' ? iso(linkExpiresAt(r.entered_at)) : '',
    DecidedAt: iso(r.decided_at),
    NavDate: text(r.nav_date),
    Nav: text(r.nav),
    AllotUnits: text(r.allot_units),
    AllotAmount: text(r.allot_amount),
    Reason: text(r.reason),
    ReasonCode: r.reason_code === null ? '' : String(r.reason_code),
    ReinitiatedAs: r.reinitiated_as ? String(r.reinitiated_as) : '',
    Link: r.status === 'P' ? authorisationLink(r.auth_token) : '',
    ResendsLeft: String(resendsLeft(r)),
  };
}

/** A transaction number as typed, or null. */
const ihnoOf = (v: string) => (/^\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : null);

const statusesRoute = route(transactionStatuses, async (params, ctx) => {
  const caller = signedIn(ctx);
  const asked = params.Ihnos ? params.Ihnos.split(',').map(Number) : [];
  const pending = params.Pending === 'Y' ? await pendingOfBook(ctx.db, caller, params.Fund.trim(), PENDING_AT_MOST) : [];
  const ihnos = [...new Set([...asked, ...pending])];
  const records = await lifecycleRecords(ctx.db, caller, params.Fund.trim(), ihnos);
  return { Statuses: records.map(row) };
});

const timelineRoute = route(transactionTimeline, async (params, ctx) => {
  const caller = signedIn(ctx);
  const ihno = ihnoOf(params.Ihno);
  const [r] = ihno === null ? [] : await lifecycleRecords(ctx.db, caller, params.Fund.trim(), [ihno]);
  if (!r) return refuse(LIFECYCLE_MESSAGES.notFound);
  const events = await timelineOf(ctx.db, r, ctx.clock.now());
  return { Transaction: [row(r)], Events: events.map((e) => ({ At: e.at.toISOString(), Event: e.event, Detail: e.detail })) };
});

const resendRoute = route(resendAuthorisationLink, async (params, ctx) => {
  const caller = signedIn(ctx);
  const ihno = ihnoOf(params.Ihno);
  if (ihno === null) return refuse(LIFECYCLE_MESSAGES.notFound);
  const answer = await resendLink(ctx.db, { book: caller, fund: params.Fund.trim(), ihno, ref: params.RequestRef });
  return 'refused' in answer ? refuse(answer.refused) : { Table1: [answer] };
}, { needs: 'resend' });

export const lifecycleRoutes = [statusesRoute, timelineRoute, resendRoute];
