import type { z } from 'zod';
import { orderCheck } from '../../server/fundhouse/endpoints/order-problems';
import { parseIsoDate } from '../../lib/dates';
import type { TopUpPlan } from '../../lib/rules/mandate-limits';
import type { OrderFacts } from '../../lib/rules/order-problems';
import { mandateByUmrn } from '../domains/mandates/mandates';
import { problemsOfOrder, type OrderAsk } from '../domains/transactions/order-checks';
import { findInBook } from '../domains/investors/portfolio-investors';
import { folioOfBook } from '../domains/purchase/purchase-lists';
import { instalmentsThisYear } from '../domains/sip/sip-rules';
import { istDay } from '../domains/schemes/schemes';
import { refuse, route, signedIn } from '../router';
import { FUND_CODE } from '../seed/fixtures';

// /GetOrderProblems: every problem the registrar would hold against an order of the caller's book, asked
// before Confirm, from the same facts and rules as its refusals (../domains/transactions/order-checks.ts); with an empty
// Acno, also a new investor's application for a PAN not yet on the book.

const NOT_FOUND = 'No Data Found';
const schemeKey = (scheme: string, plan: string, option: string) => (scheme.trim() ? { scheme: scheme.trim(), plan: plan.trim(), option: option.trim() } : null);
const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const dmyToIso = (t: string) => t.replace(DMY, '$3-$2-$1');

type MandateAsk = Pick<z.output<typeof orderCheck.params>, 'Umrn' | 'SipStart' | 'SipEnd' | 'TopUpAmount' | 'TopUpFrequency' | 'TopUpStart' | 'TopUpEnd'>;

/** The SIP's top-up as asked, or null without one (an incomplete top-up is the SIP registration's own refusal, not the mandate's). */
function topUpOf(p: MandateAsk): TopUpPlan | null {
  const amount = Number(p.TopUpAmount || '0');
  const start = parseIsoDate(p.TopUpStart.trim());
  const end = parseIsoDate(p.TopUpEnd.trim());
  return amount > 0 && p.TopUpFrequency && start && end ? { amount, frequency: p.TopUpFrequency, start, end } : null;
}

async function mandateFacts(db: Parameters<typeof mandateByUmrn>[0], p: MandateAsk, acno: string | null, amount: number): Promise<OrderFacts['mandate']> {
  const start = parseIsoDate(p.SipStart.trim());
  const end = parseIsoDate(p.SipEnd.trim());
  const m = p.Umrn.trim() && acno ? await mandateByUmrn(db, p.Umrn.trim()) : null;
  if (!m || m.acno !== acno || !start || !end) return null;
  const from = parseIsoDate(dmyToIso(m.start_date));
  const to = parseIsoDate(dmyToIso(m.end_date));
  return from && to ? { sip: { amount, topUp: topUpOf(p), start, end }, mandate: { max: Number(m.max_amount), start: from, end: to } } : null;
}

const checkRoute = route(orderCheck, async (p, ctx) => {
  const caller = signedIn(ctx);
  const pan = p.Pan.trim().toUpperCase();
  if (p.Fund.trim() !== FUND_CODE) return refuse(NOT_FOUND);
  const acno = p.Acno.trim() || null;
  const inBook = !!(await findInBook(ctx.db, caller, pan));
  // A PAN not yet on the book may still open a folio (the new investor's application): the registrar
  // answers for it from the KRA's status and what the order gives; its nomination is the application's own.
  const prospective = !inBook && !acno && (p.Kind === 'purchase' || p.Kind === 'sip');
  if (!inBook && !prospective) return refuse(NOT_FOUND);
  if (acno) {
    const folio = await folioOfBook(ctx.db, caller.arn, acno);
    if (!folio || folio.pan !== pan || folio.fund !== FUND_CODE) return refuse(NOT_FOUND);
  }
  const now = ctx.clock.now();
  const named = schemeKey(p.Scheme, p.Plan, p.Option);
  const goesIn = p.Kind === 'purchase' || p.Kind === 'sip';
  const amount = Number(p.Amount || '0');
  const sipStart = p.SipStart.trim();
  const sipEnd = p.SipEnd.trim();
  const perYear = p.Kind === 'sip' && sipStart && sipEnd && p.Frequency ? instalmentsThisYear(sipStart, sipEnd, p.Frequency, istDay(now)) : 1;
  const ask: OrderAsk = {
    arn: caller.arn, pan, fund: FUND_CODE, kind: p.Kind, acno,
    into: goesIn ? named : schemeKey(p.ToScheme, p.ToPlan, p.ToOption),
    out: goesIn ? null : named,
    adding: goesIn ? amount * perYear : 0,
    contacts: p.Email.trim() || p.Mobile.trim() ? { email: p.Email, mobile: p.Mobile, emailFlag: p.EmailFlag, mobileFlag: p.MobileFlag } : null,
    euin: p.Euin.trim() || null,
    mandate: p.Kind === 'sip' ? await mandateFacts(ctx.db, p, acno, amount) : null,
    // An order that carries its own nomination (a new folio's, saved with the request) is held to it.
    ...(p.Nomination ? { nomination: p.Nomination } : prospective ? { nomination: 'nominees' as const } : {}),
  };
  const problems = await problemsOfOrder(ctx.db, ask, now);
  return { Table: problems.map((x) => ({ Code: String(x.code), Words: x.words, Severity: x.severity, Fix: x.fix })) };
});

export const orderProblemRoutes = [checkRoute];
