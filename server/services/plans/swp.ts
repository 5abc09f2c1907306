import 'server-only';
import { displayToUpstream, istDay } from '@/lib/dates';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { FIXED, SWP_MESSAGES, swpPeriod, swpSchema, type SwpValues } from '@/lib/forms/plans/swp';
import { SECTIONS, type ConfirmResult } from '@/lib/transactions/confirmation';
import { formatRupees } from '@/lib/money';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { saveSwp, swpOptions } from '../../fundhouse/endpoints/systematic-plans';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { defineKind } from '../../transactions/kind';
import { formWithConfirm, transactPath } from '@/lib/transactions/routes';
import { into, rupees } from '../../transactions/order-question';
import { outgoingBook } from '../redemption/redemption-holdings';
import { planRequestCheck, planRequestRef } from './plan-requests';
import { investorSection } from '../transactions/summary-rows';
import { saveTransactionDraft, type TransactionDraft } from '../transactions/transaction-drafts';

// SWP Plan (seed 001 sections 3-5, 7 and 9): the options come from swpOptions; the submitted form is
// checked again with the registrar's holding figures and frequency minimum, the period computed on
// the server, and the summary kept; confirming is /SWPDetailsSave_WEB.

const SUMMARY_TITLE = 'SWP Payment Summary';

export interface SwpChoices {
  options: string[];
  frequencies: { value: string; label: string; min: number }[];
  days: string[];
}

export async function swpChoices(auth: DistributorAuth): Promise<SwpChoices> {
  const fund = env().FUND_CODE;
  const call = { token: auth.token };
  const [options, frequencies, days] = await Promise.all([
    upstream(swpOptions, { opt: 'SWPW', fund }, call),
    upstream(swpOptions, { opt: 'SWF', fund }, call),
    upstream(swpOptions, { opt: 'SWPD', fund }, call),
  ]);
  return {
    options: options.Dtinformation.map((r) => r.Description?.trim() ?? '').filter(Boolean),
    frequencies: frequencies.Dtinformation
      .filter((r) => r.FrequencyID)
      .map((r) => ({ value: r.FrequencyID!.trim(), label: r.FrequencyDescription?.trim() || r.FrequencyID!.trim(), min: Number(r.Minimum_Instalment) || 0 })),
    days: days.Dtinformation.map((r) => r.sip_cycleid?.trim() ?? '').filter(Boolean),
  };
}

const today = () => istDay(new Date());

export async function submitSwp(auth: DistributorAuth, investor: CheckedInvestor, input: SwpValues, confirmKey: string): Promise<void> {
  const { pan } = investor;
  await saveTransactionDraft(auth, 'swp', pan, { values: input, confirmKey });
  const [book, choices] = await Promise.all([outgoingBook(auth, pan, 'redemption'), swpChoices(auth)]);
  const acno = input.folio.trim();
  const zero = book.zeroBalance.includes(acno);
  const folio = book.folios.find((f) => f.acno === acno);
  if (!zero && !folio) throw fieldError('folio', SWP_MESSAGES.folio);
  const holding = folio?.holdings.find((h) => h.value === input.scheme);
  if (!zero && !holding) throw fieldError('scheme', SWP_MESSAGES.scheme);
  if (!choices.options.includes(input.option)) throw fieldError('option', SWP_MESSAGES.option);
  const frequency = choices.frequencies.find((f) => f.value === input.frequency);
  if (!frequency) throw fieldError('frequency', SWP_MESSAGES.frequency);
  if (!choices.days.includes(input.day)) throw fieldError('day', SWP_MESSAGES.day);
  // The registrar's figures replace the browser's.
  const v = swpSchema.parse({
    ...input, zeroBalance: zero ? 'Y' : 'N', curValue: String(holding?.curValue ?? 0), minAmount: String(holding?.minAmount ?? 0), minWithdrawals: String(frequency.min),
  });
  const period = swpPeriod(today(), v.frequency, v.day, v.withdrawals);
  if (!period || !holding) throw fieldError('withdrawals', SWP_MESSAGES.withdrawals);
  const fixed = v.option === FIXED;
  const draft: TransactionDraft<SwpValues> = {
    values: v,
    confirmKey,
    refno: confirmKey.slice(0, 12),
    view: {
      title: SUMMARY_TITLE,
      amount: fixed ? Number(v.amount) : null,
      sections: [
        investorSection(investor),
        {
          title: SECTIONS.transaction,
          rows: [
            { label: 'Transaction Type', value: 'SWP' },
            { label: 'Scheme', value: holding.label, fact: 'scheme' },
            { label: 'Folio', value: acno, fact: 'folio' },
            { label: 'Current Value', value: formatRupees(holding.curValue) },
            { label: 'Withdrawal Option', value: v.option },
            { label: 'Frequency', value: frequency.label },
            { label: 'SWP Day', value: v.day },
            { label: 'No. of Withdrawals', value: v.withdrawals },
            { label: 'SWP Period', value: `${period.start} to ${period.end}` },
            ...(fixed ? [{ label: 'Amount', value: formatRupees(Number(v.amount)) }] : []),
          ],
        },
      ],
    },
  };
  await saveTransactionDraft(auth, 'swp', pan, draft);
}

export async function confirmSwp(auth: DistributorAuth, draft: TransactionDraft<SwpValues>, { pan }: CheckedInvestor): Promise<ConfirmResult> {
  const v = swpSchema.parse(draft.values);
  const plan = splitSchemePlan(v.scheme);
  const period = swpPeriod(today(), v.frequency, v.day, v.withdrawals);
  const [stdt, enddt] = [period && displayToUpstream(period.start), period && displayToUpstream(period.end)];
  if (!plan || !stdt || !enddt) throw new HttpError(409, { message: SWP_MESSAGES.scheme });
  const answer = await upstream(
    saveSwp,
    {
      Trtype: 'SWP', Withdrawaltype: v.option, Optn: plan.option, Noofwithdrawals: v.withdrawals.trim(), Enddt: enddt, Stdt: stdt, Scheme: plan.scheme,
      Plan: plan.plan, Freq: v.frequency, Swpday: v.day, Amount: v.option === FIXED ? v.amount.trim() : '0', Acno: v.folio.trim(), Fund: env().FUND_CODE,
      Pan: pan, Agent: auth.session.arn, RequestRef: planRequestRef(draft),
    },
    { token: auth.token },
  );
  const reference = answer.Table1[0]?.RefNo?.trim();
  if (!reference) throw upstreamFailure('schema', { endpoint: saveSwp.name, cause: 'no RefNo' });
  return { reference };
}

export const swpKind = defineKind({
  kind: 'swp',
  type: 'swp',
  title: 'SWP Plan',
  summaryTitle: SUMMARY_TITLE,
  ...formWithConfirm(transactPath('swp')),
  schema: swpSchema,
  clearedByTypesPage: false,
  navApplies: true,
  submit: submitSwp,
  confirm: confirmSwp,
  outcome: planRequestCheck,
  asks: ({ values: v }) => ({ Kind: 'swp', Acno: v.folio.trim(), ...into(v.scheme), Amount: rupees(v.amount) }),
});
