import { saveSwitch } from '../../server/fundhouse/endpoints/switch';
import { checkEuin, EUIN_MESSAGES, normaliseArn } from '../domains/links/links';
import { activeArn } from '../domains/purchase/purchase-lists';
import { CLOSE_ENDED, freeHoldings } from '../domains/redemption/redemption-holdings';
import { orderByRef, placeOrder } from '../domains/redemption/redemption-orders';
import { checkOutgoing, SWITCH_MESSAGES } from '../domains/redemption/redemption-rules';
import { switchTarget } from '../domains/redemption/switch';
import { orderRefusal } from '../domains/transactions/order-checks';
import { ownTaggingRefusal } from '../domains/team/own-tagging';
import { refuse, route, signedIn } from '../router';
import { FUND_CODE } from '../seed/fixtures';

// The switch save with the registrar's checks: the outgoing rules of a redemption, a switch-in scheme
// other than the switch-out one, the Sub ARN (another active distributor) and the EUIN. The switch-in
// list is purchase.ts's getOtherSchemesSwitch.

const saveRoute = route(saveSwitch, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.ARNCode) !== caller.arn || p.i_Fund.trim() !== FUND_CODE || p.customfund.trim() !== FUND_CODE) return refuse(SWITCH_MESSAGES.notFound);
  const notOwn = ownTaggingRefusal(caller, { euin: p.EUINFlag === 'N' ? p.EuinCode : null, subBroker: p.Subbroker });
  if (notOwn) return refuse(notOwn);
  if (await orderByRef(ctx.db, caller.arn, 'S', p.i_RequestRef)) return refuse(SWITCH_MESSAGES.duplicate);
  const holding = { scheme: p.i_Scheme.trim(), plan: p.i_Plan.trim(), option: p.i_Option.trim() };
  const [h] = await freeHoldings(ctx.db, { book: caller, pan: p.i_pangno.trim(), fund: FUND_CODE, acno: p.i_Acno.trim(), holding });
  if (!h) return refuse(SWITCH_MESSAGES.notFound);
  if ((CLOSE_ENDED as readonly string[]).includes(h.scheme)) return refuse(SWITCH_MESSAGES.notAllowed);
  if (!(Number(h.free_units) > 0)) return refuse(SWITCH_MESSAGES.zeroBalance);

  const to = { scheme: p.i_ToScheme.trim(), plan: p.i_ToPlan.trim(), option: p.i_ToOption.trim() };
  if (to.scheme === h.scheme && to.plan === h.plan && to.option === h.option) return refuse(SWITCH_MESSAGES.sameScheme);
  const target = await switchTarget(ctx.db, { fund: FUND_CODE, acno: h.acno, ...to });
  if (!target) return refuse(SWITCH_MESSAGES.notFound);

  const subArn = p.SubbrokerArn.trim() ? normaliseArn(p.SubbrokerArn) : '';
  if (subArn === caller.arn) return refuse(SWITCH_MESSAGES.sameArn);
  if (subArn && !(await activeArn(ctx.db, subArn))) return refuse(SWITCH_MESSAGES.subArn);
  let euin = '';
  if (p.EUINFlag === 'N') {
    euin = p.EuinCode.trim().toUpperCase();
    if (!euin) return refuse(SWITCH_MESSAGES.euin);
    // The EUIN belongs to whoever advised: the Sub ARN's employee when there is one.
    const verdict = await checkEuin(ctx.db, subArn || caller.arn, euin);
    if (verdict !== EUIN_MESSAGES.valid) return refuse(verdict);
  }

  const out = checkOutgoing(h, { full: p.i_SwitchFlg, mode: p.i_UntAmtFlg, value: p.i_UntAmtValue, minimum: target.min_amount }, SWITCH_MESSAGES);
  if (typeof out === 'string') return refuse(out);
  const problem = await orderRefusal(ctx.db, {
    arn: caller.arn, pan: h.pan, fund: h.fund, kind: 'switch', acno: h.acno, into: to, adding: 0, contacts: null, euin: euin || null, mandate: null,
  }, ctx.clock.now());
  if (problem) return refuse(problem.words, problem.code);
  const ihno = await placeOrder(ctx.db, {
    kind: 'S', arn: caller.arn, holding: h, full: p.i_SwitchFlg, mode: p.i_UntAmtFlg, units: out.units, amount: out.amount,
    to, subArn, subBroker: p.Subbroker.trim(), euin, otp: p.i_OTP, requestRef: p.i_RequestRef,
  });
  return { DtData: [{ REFNO: String(ihno) }] };
}, { needs: 'initiate' });

export const switchRoutes = [saveRoute];
