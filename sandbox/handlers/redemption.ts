import { exitLoadCalc, orderByRequestRef, redemptionBanks, saveRedemption } from '../../server/fundhouse/endpoints/redemption';
import { banksOf, maskAccount } from '../domains/redemption/redemption';
import { exitLoadRule, quoteExitLoad } from '../domains/redemption/redemption-exit-load';
import { REDEMPTION_MIN_AMOUNT } from '../domains/purchase/purchase-lists';
import { CLOSE_ENDED, freeHoldings, type FreeHolding } from '../domains/redemption/redemption-holdings';
import { orderByRef, placeOrder } from '../domains/redemption/redemption-orders';
import { checkOutgoing, RED_MESSAGES } from '../domains/redemption/redemption-rules';
import { normaliseArn } from '../domains/links/links';
import { orderRefusal } from '../domains/transactions/order-checks';
import { refuse, route, signedIn } from '../router';
import { FUND_CODE } from '../seed/fixtures';

// A folio's payout banks, the exit-load quote and the redemption save, all scoped to the caller's
// book: another distributor's folio reads as no rows or 'No Data Found'. The minimum is the one the
// fund list (purchase.ts) quotes as RedMinAmt.

const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const banksRoute = route(redemptionBanks, async (params, ctx) => {
  const caller = signedIn(ctx);
  const banks = await banksOf(ctx.db, caller.arn, params.Acno.trim(), params.Fund.trim());
  return { Table1: banks.map((b) => ({ bnkname: b.bank_name, bnkacno: maskAccount(b.account_no), bnkactype: b.account_type, bnkifsc: b.ifsc })) };
});

/** Whole days from the folio's opening to the IST day of `trdt` (MM/DD/YYYY). */
function heldDays(h: FreeHolding, trdt: string): number {
  const [m, d, y] = trdt.split('/');
  return Math.floor((Date.parse(`${y}-${m}-${d}T00:00:00Z`) - Date.parse(`${h.opened}T00:00:00Z`)) / 86_400_000);
}

const exitLoadRoute = route(exitLoadCalc, async (params, ctx) => {
  const caller = signedIn(ctx);
  const holding = { scheme: params.scheme.trim(), plan: params.plan.trim(), option: params.opt.trim() };
  const [h] = await freeHoldings(ctx.db, { book: caller, fund: params.Fund.trim(), acno: params.acno.trim(), holding });
  if (!h) return refuse(RED_MESSAGES.notFound);
  const units = Number(params.units) || 0;
  const amount = Number(params.amount) || 0;
  if (!(units > 0) && !(amount > 0)) return refuse(RED_MESSAGES.value);
  const days = heldDays(h, params.trdt);
  if (!Number.isFinite(days)) return refuse(RED_MESSAGES.notFound);
  const q = quoteExitLoad(exitLoadRule(h.scheme, h.category), { units, amount, nav: Number(h.nav), heldDays: days });
  return {
    DtData: [{ NAV: h.nav, NAVDate: mdy(h.nav_day), Units: q.units.toFixed(4), Amount: q.amount.toFixed(2), ExitLoad: String(q.percent), ExitLoadAmount: q.load.toFixed(2), Remarks: q.remarks }],
  };
});

const saveRoute = route(saveRedemption, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.ARNCode) !== caller.arn || p.i_Fund.trim() !== FUND_CODE || p.customfund.trim() !== FUND_CODE) return refuse(RED_MESSAGES.notFound);
  if (await orderByRef(ctx.db, caller.arn, 'R', p.i_RequestRef)) return refuse(RED_MESSAGES.duplicate);
  const holding = { scheme: p.i_Scheme.trim(), plan: p.i_Plan.trim(), option: p.i_Option.trim() };
  const [h] = await freeHoldings(ctx.db, { book: caller, pan: p.i_pangno.trim(), fund: FUND_CODE, acno: p.i_Acno.trim(), holding });
  if (!h) return refuse(RED_MESSAGES.notFound);
  if ((CLOSE_ENDED as readonly string[]).includes(h.scheme)) return refuse(RED_MESSAGES.notAllowed);
  const out = checkOutgoing(h, { full: p.i_RedFlg, mode: p.i_UntAmtFlg, value: p.i_UntAmtValue, minimum: REDEMPTION_MIN_AMOUNT }, RED_MESSAGES);
  if (typeof out === 'string') return refuse(out);
  const problem = await orderRefusal(ctx.db, {
    arn: caller.arn, pan: h.pan, fund: h.fund, kind: 'redemption', acno: h.acno, into: null, adding: 0, contacts: null, euin: null, mandate: null,
  }, ctx.clock.now());
  if (problem) return refuse(problem.words, problem.code);
  const banks = await banksOf(ctx.db, caller.arn, h.acno, h.fund);
  const bank = banks.find((b) => maskAccount(b.account_no) === p.i_multibankdet.trim() || b.account_no === p.i_multibankdet.trim());
  if (!bank) return refuse(RED_MESSAGES.bank);
  const ihno = await placeOrder(ctx.db, {
    kind: 'R', arn: caller.arn, holding: h, full: p.i_RedFlg, mode: p.i_UntAmtFlg, units: out.units, amount: out.amount, bankAccount: bank.account_no,
    requestRef: p.i_RequestRef,
  });
  return { DtData: [{ REFNO: String(ihno) }] };
}, { needs: 'initiate' });

const byRefRoute = route(orderByRequestRef, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (p.Fund.trim() !== FUND_CODE) return { DtData: [] };
  const ihno = await orderByRef(ctx.db, caller.arn, p.Trtype === 'RED' ? 'R' : 'S', p.RequestRef);
  return { DtData: ihno ? [{ REFNO: String(ihno) }] : [] };
});

export const redemptionRoutes = [banksRoute, exitLoadRoute, saveRoute, byRefRoute];
