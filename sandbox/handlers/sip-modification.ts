import { saveSipModification, sipModificationDates } from '../../server/fundhouse/endpoints/sip-modification';
import { normaliseArn } from '../domains/links/links';
import { orderRefusal } from '../domains/transactions/order-checks';
import { findScheme, istDay } from '../domains/schemes/schemes';
import { liveSipsFor } from '../domains/sip/sip-changes';
import { PERPETUAL_FROM } from '../domains/sip/sip-dates';
import { amountRefusal, modificationDates } from '../domains/sip/sip-modification-rules';
import { MODIFICATION_MESSAGES as M, MODIFICATION_RULES, modificationByRef, placeModification } from '../domains/sip/sip-modifications';
import { refuse, route, signedIn, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import type { BookReader } from '../domains/investors/portfolio-investors';

// The modification's end-date calculation and its submit, scoped to the caller's book: another
// distributor's SIP reads as 'No live SIP found'.

const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const isoOf = (mdyText: string) => (mdyText ? `${mdyText.slice(6, 10)}-${mdyText.slice(0, 2)}-${mdyText.slice(3, 5)}` : '');

async function callersSip(ctx: HandlerContext, book: BookReader, ihnoText: string, acno: string) {
  const ihno = Number(ihnoText);
  if (!Number.isSafeInteger(ihno) || ihno <= 0) return null;
  const [sip] = await liveSipsFor(ctx.db, { book, fund: FUND_CODE, ihno });
  return sip && sip.acno === acno.trim() ? sip : null;
}

const datesRoute = route(sipModificationDates, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (p.i_fund.trim() !== FUND_CODE) return refuse(M.notFound);
  const sip = await callersSip(ctx, caller, p.Ihno, p.folio);
  if (!sip) return refuse(M.notFound);
  const dates = modificationDates(sip, { sipDay: Number(p.SIPDay), frequency: p.Frequency, start: isoOf(p.SIPStartDate), installments: p.NoOfInstallment }, istDay(ctx.clock.now()));
  if ('refusal' in dates) return refuse(dates.refusal);
  return { DtData: [{ SIP_StartDate: mdy(dates.start), SIP_EndDate: mdy(dates.end) }] };
});

const saveRoute = route(saveSipModification, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.Distributor) !== caller.arn || p.i_fund.trim() !== FUND_CODE) return refuse(M.notFound);
  if (p.Branch !== MODIFICATION_RULES.branch) return refuse(M.branch);
  const done = await modificationByRef(ctx.db, p.RequestRef);
  if (done) return done.sip_ihno === Number(p.OIhno) && done.arn === caller.arn ? answer(done.ihno) : refuse(M.notFound);
  const sip = await callersSip(ctx, caller, p.OIhno, p.i_folio);
  if (!sip || sip.pan !== p.Pan.trim().toUpperCase() || sip.scheme !== p.Scheme.trim()) return refuse(M.notFound);
  if (sip.modification_pending) return refuse(M.pending);
  const scheme = await findScheme(ctx.db, { fund: FUND_CODE, scheme: p.MScheme.trim(), plan: p.MPlan.trim(), option: p.MOption.trim() });
  if (!scheme) return refuse(M.scheme);

  const perpetual = p.PerpetualSIP === 'Y';
  const sipDay = Number(p.MSIPDay);
  const dates = modificationDates(sip, { sipDay, frequency: p.MFrequency, start: isoOf(p.MStartDate), installments: perpetual ? '' : p.MNoOfInstallment }, istDay(ctx.clock.now()));
  if ('refusal' in dates) return refuse(dates.refusal);
  if (dates.end !== isoOf(p.MEndDate)) return refuse(M.installments);
  const amount = Number(p.MAmount);
  const amountProblem = amountRefusal(sip, { amount, sipMin: scheme.sip_min_amount, sipMultiple: scheme.sip_multiples });
  if (amountProblem) return refuse(amountProblem);
  // What the registrar holds against any order of the investor's into the scheme (a KYC on hold, a
  // suspended scheme): the mandate's room is the modification's own rule, checked above.
  const refused = await orderRefusal(ctx.db, {
    arn: caller.arn, pan: sip.pan, fund: FUND_CODE, kind: 'sip', acno: sip.acno, into: { scheme: scheme.scheme, plan: scheme.plan, option: scheme.option },
    adding: 0, contacts: null, euin: null, mandate: null,
  }, ctx.clock.now());
  if (refused) return refuse(refused.words, refused.code);

  // As the portal compares: the new start is always later, so the count left (or perpetual) stands for the dates.
  const wasPerpetual = sip.end_date >= PERPETUAL_FROM;
  const unchanged = scheme.scheme === sip.scheme && scheme.plan === sip.plan && scheme.option === sip.option && p.MFrequency === sip.frequency
    && sipDay === Number(sip.start_date.slice(8, 10)) && amount === Number(sip.amount) && perpetual === wasPerpetual && (perpetual || dates.installments === sip.left);
  if (unchanged) return refuse(M.unchanged);

  const ihno = await placeModification(ctx.db, {
    arn: caller.arn, pan: sip.pan, fund: FUND_CODE, acno: sip.acno, sipIhno: sip.ihno, scheme: scheme.scheme, plan: scheme.plan, option: scheme.option,
    frequency: p.MFrequency as 'Monthly' | 'Quarterly', sipDay, start: dates.start, end: dates.end, installments: dates.installments, amount, perpetual,
    ipAddress: p.IpAddress, requestRef: p.RequestRef,
  });
  return answer(ihno);
}, { needs: 'initiate' });

const answer = (ihno: number) => ({ Dtinformation: [{ Error_code: '0', IHNO: String(ihno) }] });

export const sipModificationRoutes = [datesRoute, saveRoute];
