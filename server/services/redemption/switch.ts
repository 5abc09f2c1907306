import 'server-only';
import { unitsText } from '@/lib/forms/redemption/redemption';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { sameScheme, SWITCH_MESSAGES, switchSchema, type SwitchValues } from '@/lib/forms/redemption/switch';
import { TAGGING_MESSAGES, toSubArn } from '@/lib/forms/transaction-fields';
import { SECTIONS, type ConfirmationView, type ConfirmResult } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { otherSchemes } from '../../fundhouse/endpoints/purchase';
import { saveSwitch } from '../../fundhouse/endpoints/switch';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { euinChoices, type SchemeChoice } from '../purchase/purchase-lists';
import { orderNumber, orderRef } from '../../transactions/kit';
import { orderOutcome, outgoingView } from './outgoing-orders';
import { quoteExitLoad, requireHolding, type ExitQuote, type OutgoingHolding } from './redemption-holdings';
import { defineKind } from '../../transactions/kind';
import { formWithConfirm, transactPath } from '@/lib/transactions/routes';
import { into, rupees, to } from '../../transactions/order-question';
import { taggingRows } from '../transactions/summary-rows';
import { saveTransactionDraft, type TransactionDraft } from '../transactions/transaction-drafts';
import type { BookInvestor } from '../transactions/transaction-investor';

// Switch (seed 001 sections 4, 5 and 7): the outgoing half is checked as a redemption is, the switch-in
// scheme against the registrar's list for the folio (its minimum is the amount rule), the ARN tagging
// against the sub-broker check. The six-digit number the seed puts in the switch payload is drawn
// when the form is submitted and sent with the save.

const SUMMARY_TITLE = 'Switch Payment Summary';

const INVESTOR_DISTRIBUTOR_FLAG = 'M';
const MODULE_NAME = 'Webile';

/** The category's schemes the folio may switch into, with the minimum a switch into each needs. */
export async function switchInChoices(auth: DistributorAuth, acno: string, category: string): Promise<SchemeChoice[]> {
  const fund = env().FUND_CODE;
  const answer = await upstream(
    otherSchemes,
    { schtype: 'Regular', category, acno, fundCode: fund, customfund: fund, trantype: 'S' },
    { token: auth.token },
  );
  return answer.DtData.flatMap((r) => {
    const min = Number(r.MinAmt);
    if (!(min > 0)) return [];
    return [{ value: `${fund}~${r.fm_scheme.trim()}~${r.fm_plan.trim()}~${r.fm_option.trim()}`, label: r.fm_schdesc.trim(), min, multiples: Number(r.multiples) || 1 }];
  });
}

function summary(investor: BookInvestor, acno: string, holding: OutgoingHolding, target: SchemeChoice, v: SwitchValues, quote: ExitQuote): ConfirmationView {
  return outgoingView({
    title: SUMMARY_TITLE, kind: 'Switch', investor, acno, holding, values: v, quote,
    before: [{ label: 'Switch In Scheme', value: target.label }],
    more: [{ title: SECTIONS.distributor, rows: taggingRows({ arn: v.arnCode, subArn: v.subArnCode, subBroker: v.subBrokerCode, euin: v.euinDeclaration === 'YES' ? '' : v.euin }) }],
  });
}

export async function submitSwitch(auth: DistributorAuth, investor: CheckedInvestor, input: SwitchValues, confirmKey: string): Promise<void> {
  const { pan } = investor;
  const given = { ...input, arnCode: auth.session.arn };
  await saveTransactionDraft(auth, 'switch', pan, { values: given, confirmKey });
  const { folio, holding } = await requireHolding(auth, pan, 'switch', given, {
    folio: SWITCH_MESSAGES.folioMandatory, scheme: SWITCH_MESSAGES.switchOutMandatory, zeroBalance: SWITCH_MESSAGES.zeroBalance,
  });
  if (sameScheme(given.scheme, given.switchInScheme)) throw fieldError('switchInScheme', SWITCH_MESSAGES.sameScheme);
  const target = (await switchInChoices(auth, folio.acno, given.category)).find((s) => s.value === given.switchInScheme);
  if (!target) throw fieldError('switchInScheme', SWITCH_MESSAGES.switchInMandatory);
  const v = switchSchema.parse({
    ...given,
    balUnits: holding.balUnits,
    curValue: String(holding.curValue),
    minAmount: String(target.min),
    ...(given.type === 'F' ? { mode: 'U', value: unitsText(holding.balUnits) } : {}),
  });
  const euins = await euinChoices(auth, v.subArnCode);
  if (euins === null) throw fieldError('subArnCode', TAGGING_MESSAGES.subArnInvalid);
  if (v.euinDeclaration === 'NO' && !euins.includes(v.euin.trim().toUpperCase())) throw fieldError('euin', TAGGING_MESSAGES.euinMandatory);
  const quote = await quoteExitLoad(auth, folio.acno, holding, v.mode, v.value, 'S');
  const draft: TransactionDraft<SwitchValues> = { values: v, confirmKey, refno: orderNumber(), view: summary(investor, folio.acno, holding, target, v, quote) };
  await saveTransactionDraft(auth, 'switch', pan, draft);
}

/** Savetransaction_switch for a submitted switch draft, with the draft's six-digit number as the OTP. */
export async function confirmSwitch(auth: DistributorAuth, draft: TransactionDraft<SwitchValues>, { pan }: CheckedInvestor): Promise<ConfirmResult> {
  const v = switchSchema.parse(draft.values);
  const out = splitSchemePlan(v.scheme);
  const into = splitSchemePlan(v.switchInScheme);
  if (!out || !into || !/^\d{6}$/.test(draft.refno ?? '')) throw new HttpError(409, { message: SWITCH_MESSAGES.switchOutMandatory });
  const fund = env().FUND_CODE;
  const declared = v.euinDeclaration === 'YES';
  const answer = await upstream(
    saveSwitch,
    {
      i_InvDistFlag: INVESTOR_DISTRIBUTOR_FLAG, customfund: fund, i_Acno: v.folio.trim(), i_Fund: fund, i_Scheme: out.scheme, i_Plan: out.plan,
      i_Option: out.option, i_ToScheme: into.scheme, i_ToPlan: into.plan, i_ToOption: into.option, i_SwitchFlg: v.type, i_UntAmtFlg: v.mode,
      i_UntAmtValue: v.value.trim(), i_Userid: auth.session.userId, ARNCode: auth.session.arn, SubbrokerArn: toSubArn(v.subArnCode),
      Subbroker: v.subBrokerCode.trim(), EUINFlag: declared ? 'Y' : 'N', EuinCode: declared ? '' : v.euin.trim().toUpperCase(),
      i_pangno: pan, i_oldihno: '0', i_OTP: draft.refno ?? '', ModuleName: MODULE_NAME, i_RequestRef: orderRef(draft),
    },
    { token: auth.token },
  );
  const reference = answer.DtData[0]?.REFNO?.trim();
  // An answer without the transaction says nothing of whether one was made.
  if (!reference) throw upstreamFailure('schema', { endpoint: saveSwitch.name, cause: 'no REFNO' });
  return { reference };
}

export const switchKind = defineKind({
  kind: 'switch',
  type: 'switch',
  title: 'Switch',
  summaryTitle: SUMMARY_TITLE,
  ...formWithConfirm(transactPath('switch')),
  schema: switchSchema,
  clearedByTypesPage: true,
  navApplies: true,
  submit: submitSwitch,
  confirm: confirmSwitch,
  outcome: { ref: orderRef, lookup: (auth, ref) => orderOutcome(auth, 'SWITCH', ref) },
  asks: ({ values: v }) => ({ Kind: 'switch', Acno: v.folio.trim(), ...into(v.scheme), ...to(v.switchInScheme), Amount: v.mode === 'A' ? rupees(v.value) : '' }),
});
