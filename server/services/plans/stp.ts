import 'server-only';
import { displayToUpstream, istDay } from '@/lib/dates';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { STP_MESSAGES, stpPeriod, stpSchema, WEEKLY, type StpValues } from '@/lib/forms/plans/stp';
import { sameScheme } from '@/lib/forms/redemption/switch';
import { TAGGING_MESSAGES } from '@/lib/forms/transaction-fields';
import { formatRupees } from '@/lib/money';
import { SECTIONS, type ConfirmResult } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { saveStp, swpOptions } from '../../fundhouse/endpoints/systematic-plans';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { defineKind } from '../../transactions/kind';
import { formWithConfirm, transactPath } from '@/lib/transactions/routes';
import { into, rupees, to } from '../../transactions/order-question';
import { euinChoices } from '../purchase/purchase-lists';
import { outgoingBook } from '../redemption/redemption-holdings';
import { planRequestCheck, planRequestRef } from './plan-requests';
import { investorSection, taggingRows } from '../transactions/summary-rows';
import { switchInChoices } from '../redemption/switch';
import { saveTransactionDraft, type TransactionDraft } from '../transactions/transaction-drafts';

// STP Plan (seed 001 sections 3-5, 7 and 9): frequencies and STP dates from swpOptions (SF, STPD), the
// transfer-to schemes as the switch lists them; the submitted form is checked again with the
// registrar's figures and the period computed here; confirming is /SaveSTPconfirmationWeb.

const SUMMARY_TITLE = 'STP Payment Summary';

export interface StpChoices {
  frequencies: { value: string; label: string; min: number }[];
  days: string[];
}

export async function stpChoices(auth: DistributorAuth): Promise<StpChoices> {
  const fund = env().FUND_CODE;
  const call = { token: auth.token };
  const [frequencies, days] = await Promise.all([upstream(swpOptions, { opt: 'SF', fund }, call), upstream(swpOptions, { opt: 'STPD', fund }, call)]);
  return {
    frequencies: frequencies.Dtinformation
      .filter((r) => r.FrequencyID)
      .map((r) => ({ value: r.FrequencyID!.trim(), label: r.FrequencyDescription?.trim() || r.FrequencyID!.trim(), min: Number(r.Minimum_Instalment) || 0 })),
    days: days.Dtinformation.map((r) => r.sip_cycleid?.trim() ?? '').filter(Boolean),
  };
}

const today = () => istDay(new Date());

export async function submitStp(auth: DistributorAuth, investor: CheckedInvestor, input: StpValues, confirmKey: string): Promise<void> {
  const { pan } = investor;
  await saveTransactionDraft(auth, 'stp', pan, { values: input, confirmKey });
  const [book, choices] = await Promise.all([outgoingBook(auth, pan, 'switch'), stpChoices(auth)]);
  const acno = input.folio.trim();
  const zero = book.zeroBalance.includes(acno);
  if (zero) throw fieldError('folio', STP_MESSAGES.zeroBalance, 422);
  const folio = book.folios.find((f) => f.acno === acno);
  if (!folio) throw fieldError('folio', STP_MESSAGES.folio);
  const holding = folio.holdings.find((h) => h.value === input.scheme);
  if (!holding) throw fieldError('scheme', STP_MESSAGES.scheme);
  if (sameScheme(input.scheme, input.toScheme)) throw fieldError('toScheme', STP_MESSAGES.sameScheme);
  const target = (await switchInChoices(auth, acno, input.category)).find((s) => s.value === input.toScheme);
  if (!target) throw fieldError('toScheme', STP_MESSAGES.toScheme);
  const frequency = choices.frequencies.find((f) => f.value === input.frequency);
  if (!frequency) throw fieldError('frequency', STP_MESSAGES.frequency);
  if (frequency.value !== WEEKLY && !choices.days.includes(input.day)) throw fieldError('day', STP_MESSAGES.day);
  const v = stpSchema.parse({
    ...input, arnCode: auth.session.arn, zeroBalance: 'N', curValue: String(holding.curValue), multiples: String(target.multiples),
    minTransfers: String(frequency.min), day: frequency.value === WEEKLY ? '' : input.day,
  });
  const euins = await euinChoices(auth, v.subArnCode);
  if (euins === null) throw fieldError('subArnCode', TAGGING_MESSAGES.subArnInvalid);
  if (v.euinDeclaration === 'NO' && !euins.includes(v.euin.trim().toUpperCase())) throw fieldError('euin', TAGGING_MESSAGES.euinMandatory);
  const period = stpPeriod(today(), v.frequency, v.day, v.transfers);
  if (!period) throw fieldError('transfers', STP_MESSAGES.transfers);
  const draft: TransactionDraft<StpValues> = {
    values: v,
    confirmKey,
    refno: confirmKey.slice(0, 12),
    view: {
      title: SUMMARY_TITLE,
      amount: Number(v.amount),
      sections: [
        investorSection(investor),
        {
          title: SECTIONS.transaction,
          rows: [
            { label: 'Transaction Type', value: 'STP' },
            { label: 'Folio', value: acno, fact: 'folio' },
            { label: 'Transfer from Scheme', value: holding.label, fact: 'scheme' },
            { label: 'Transfer to Scheme', value: target.label },
            { label: 'Frequency', value: frequency.label },
            ...(v.day ? [{ label: 'STP Date', value: v.day }] : []),
            { label: 'No. of Transfers', value: v.transfers },
            { label: 'STP Period', value: `${period.start} to ${period.end}` },
            { label: 'STP Option', value: v.option },
            { label: 'Amount', value: formatRupees(Number(v.amount)) },
          ],
        },
        { title: SECTIONS.distributor, rows: taggingRows({ arn: v.arnCode, subArn: v.subArnCode, subBroker: v.subBrokerCode, euin: v.euinDeclaration === 'YES' ? '' : v.euin }) },
      ],
    },
  };
  await saveTransactionDraft(auth, 'stp', pan, draft);
}

export async function confirmStp(auth: DistributorAuth, draft: TransactionDraft<StpValues>, { pan }: CheckedInvestor): Promise<ConfirmResult> {
  const v = stpSchema.parse(draft.values);
  const from = splitSchemePlan(v.scheme);
  const to = splitSchemePlan(v.toScheme);
  const period = stpPeriod(today(), v.frequency, v.day, v.transfers);
  const [stdt, enddt] = [period && displayToUpstream(period.start), period && displayToUpstream(period.end)];
  if (!from || !to || !stdt || !enddt) throw new HttpError(409, { message: STP_MESSAGES.scheme });
  const answer = await upstream(
    saveStp,
    {
      Trtype: 'STP', Stpday: v.frequency === WEEKLY ? '3' : v.day, NoofTransfer: v.transfers.trim(), Enddt: enddt, Stdt: stdt, Scheme: from.scheme, Plan: from.plan,
      Option: from.option, ToScheme: to.scheme, Toplan: to.plan, Tooption: to.option, Stpoption: v.option, Freq: v.frequency, Amount: v.amount.trim(),
      Euin: v.euinDeclaration === 'YES' ? '' : v.euin.trim().toUpperCase(), Acno: v.folio.trim(), Fund: env().FUND_CODE, Pan: pan, Agent: auth.session.arn,
      RequestRef: planRequestRef(draft),
    },
    { token: auth.token },
  );
  const reference = answer.DtData[0]?.appno?.trim();
  if (!reference) throw upstreamFailure('schema', { endpoint: saveStp.name, cause: 'no appno' });
  return { reference };
}

export const stpKind = defineKind({
  kind: 'stp',
  type: 'stp',
  title: 'STP Plan',
  summaryTitle: SUMMARY_TITLE,
  ...formWithConfirm(transactPath('stp')),
  schema: stpSchema,
  clearedByTypesPage: true,
  navApplies: true,
  submit: submitStp,
  confirm: confirmStp,
  outcome: planRequestCheck,
  asks: ({ values: v }) => ({ Kind: 'stp', Acno: v.folio.trim(), ...into(v.scheme), ...to(v.toScheme), Amount: rupees(v.amount) }),
});
