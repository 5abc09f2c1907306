import 'server-only';
import type { BankChoice } from '@/lib/api/transactions';
import { createHash, randomInt } from 'node:crypto';
import {
  approximation,
  exitLoadText,
  MODE_LABELS,
  REDEMPTION_MESSAGES,
  redemptionSchema,
  TYPE_LABELS,
  unitsText,
  type RedemptionValues,
} from '@/lib/forms/redemption';
import { splitSchemePlan } from '@/lib/forms/scheme-link';
import { SECTIONS, type ConfirmationView, type ConfirmResult, type SummaryRow, type SummarySection } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../auth/session';
import { env } from '../env';
import { orderByRequestRef, redemptionBanks, saveRedemption } from '../fundhouse/endpoints/redemption';
import { upstreamFailure } from '../fundhouse/errors';
import { upstream } from '../fundhouse/upstream';
import { HttpError } from '../http/handler';
import { quoteExitLoad, requireHolding, type ExitQuote, type OutgoingHolding } from './redemption-holdings';
import type { KindModule } from '../transactions/kind-module';
import { investorSection } from './summary-rows';
import { saveTransactionDraft, type TransactionDraft } from './transaction-drafts';
import { transactionInvestor, type TransactionInvestor } from './transaction-investor';

// Redemption (seed 001 sections 4, 5 and 7): the submitted form is checked again against the
// registrar's own figures (balance, value, minimum, banks), the exit load quoted, and the summary kept
// in the draft. Confirming is Savetransaction_red, which the registrar checks once more.

const INVESTOR_DISTRIBUTOR_FLAG = 'M';
const NO_INVESTOR = 'No Investor PAN found. Please submit investor PAN.';

export type { BankChoice };

export async function bankChoices(auth: DistributorAuth, acno: string): Promise<BankChoice[]> {
  const answer = await upstream(redemptionBanks, { Acno: acno, Trtype: 'RED', Fund: env().FUND_CODE }, { token: auth.token });
  return answer.Table1.map((b) => ({ value: b.bnkacno.trim(), label: `${b.bnkname.trim()} - ${b.bnkacno.trim()} (${b.bnkactype.trim()})` }));
}

export async function requireInvestor(auth: DistributorAuth, pan: string): Promise<TransactionInvestor> {
  const investor = await transactionInvestor(auth, pan);
  if (!investor) throw new HttpError(404, { message: NO_INVESTOR });
  return investor;
}

type OutgoingValues = RedemptionValues | { type: 'P' | 'F'; mode: 'U' | 'A'; value: string };

/** The details every outgoing summary shows: what leaves the holding, its approximation and the exit load. */
function outgoingDetails(v: OutgoingValues, quote: ExitQuote, prefix: string) {
  const approx = approximation(v.mode, quote);
  return [
    { label: `${prefix} Type`, value: TYPE_LABELS[v.type] },
    { label: `${prefix} Mode`, value: MODE_LABELS[v.mode] },
    ...(v.mode === 'U' ? [{ label: 'Units', value: unitsText(v.value) }] : []),
    approx,
    { label: 'NAV as on Date', value: `₹${quote.nav} (${quote.navDate})` },
    { label: 'Exit Load', value: exitLoadText(quote.percent, quote.load) },
    { label: 'Exit Load Rule', value: quote.remarks },
  ];
}

/** The confirmation of an order that takes units out of a holding (redemption, switch). */
export function outgoingView(o: {
  title: string;
  kind: 'Redemption' | 'Switch';
  investor: TransactionInvestor;
  acno: string;
  holding: OutgoingHolding;
  values: OutgoingValues;
  quote: ExitQuote;
  /** The kind's own rows, before and after the outgoing ones. */
  before?: SummaryRow[];
  after?: SummaryRow[];
  /** The kind's own sections after the transaction's. */
  more?: SummarySection[];
}): ConfirmationView {
  return {
    title: o.title,
    amount: o.values.mode === 'A' ? Number(o.values.value) : null,
    sections: [
      investorSection(o.investor),
      {
        title: SECTIONS.transaction,
        rows: [
          { label: 'Transaction Type', value: o.kind },
          { label: 'Scheme', value: o.holding.label },
          { label: 'Folio', value: o.acno },
          ...(o.before ?? []),
          ...outgoingDetails(o.values, o.quote, o.kind),
          ...(o.after ?? []),
        ],
      },
      ...(o.more ?? []),
    ],
  };
}

/** A six-digit number that names the order in its draft until the registrar gives the reference. */
export const orderNumber = () => String(randomInt(100_000, 1_000_000));

/**
 * The reference a redemption or switch save carries (i_RequestRef): made from the draft's confirm key,
 * so every attempt at one draft names the same order and the registrar makes at most one transaction.
 */
export const orderRef = (draft: TransactionDraft): string =>
  createHash('sha256').update(`order:${draft.confirmKey ?? draft.refno ?? ''}`).digest('hex').slice(0, 24);

/** What became of a save under `ref`: the transaction it made, or null when none was made. */
export async function orderOutcome(auth: DistributorAuth, trtype: 'RED' | 'SWITCH', ref: string): Promise<ConfirmResult | null> {
  const answer = await upstream(orderByRequestRef, { Fund: env().FUND_CODE, Trtype: trtype, RequestRef: ref }, { token: auth.token });
  const reference = answer.DtData[0]?.REFNO?.trim();
  return reference ? { reference } : null;
}

export async function submitRedemption(auth: DistributorAuth, pan: string, input: RedemptionValues, confirmKey: string): Promise<void> {
  const investor = await requireInvestor(auth, pan);
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
  if (!bank) throw new HttpError(400, { message: REDEMPTION_MESSAGES.bankMandatory, fieldErrors: { bank: REDEMPTION_MESSAGES.bankMandatory } });
  const quote = await quoteExitLoad(auth, folio.acno, holding, v.mode, v.value, 'R');
  const draft: TransactionDraft<RedemptionValues> = { values: v, confirmKey, refno: orderNumber(), view: outgoingView({
      title: 'Redemption Payment Summary', kind: 'Redemption', investor, acno: folio.acno, holding, values: v, quote,
      after: [{ label: 'Bank', value: bank.label }],
    }),
  };
  await saveTransactionDraft(auth, 'redemption', pan, draft);
}

/** Savetransaction_red for a submitted redemption draft: the registrar's reference of the pending transaction. */
export async function confirmRedemption(auth: DistributorAuth, draft: TransactionDraft<RedemptionValues>, pan: string): Promise<ConfirmResult> {
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

export const redemptionKind: KindModule<'redemption'> = { submit: submitRedemption, confirm: confirmRedemption };
