import 'server-only';
import type { LiveSip } from '@/lib/api/sip-changes';
import { displayToUpstream, istDay, toUpstreamDate } from '@/lib/dates';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { frequencyCode, modifiable, modificationBlock, modificationProblems, SIPM_FREQUENCIES, SIPM_LIMITS, SIPM_MESSAGES, sipModificationValuesSchema, type ModificationValues } from '@/lib/forms/sip/sip-modification';
import { sipDayChoices } from '@/lib/forms/sip/sip-modification-fields';
import { formatRupees } from '@/lib/money';
import type { ConfirmResult, ConfirmationView, SummaryRow } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { UpstreamError } from '../../fundhouse/errors';
import { saveSipModification } from '../../fundhouse/endpoints/sip-modification';
import { upstream } from '../../fundhouse/upstream';
import { clientAddress } from '../../http/client-address';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { requestHeaders } from '../../http/request-scope';
import { defineKind } from '../../transactions/kind';
import { SIP_MODES } from '@/lib/transactions/routes';
import { newPurchaseChoices } from '../purchase/purchase-lists';
import { requireLiveSip } from './sip-changes';
import { existingValues, modificationDates, modificationFacts } from './sip-modification-facts';
import { sipOptions } from './sip-lists';
import { draftRef } from '../../transactions/kit';
import { into, rupees } from '../../transactions/order-question';
import { modificationHref } from '@/lib/transactions/live-sip-routes';
import { saveTransactionDraft, type TransactionDraft } from '../transactions/transaction-drafts';

// SIP modification (seed 002 sections 4.4, 5, 7 and 9). Submitting checks the modified values again
// against the registrar's record of the SIP, the scheme's SIP figures and the dates it computes, and
// keeps existing and modified side by side in the draft; confirming is /ISIPModification, sent
// with the caller's address and one reference per draft, pending the investor's approval.

const SUMMARY_TITLE = 'SIP Modification Summary';

const KIND = 'sip-modification';
export const SECTION_TITLES = { sip: 'SIP', existing: 'Existing', modified: 'Modified' } as const;
const FOLIO_LABEL = 'Folio';

/** The folio of the live SIP a modification draft's summary showed; null when it showed none. */
export const shownFolio = (draft: TransactionDraft): string | null =>
  draft.view?.sections.find((s) => s.title === SECTION_TITLES.sip)?.rows.find((r) => r.label === FOLIO_LABEL)?.value ?? null;

function comparedRows(v: { scheme: string; category: string; frequency: string; sipDay: string; start: string; end: string; installments: string; amount: number }): SummaryRow[] {
  return [
    { label: 'Category', value: v.category },
    { label: 'Scheme', value: v.scheme, fact: 'scheme' },
    { label: 'Frequency', value: v.frequency },
    { label: 'SIP Day', value: v.sipDay },
    { label: 'SIP Start Date', value: v.start },
    { label: 'SIP End Date', value: v.end },
    { label: 'No. of Installments', value: v.installments },
    { label: 'Amount', value: formatRupees(v.amount) },
  ];
}

function view(sip: LiveSip, existing: ModificationValues, v: ModificationValues, schemeLabel: string): ConfirmationView {
  return {
    title: SUMMARY_TITLE,
    amount: Number(v.amount),
    sections: [
      {
        title: SECTION_TITLES.sip,
        rows: [
          { label: FOLIO_LABEL, value: sip.folio, fact: 'folio' },
          { label: 'SIP Reference (Ihno)', value: sip.ihno },
          { label: 'SIP Type', value: sip.sipTypeName },
          ...(sip.umrn ? [{ label: 'UMR No', value: sip.umrn }] : []),
        ],
      },
      {
        title: SECTION_TITLES.existing,
        rows: comparedRows({
          scheme: sip.schemeName, category: sip.category, frequency: sip.frequency, sipDay: existing.sipDay, start: sip.startDate, end: sip.endDate,
          installments: sip.perpetual ? 'Perpetual' : `${sip.installmentsLeft} of ${sip.installments} left`, amount: sip.amount,
        }),
      },
      {
        title: SECTION_TITLES.modified,
        rows: comparedRows({
          scheme: schemeLabel, category: v.category, frequency: SIPM_FREQUENCIES[v.frequency as 'M' | 'Q'], sipDay: v.sipDay, start: v.sipDate, end: v.endDate,
          installments: v.perpetual ? 'Perpetual' : v.installments, amount: Number(v.amount),
        }),
      },
    ],
  };
}

export async function submitModification(auth: DistributorAuth, investor: CheckedInvestor, input: ModificationValues, confirmKey: string): Promise<void> {
  const { pan } = investor;
  // Saved first, as typed, so that Back and a refusal lose nothing.
  await saveTransactionDraft(auth, KIND, pan, { values: input, confirmKey });
  const sip = await requireLiveSip(auth, investor, input.ihno);
  const today = istDay(new Date());
  const block = modificationBlock(modifiable(sip), today);
  if (block) throw new HttpError(422, { message: block });
  const existing = existingValues(sip);
  const scheme =
    input.scheme === existing.scheme && input.category === existing.category
      ? { value: existing.scheme, label: sip.schemeName }
      : input.category.trim() ? (await newPurchaseChoices(input.category)).find((s) => s.value === input.scheme) : undefined;
  if (!scheme) throw fieldError('scheme', SIPM_MESSAGES.scheme);
  const frequency = (await sipOptions(auth, scheme.value)).find((f) => f.id === frequencyCode(input.frequency));
  if (!frequency) throw fieldError('frequency', SIPM_MESSAGES.frequency);
  if (!sipDayChoices(frequency.days, existing.sipDay).includes(Number(input.sipDay))) throw fieldError('sipDay', SIPM_MESSAGES.sipDayMandatory);
  const installments = input.perpetual ? '' : input.installments.trim();
  const problemsOf = (v: ModificationValues) => modificationProblems(v, existing, modificationFacts(sip, frequency), today);
  // The count is checked before the registrar is asked for its dates, so its own message shows.
  const early = problemsOf({ ...input, installments, sipDate: '', endDate: '' }).installments;
  if (early) throw fieldError('installments', early);
  const dates = await modificationDates(auth, sip, { scheme: scheme.value, frequency: frequency.id, sipDay: input.sipDay, installments });
  const values: ModificationValues = { ...input, frequency: frequency.id, installments, sipDate: dates.startDate, endDate: dates.endDate };
  const { form, ...fields } = problemsOf(values);
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(400, { message: first, fieldErrors: fields });
  if (form) throw new HttpError(422, { message: form });
  await saveTransactionDraft(auth, KIND, pan, { values, confirmKey, refno: sip.ihno, view: view(sip, existing, values, scheme.label) });
}

/** The reference every attempt at one draft's confirmation carries: the registrar records one modification per reference. */
export const modificationRef = draftRef('sip-modification', 32);

const mdy = (display: string) => {
  const d = displayToUpstream(display);
  if (!d) throw new HttpError(409, { message: SIPM_MESSAGES.installments });
  return d;
};

export async function confirmModification(auth: DistributorAuth, draft: TransactionDraft<ModificationValues>, investor: CheckedInvestor): Promise<ConfirmResult> {
  const { pan } = investor;
  const v = draft.values;
  const sip = await requireLiveSip(auth, investor, v.ihno);
  const plan = splitSchemePlan(v.scheme);
  if (!plan) throw new HttpError(409, { message: SIPM_MESSAGES.scheme });
  const existing = existingValues(sip);
  let answer;
  try {
    answer = await upstream(
      saveSipModification,
      {
        i_fund: env().FUND_CODE, i_folio: sip.folio, Trdate: toUpstreamDate(new Date()), trtype: 'SIPM', Branch: SIPM_LIMITS.branch,
        Entby: auth.session.userId, Distributor: auth.session.arn, Scheme: sip.scheme, Plan: sip.plan, Option: sip.option, Frequency: sip.frequency,
        SIPDay: existing.sipDay, StartDate: mdy(sip.startDate), EndDate: mdy(sip.endDate), NoOfInstallment: String(sip.installments), Amount: String(sip.amount),
        MScheme: plan.scheme, MPlan: plan.plan, MOption: plan.option, MFrequency: SIPM_FREQUENCIES[v.frequency as 'M' | 'Q'], MSIPDay: v.sipDay,
        MStartDate: mdy(v.sipDate), MEndDate: mdy(v.endDate), MNoOfInstallment: v.installments, MAmount: v.amount.trim(), PerpetualSIP: v.perpetual ? 'Y' : 'N',
        // The caller's address as the portal saw the connection (seed 002 section 7).
        IpAddress: clientAddress(await requestHeaders()) ?? '', OIhno: sip.ihno, Pan: pan, SipType: sip.sipType, urno: sip.umrn, RequestRef: modificationRef(draft),
      },
      { token: auth.token },
    );
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') throw new HttpError(422, { message: SIPM_MESSAGES.submitFailed(err.userMessage) });
    throw err;
  }
  const row = answer.Dtinformation[0];
  const ihno = row?.IHNO?.trim();
  if (row?.Error_code.trim() !== '0' || !ihno) throw new HttpError(422, { message: SIPM_MESSAGES.submitFailed(row?.Error_code.trim() || 'no reference number') });
  return { reference: ihno };
}

export const sipModificationKind = defineKind({
  kind: 'sip-modification',
  type: 'sip',
  title: 'SIP Modification',
  summaryTitle: SUMMARY_TITLE,
  ...{ form: `${SIP_MODES}/sipModification`, confirmPage: `${SIP_MODES}/sipModificationSummary` },
  schema: sipModificationValuesSchema,
  clearedByTypesPage: false,
  navApplies: false,
  submit: submitModification,
  confirm: confirmModification,
  // The registrar answers a repeat of a modification's reference with the IHNO it made, so sending
  // again with the same reference is the check: nothing to look up first.
  outcome: { ref: modificationRef, lookup: async () => null },
  // A live SIP's change: the registrar checks the investor and the scheme the instalments go into; the
  // mandate's room is checked by the modification's own form and submit.
  asks: (draft) => ({ Kind: 'sip', Acno: shownFolio(draft) ?? '', ...into(draft.values.scheme), Amount: rupees(draft.values.amount) }),
  // Changing the order reopens the form on that SIP.
  formOf: (draft, f) => (draft.values.ihno ? modificationHref(f, draft.values.ihno) : null),
});
