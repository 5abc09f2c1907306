import 'server-only';
import type { SipFrequency } from '@/lib/api/sip';
import { displayToUpstream } from '@/lib/dates';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { newScheme, SIP_MESSAGES, SIP_TYPE_LABELS, sipSchema, type SipValues } from '@/lib/forms/sip/sip';
import { TAGGING_MESSAGES, toSubArn } from '@/lib/forms/transaction-fields';
import { formatRupees } from '@/lib/money';
import { DEFAULT_COUNTRY_CODE, tenDigitMobile } from '@/lib/rules/contact';
import { NEW_FOLIO, SECTIONS, type ConfirmResult, type ConfirmationView, type SummaryRow } from '@/lib/transactions/confirmation';
import type { ChosenMandate, MandateMode } from '@/lib/transactions/chosen-mandate';
import { formWithConfirm, SIP_MODES, transactPath } from '@/lib/transactions/routes';
import { installmentsBetween, perpetualEnd } from '@/lib/transactions/sip-dates';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { sipByRequestRef, sipPurchaseConfirmation, sipPurchaseRequest, sipSave } from '../../fundhouse/endpoints/sip';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { loadChosenMandate } from '../mandates/chosen-mandate';
import { euinChoices, newPurchaseChoices, purchaseFolios, type SchemeChoice } from '../purchase/purchase-lists';
import { defineKind } from '../../transactions/kind';
import { draftRef, orderNumber } from '../../transactions/kit';
import { euin, into, iso, rupees, type OrderAsked } from '../../transactions/order-question';
import { askedNomination } from '@/lib/forms/purchase/folio-nomination';
import { sipPeakOf } from '@/lib/transactions/mandate-fix';
import type { FixPlace } from '@/lib/transactions/problem-fixes';
import { saveAskedNomination, type AskedNomination } from '../purchase/folio-nomination';
import { chhotiSipRefusalFor, sipDates, sipOptions } from './sip-lists';
import { investorSection, taggingRows } from '../transactions/summary-rows';
import { saveTransactionDraft, type TransactionDraft } from '../transactions/transaction-drafts';
import type { BookInvestor } from '../transactions/transaction-investor';

// SIP registration (seed 001 sections 4, 5 and 7; seed 002 section 4.1): the submitted form is
// checked again against the registrar's figures (scheme, frequency minimums, SIP days, the dates it
// computes) and, in a mandate mode, against the mandate selected on the server; a new folio's own
// nomination is saved with its request; the summary is kept in the draft. Confirming is /SIPSave,
// which the registrar checks once more.

export type SipKind = 'sip' | 'sip-mandate' | 'sip-enach' | 'sip-upi';

export const NO_MANDATE_MESSAGE = 'Select a mandate for this SIP on the mode of registration page first.';

const PAYMENT_MODE = { FOLIO: 'ISIP', ENACH: 'ENACH', UPI: 'UAUTO', AOTM: 'AOTM', KOTM: 'KOTM' } as const;
const MODE_LABELS = { FOLIO: 'ISIP', ENACH: 'eNACH', UPI: 'UPI Autopay', AOTM: 'One-time mandate (AOTM)', KOTM: 'One-time mandate (KOTM)' } as const;
const TOP_UP_LABELS = { H: 'Half-Yearly', Y: 'Yearly' } as const;
const MANDATE_SECTION = 'Mandate';
const SUMMARY_TITLE = 'SIP Registration Summary';
const UMRN_LABEL = 'UMR No';

/** The mandate's window and ceiling as the form keeps them. */
export const mandateValues = (m: ChosenMandate | null) =>
  m ? { mode: m.mode, folio: m.acno, mandateMax: String(m.maxAmount), mandateStart: m.startDate, mandateEnd: m.endDate } : { mode: 'FOLIO' as const, mandateMax: '', mandateStart: '', mandateEnd: '' };

/** The mandate modes each mandate-mode form takes: its own list's, never another's. */
const MODES_OF_KIND: Readonly<Record<Exclude<SipKind, 'sip'>, readonly MandateMode[]>> = {
  'sip-enach': ['ENACH'],
  'sip-upi': ['UPI'],
  'sip-mandate': ['AOTM', 'KOTM'],
};

/** The mandate selected for this kind's form, or null when none (or one of another mode) was selected. */
export async function chosenMandateFor(auth: DistributorAuth, kind: SipKind, pan: string): Promise<ChosenMandate | null> {
  if (kind === 'sip') return null;
  const mandate = await loadChosenMandate(auth, pan);
  return mandate && MODES_OF_KIND[kind].includes(mandate.mode) ? mandate : null;
}

async function requireMandate(auth: DistributorAuth, kind: SipKind, pan: string): Promise<ChosenMandate | null> {
  if (kind === 'sip') return null;
  const mandate = await chosenMandateFor(auth, kind, pan);
  if (!mandate) throw new HttpError(409, { message: NO_MANDATE_MESSAGE });
  return mandate;
}

function stepOf(f: SipFrequency) {
  return f.id === 'M' ? 1 : 3;
}

interface ViewFacts {
  investor: BookInvestor;
  schemeLabel: string;
  frequency: SipFrequency;
  installments: number;
  mandate: ChosenMandate | null;
  /** A new folio's own nomination, as saved with its request. */
  nomination?: AskedNomination;
}

function view(v: SipValues, o: ViewFacts): ConfirmationView {
  const newFolio = v.mode === 'FOLIO' && v.sipType === 'NEW';
  const investor = o.investor;
  const rows: SummaryRow[] = [
    { label: 'Transaction Type', value: 'SIP Registration' },
    { label: 'SIP Type', value: v.mode === 'FOLIO' ? SIP_TYPE_LABELS[v.sipType] : MODE_LABELS[v.mode] },
    ...(v.chhoti ? [{ label: 'Chhoti SIP', value: 'Yes' }] : []),
    { label: 'Scheme', value: o.schemeLabel, fact: 'scheme' },
    { label: 'Folio', value: newFolio ? NEW_FOLIO : v.folio.trim(), fact: 'folio' },
    ...(o.nomination ? [{ label: 'Nomination', value: o.nomination.shown }] : []),
    { label: 'Frequency', value: o.frequency.label },
    { label: 'SIP Day', value: v.sipDay },
    { label: 'No. of Installments', value: v.perpetual ? `Perpetual (${o.installments})` : String(o.installments) },
    { label: 'SIP Start Date', value: v.startDate },
    { label: 'SIP End Date', value: v.endDate },
    { label: 'Installment Amount', value: formatRupees(Number(v.amount)) },
  ];
  if (v.lumpsum.trim()) rows.push({ label: 'Lumpsum Amount', value: formatRupees(Number(v.lumpsum)) });
  if (v.topUp === 'Y') {
    rows.push(
      { label: 'Top-up', value: `${formatRupees(Number(v.topUpAmount))} ${TOP_UP_LABELS[v.topUpFrequency]}` },
      { label: 'Top-up Period', value: `${v.topUpStart} to ${v.topUpEnd}` },
    );
  }
  const sections = [investorSection(investor), { title: SECTIONS.transaction, rows }];
  if (o.mandate) {
    sections.push({
      title: MANDATE_SECTION,
      rows: [
        { label: UMRN_LABEL, value: o.mandate.umrn },
        { label: 'Bank', value: `${o.mandate.bankName} ${o.mandate.accountNo}` },
        { label: 'Mandate Amount', value: formatRupees(o.mandate.maxAmount) },
        { label: 'Mandate Period', value: `${o.mandate.startDate} to ${o.mandate.endDate}` },
      ],
    });
  }
  sections.push({ title: SECTIONS.distributor, rows: taggingRows({ arn: v.arnCode, subArn: v.subArnCode, subBroker: v.subBrokerCode, euin: v.euinDeclaration === 'YES' ? '' : v.euin }) });
  return { title: SUMMARY_TITLE, amount: Number(v.amount), sections };
}

export async function submitSip(kind: SipKind, auth: DistributorAuth, investor: CheckedInvestor, input: SipValues, confirmKey: string): Promise<void> {
  const { pan } = investor;
  const mandate = await requireMandate(auth, kind, pan);
  const given: SipValues = { ...input, arnCode: auth.session.arn, ...mandateValues(mandate), ...(mandate ? {} : { mode: 'FOLIO' }) };
  if (given.mode !== 'FOLIO' || given.sipType === 'EXISTING') {
    // The contact on record is what the approval mail goes to; the form does not ask for it.
    Object.assign(given, { investorName: investor.name, email: investor.email ?? '', mobile: investor.mobile ?? '', countryCode: DEFAULT_COUNTRY_CODE });
  } else if (investor.email || investor.mobile) {
    Object.assign(given, { ...(investor.email ? { email: investor.email } : {}), ...(investor.mobile ? { mobile: investor.mobile, countryCode: DEFAULT_COUNTRY_CODE } : {}) });
  }
  if (given.mode === 'FOLIO' && given.sipType === 'NEW') given.folio = '';
  // Only an order that opens a folio carries a nomination of its own.
  else Object.assign(given, { nominationAsked: false, wishNotToNominate: false, nominees: [] });
  if (given.mode === 'FOLIO' && given.sipType === 'EXISTING') given.lumpsum = given.lumpsum.trim();
  else given.lumpsum = '';
  await saveTransactionDraft(auth, kind, pan, { values: given, confirmKey });

  let held: SchemeChoice[] = [];
  // A mandate's folio is the one chosen on the server; it may hold nothing yet (an investor's first
  // SIP, a Chhoti SIP's), so only a scheme held in it needs the folio's holdings.
  if (given.folio && (!mandate || !newScheme(given))) {
    const folios = await purchaseFolios(auth, pan);
    if (folios.length === 0) throw fieldError('folio', SIP_MESSAGES.noFolios);
    const folio = folios.find((f) => f.acno === given.folio.trim());
    if (!folio) throw fieldError('folio', SIP_MESSAGES.folioMandatory);
    held = folio.schemes;
  }
  // A scheme the folio holds is chosen without a category; a new one from its category's list.
  if (!newScheme(given)) given.category = '';
  const scheme = (newScheme(given) ? await newPurchaseChoices(given.category) : held).find((s) => s.value === given.scheme);
  if (!scheme) throw fieldError('scheme', SIP_MESSAGES.schemeMandatory);
  // A barred scheme is refused by the schema before any SIP figures are asked for.
  sipSchema.parse({ ...given, frequency: given.frequency || 'M', minInstallments: '', minAmount: '', multiples: '', startDate: '01/01/2000', endDate: '01/01/2000', mandateStart: '', mandateEnd: '', topUp: 'N', chhoti: false });
  const frequencies = await sipOptions(auth, scheme.value);
  // Whether the scheme offers a Chhoti SIP is the registrar's word, not the form's.
  given.chhotiScheme = frequencies.some((f) => f.chhoti) ? 'Y' : 'N';
  // So is whether the investor may take one: new to mutual funds, fewer than three already.
  const chhotiRefused = given.chhoti ? await chhotiSipRefusalFor(auth, pan) : null;
  if (chhotiRefused) throw fieldError('chhoti', chhotiRefused);
  const frequency = frequencies.find((f) => f.id === given.frequency);
  if (!frequency) throw fieldError('frequency', SIP_MESSAGES.frequencyMandatory);
  const day = Number(given.sipDay);
  if (!frequency.days.includes(day)) throw fieldError('sipDay', SIP_MESSAGES.sipDayMandatory);
  const figures = { minInstallments: String(frequency.minInstallments), minAmount: String(frequency.minAmount), multiples: String(frequency.multiples), lumpsumMin: String(scheme.min) };
  // Installments first (their messages), then the dates the registrar computes for them.
  sipSchema.parse({ ...given, ...figures, startDate: '01/01/2000', endDate: '01/01/2000', mandateStart: '', mandateEnd: '', topUp: 'N' });
  const count = given.perpetual ? 1 : Number(given.installments);
  const dates = await sipDates(auth, { scheme: scheme.value, frequency: frequency.id, installments: count, sipDay: day });
  const endDate = given.perpetual ? perpetualEnd(day, mandate?.endDate ?? null) : dates.endDate;
  const v = sipSchema.parse({ ...given, ...figures, startDate: dates.startDate, endDate, installments: given.perpetual ? '' : given.installments });
  if (v.euinDeclaration === 'NO' || v.subArnCode.trim()) {
    const euins = await euinChoices(auth, v.subArnCode);
    if (euins === null) throw fieldError('subArnCode', TAGGING_MESSAGES.subArnInvalid);
    if (v.euinDeclaration === 'NO' && !euins.includes(v.euin.trim().toUpperCase())) throw fieldError('euin', TAGGING_MESSAGES.euinMandatory);
  }
  const installments = v.perpetual ? installmentsBetween(v.startDate, v.endDate, stepOf(frequency)) : Number(v.installments);
  const recorded = v.mode === 'FOLIO' && v.sipType === 'NEW' ? await recordNewFolio(auth, pan, v, installments) : { refno: orderNumber(), investor };
  const draft: TransactionDraft<SipValues> = {
    values: v, confirmKey, refno: recorded.refno,
    view: view(v, { ...recorded, schemeLabel: scheme.label, frequency, installments, mandate }),
  };
  await saveTransactionDraft(auth, kind, pan, draft);
}

const MODULE_NAME = 'Webile';

/**
 * A new folio's SIP: its own nomination saved first when asked, then the purchase request (the new
 * folio's contact, nomination and the SIP's terms), then its confirmation data, which the summary shows
 * (seed 001 section 4). Its Refno is the draft's.
 */
async function recordNewFolio(auth: DistributorAuth, pan: string, v: SipValues, installments: number): Promise<{ refno: string; investor: BookInvestor; nomination?: AskedNomination }> {
  const nomination = await saveAskedNomination(auth, pan, v);
  const plan = splitSchemePlan(v.scheme)!;
  const fund = env().FUND_CODE;
  const call = { token: auth.token };
  const declared = v.euinDeclaration === 'YES';
  const topUp = v.topUp === 'Y';
  const answer = await upstream(sipPurchaseRequest, {
    InvestorName: v.investorName.trim(), SubbrokerArn: toSubArn(v.subArnCode), ARNCode: auth.session.arn, EuinCode: declared ? '' : v.euin.trim().toUpperCase(),
    CountryCode: v.countryCode.trim(), Mobile: tenDigitMobile(v.mobile, v.countryCode), PanNo: pan, Email: v.email.trim(), Subbroker: v.subBrokerCode.trim(),
    i_Fund: fund, i_UntAmtValue: '0', EUINFlag: declared ? 'Y' : 'N', noofinstallments: String(installments), i_Scheme: plan.scheme, i_Plan: plan.plan,
    i_Option: plan.option, sipstartdt: mdy(v.startDate), sipenddt: mdy(v.endDate), sipfrequency: v.frequency as 'M' | 'Q', sipamount: v.amount.trim(),
    paymode: 'ISIP', i_PerpetialSIP: v.perpetual ? 'Y' : 'N', fEmailFlag: v.emailFamily, fMobileFlag: v.mobileFamily, Topupflag: topUp ? 'Y' : 'N',
    TopupFrequency: topUp ? v.topUpFrequency : '', TopupAmount: topUp ? v.topUpAmount.trim() : '0', TopupStartDate: topUp ? mdy(v.topUpStart) : '',
    TopupEnddate: topUp ? mdy(v.topUpEnd) : '', trtype: 'SIP', ModuleName: MODULE_NAME, Nomslno: nomination?.nomId ?? '',
  }, call);
  const refno = answer.DtData[0]?.Refno?.trim();
  if (!refno) throw upstreamFailure('schema', { endpoint: sipPurchaseRequest.name, cause: 'no Refno' });
  const shown = (await upstream(sipPurchaseConfirmation, { Trtype: 'SIP', fund, customfund: fund, Refno: refno, ModuleName: MODULE_NAME }, call)).DtData[0];
  if (!shown) throw upstreamFailure('schema', { endpoint: sipPurchaseConfirmation.name, cause: 'no row' });
  return { refno, investor: { pan: shown.PAN, name: shown.InvName, email: shown.Email, mobile: shown.Mobile }, nomination };
}

/** The UMRN of the mandate a SIP draft's summary showed, or null when it showed none. */
export const shownUmrn = (draft: TransactionDraft): string | null =>
  draft.view?.sections.find((s) => s.title === MANDATE_SECTION)?.rows.find((r) => r.label === UMRN_LABEL)?.value ?? null;

/** The RequestRef of a draft's /SIPSave: the same for every attempt, so the registrar makes one SIP. */
export const sipRequestRef = draftRef('sip', 24);

const mdy = (display: string) => displayToUpstream(display) ?? '';

export async function confirmSip(kind: SipKind, auth: DistributorAuth, draft: TransactionDraft<SipValues>, { pan }: CheckedInvestor): Promise<ConfirmResult> {
  const v = sipSchema.parse(draft.values);
  const plan = splitSchemePlan(v.scheme);
  if (!plan) throw new HttpError(409, { message: SIP_MESSAGES.schemeMandatory });
  const mandate = await chosenMandateFor(auth, kind, pan);
  // The SIP goes on the mandate its summary showed, not on one selected since in another window.
  if (kind !== 'sip' && (!mandate || mandate.acno !== v.folio || mandate.mode !== v.mode || mandate.umrn !== shownUmrn(draft))) {
    throw new HttpError(409, { message: NO_MANDATE_MESSAGE });
  }
  const step = v.frequency === 'M' ? 1 : 3;
  const declared = v.euinDeclaration === 'YES';
  const topUp = v.topUp === 'Y';
  const answer = await upstream(
    sipSave,
    {
      i_fund: env().FUND_CODE, i_pan: pan, i_folio: v.folio.trim(), i_SchemeCode: plan.scheme, i_Plan: plan.plan, i_Option: plan.option,
      i_brokercode: auth.session.arn, i_subbroker: v.subBrokerCode.trim(), SubbrokerArn: toSubArn(v.subArnCode), i_euinno: declared ? '' : v.euin.trim().toUpperCase(),
      EUINFlag: declared ? 'Y' : 'N', i_Amount: v.amount.trim(), LumpsumAmount: v.lumpsum.trim() || '0', i_frequency: v.frequency as 'M' | 'Q',
      i_SIPday: v.sipDay, i_ModeofPayment: PAYMENT_MODE[v.mode], i_SIPStartDate: mdy(v.startDate), i_SIPEndDate: mdy(v.endDate),
      i_NoofInstalment: String(v.perpetual ? installmentsBetween(v.startDate, v.endDate, step) : Number(v.installments)),
      i_PerpetialSIP: v.perpetual ? 'Y' : 'N', Topupflag: topUp ? 'Y' : 'N', TopupAmount: topUp ? v.topUpAmount.trim() : '0',
      TopupFrequency: topUp ? v.topUpFrequency : '', TopupStartDate: topUp ? mdy(v.topUpStart) : '', TopupEnddate: topUp ? mdy(v.topUpEnd) : '',
      Umrn: mandate?.umrn ?? '', InvestorName: v.investorName.trim(), Email: v.email.trim(), Mobile: v.mobile.trim(), CountryCode: v.countryCode.trim(),
      RequestRef: sipRequestRef(draft), i_Refno: v.mode === 'FOLIO' && v.sipType === 'NEW' ? (draft.refno ?? '') : '', ChhotiSIP: v.chhoti ? 'Y' : 'N',
    },
    { token: auth.token },
  );
  const reference = answer.DtData[0]?.refno?.trim();
  if (!reference) throw upstreamFailure('schema', { endpoint: sipSave.name, cause: 'no refno' });
  return { reference };
}

/** What became of a /SIPSave under `ref`: the SIP it registered, or null when none was. */
export async function sipOutcome(auth: DistributorAuth, ref: string): Promise<ConfirmResult | null> {
  const answer = await upstream(sipByRequestRef, { Fund: env().FUND_CODE, RequestRef: ref }, { token: auth.token });
  const reference = answer.DtData[0]?.refno?.trim();
  return reference ? { reference } : null;
}

/** The check before Confirm's question for a SIP draft, in any of its modes. */
export const sipAsked = (draft: TransactionDraft<SipValues>): OrderAsked => {
  const v = draft.values;
  return {
    Kind: 'sip',
    Acno: v.folio.trim(),
    ...into(v.scheme),
    Amount: rupees(v.amount),
    // A new folio's contacts and nomination are the order's; an existing folio keeps its own.
    ...(v.folio.trim() ? {} : {
      Email: v.email.trim(), Mobile: tenDigitMobile(v.mobile, v.countryCode), EmailFlag: v.emailFamily, MobileFlag: v.mobileFamily, Nomination: askedNomination(v),
    }),
    Euin: euin(v),
    Umrn: shownUmrn(draft) ?? '',
    SipStart: iso(v.startDate),
    SipEnd: iso(v.endDate),
    Frequency: v.frequency === 'M' || v.frequency === 'Q' ? v.frequency : '',
    // The top-up as the form holds it (its dates DD/MM/YYYY), asked only when the SIP has one.
    ...(v.topUp === 'Y' ? { TopUpAmount: rupees(v.topUpAmount), TopUpFrequency: v.topUpFrequency, TopUpStart: iso(v.topUpStart), TopUpEnd: iso(v.topUpEnd) } : {}),
  };
};

/**
 * A SIP on a mandate: the registration its mandate fix opens (a UPI Autopay SIP's own kind, else eNACH)
 * and the amount the new mandate must allow, the largest instalment the SIP reaches with its top-ups.
 */
const mandateNeed = ({ values: v }: TransactionDraft<SipValues>): FixPlace['mandate'] => ({ kind: v.mode === 'UPI' ? 'upi-mandate' : 'enach-mandate', amount: sipPeakOf(v) });

/**
 * The SIP form's kinds (seed 001 section 2): new or existing folio, and in a selected mandate's mode; the
 * one-time mandates' form (modes/otm-with-isip/transact) is the 'sip-mandate' kind's too.
 */
const SIP_FORMS = {
  sip: transactPath('sip'),
  'sip-mandate': `${SIP_MODES}/transact`,
  'sip-enach': `${SIP_MODES}/enach-folios/transact`,
  'sip-upi': `${SIP_MODES}/upi-folios/transact`,
} as const satisfies Record<SipKind, string>;

const sipKindOf = <K extends SipKind>(kind: K) =>
  defineKind({
    kind,
    type: 'sip',
    title: 'SIP Registration',
    summaryTitle: SUMMARY_TITLE,
    ...formWithConfirm(SIP_FORMS[kind]),
    schema: sipSchema,
    clearedByTypesPage: true,
    navApplies: true,
    submit: (auth, investor, values, key) => submitSip(kind, auth, investor, values, key),
    confirm: (auth, draft, investor) => confirmSip(kind, auth, draft, investor),
    outcome: { ref: sipRequestRef, lookup: sipOutcome },
    asks: sipAsked,
    // A SIP into a folio (no mandate chosen on the portal) has no mandate to fix.
    ...(kind === 'sip' ? {} : { mandateNeed }),
  });

export const sipKind = sipKindOf('sip');
export const sipMandateKind = sipKindOf('sip-mandate');
export const sipEnachKind = sipKindOf('sip-enach');
export const sipUpiKind = sipKindOf('sip-upi');
