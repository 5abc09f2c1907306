import 'server-only';
import type { BankChoice } from '@/lib/api/transactions';
import { REDEMPTION_MESSAGES, redemptionSchema, unitsText, type RedemptionValues } from '@/lib/forms/redemption/redemption';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import type { ConfirmResult } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { redemptionBanks, saveRedemption } from '../../fundhouse/endpoints/redemption';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { quoteExitLoad, requireHolding } from './redemption-holdings';
import { defineKind } from '../../transactions/kind';
import { formWithConfirm, transactPath } from '@/lib/transactions/routes';
import { into, rupees } from '../../transactions/order-question';
import { orderNumber, orderRef } from '../../transactions/kit';
import { orderOutcome, outgoingView } from './outgoing-orders';
import { saveTransactionDraft, type TransactionDraft } from '../transactions/transaction-drafts';

// Redemption (seed 001 sections 4, 5 and 7): the submitted form is checked again against the
// registrar's own figures (balance, value, minimum, banks), the exit load quoted, and the summary kept
// in the draft. Confirming is Savetransaction_red, which the registrar checks once more.

const SUMMARY_TITLE = 'Redemption Payment Summary';

const INVESTOR_DISTRIBUTOR_FLAG = 'M';

export type { BankChoice };

export async function bankChoices(auth: DistributorAuth, acno: string): Promise<BankChoice[]> {
  const answer = await upstream(redemptionBanks, { Acno: acno, Trtype: 'RED', Fund: env().FUND_CODE }, { token: auth.token });
  return answer.Table1.map((b) => ({ value: b.bnkacno.trim(), label: `${b.bnkname.trim()} - ${b.bnkacno.trim()} (${b.bnkactype.trim()})` }));
}

export async function submitRedemption(auth: DistributorAuth, investor: CheckedInvestor, input: RedemptionValues, confirmKey: string): Promise<void> {
  const { pan } = investor;
  await saveTransactionDraft(auth, 'redemption', pan, { values: input, confirmKey });
  const { folio, holding } = await requireHolding(auth, pan, 'redemption', input, {
    folio: REDEMPTION_MESSAGES.folioMandatory, scheme: REDEMPTION_MESSAGES.schemeMandatory, zeroBalance: REDEMPTION_MESSAGES.zeroBalance,
  });
  // The registrar's figures replace the browser's; a full redemption is every free unit.
  const v = redemptionSchema.parse({
    ...input,
    balUnits: holding.balUnits,
    curValue: String(holding.curValue),
    minAmount: String(holding.minAmount),
    ...(input.type === 'F' ? { mode: 'U', value: unitsText(holding.balUnits) } : {}),
  });
  const bank = (await bankChoices(auth, folio.acno)).find((b) => b.value === v.bank.trim());
  if (!bank) throw fieldError('bank', REDEMPTION_MESSAGES.bankMandatory);
  const quote = await quoteExitLoad(auth, folio.acno, holding, v.mode, v.value, 'R');
  const draft: TransactionDraft<RedemptionValues> = { values: v, confirmKey, refno: orderNumber(), view: outgoingView({
      title: SUMMARY_TITLE, kind: 'Redemption', investor, acno: folio.acno, holding, values: v, quote,
      after: [{ label: 'Bank', value: bank.label }],
    }),
  };
  await saveTransactionDraft(auth, 'redemption', pan, draft);
}

/** Savetransaction_red for a submitted redemption draft: the registrar's reference of the pending transaction. */
export async function confirmRedemption(auth: DistributorAuth, draft: TransactionDraft<RedemptionValues>, { pan }: CheckedInvestor): Promise<ConfirmResult> {
  const v = redemptionSchema.parse(draft.values);
  const plan = splitSchemePlan(v.scheme);
  if (!plan) throw new HttpError(409, { message: REDEMPTION_MESSAGES.schemeMandatory });
  const fund = env().FUND_CODE;
  const answer = await upstream(
    saveRedemption,
    {
      i_InvDistFlag: INVESTOR_DISTRIBUTOR_FLAG, customfund: fund, i_Acno: v.folio.trim(), i_Fund: fund, i_Scheme: plan.scheme, i_Plan: plan.plan,
      i_Option: plan.option, i_RedFlg: v.type, i_UntAmtFlg: v.mode, i_UntAmtValue: v.value.trim(), i_Userid: auth.session.userId,
      ARNCode: auth.session.arn, i_pangno: pan, i_oldihno: '0', i_multibankdet: v.bank.trim(), i_RequestRef: orderRef(draft),
    },
    { token: auth.token },
  );
  const reference = answer.DtData[0]?.REFNO?.trim();
  // An answer without the transaction says nothing of whether one was made.
  if (!reference) throw upstreamFailure('schema', { endpoint: saveRedemption.name, cause: 'no REFNO' });
  return { reference };
}

export const redemptionKind = defineKind({
  kind: 'redemption',
  type: 'redemption',
  title: 'Redemption',
  summaryTitle: SUMMARY_TITLE,
  ...formWithConfirm(transactPath('redemption')),
  schema: redemptionSchema,
  clearedByTypesPage: false,
  navApplies: true,
  submit: submitRedemption,
  confirm: confirmRedemption,
  outcome: { ref: orderRef, lookup: (auth, ref) => orderOutcome(auth, 'RED', ref) },
  // Units are the registrar's to value; only an amount is asked about.
  asks: ({ values: v }) => ({ Kind: 'redemption', Acno: v.folio.trim(), ...into(v.scheme), Amount: v.mode === 'A' ? rupees(v.value) : '' }),
});
