import 'server-only';
import { OUTCOME_CHECKING_MESSAGE } from '@/lib/api/transactions';
import { clearPennyDrops } from './new-investor-penny-drop';
import { clearSubmission, lookUpApplication, submissionRef } from './new-investor-submission';
import type { Applicant } from '@/lib/forms/onboarding/new-investor-applicant';
import { paymentStepSchema, BANK_STEP_MESSAGES, type BankStep } from '@/lib/forms/onboarding/new-investor-bank';
import type { Nominee } from '@/lib/forms/onboarding/new-investor-nominee';
import type { SchemeStep } from '@/lib/forms/onboarding/new-investor-scheme';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { stepPath } from '@/lib/journeys/journey';
import { nominates } from '@/lib/rules/nomination';
import { newInvestorJourney, type ApplicationResult } from '@/lib/journeys/new-investor';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import {
  newInvestorLumpsumSubmit, newInvestorSipSubmit, paymentBanks,
} from '../../fundhouse/endpoints/new-investor-application';
import type { ParamsOf } from '../../fundhouse/endpoint';
import { outcomeUnknown, UpstreamError, upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError } from '../../http/handler';
import { noteInitiation } from '../../http/initiation';
import { OutcomeUnknownError } from '../../store/idempotency';
import { withRefusalFixAt } from '../../transactions/refusal-fix';
import { saveFolioNomination } from '../purchase/folio-nomination';
import { newInvestorFixPlace } from './new-investor-check';
import { requireJourney, saveStep, today, type NewInvestorJourney } from './new-investor-journey';
import { parseOrRefuse, toMdy } from './new-investor-steps';

// The payment step's Proceed (seed 002 section 4.5): the nominees are saved first, then the lumpsum or
// iSIP application is submitted with their id; the answer is kept for the confirmation. Once submitted,
// the journey answers the same application again rather than sending a second one.
//
// A submit whose answer was lost (time limit, an unreadable answer, a 5xx) may have opened the folio:
// the application goes under the journey's own reference (kept before it is sent), the browser is told
// the outcome is being checked (202), and every later submit of the journey first asks the registrar
// what that reference made, sending again only when it made nothing (ARCHITECTURE.md, "Unknown outcomes").

const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';
/** DD/MM/YYYY → MM/DD/YYYY. */
const dmyToMdy = (d: string) => (d ? `${d.slice(3, 5)}/${d.slice(0, 2)}/${d.slice(6, 10)}` : '');

export async function paymentBankChoices(auth: DistributorAuth, type: SchemeStep['type']) {
  const answer = await upstream(paymentBanks, { Trtype: type === 'iSIP' ? 'SIP' : 'NEW' }, { token: auth.token });
  return answer.DtData.map((r) => ({ value: r.gb_Bankcode.trim(), label: r.gb_Bankname.trim() }));
}

export async function submitApplication(auth: DistributorAuth, body: unknown): Promise<{ next: string }> {
  const journey = await requireJourney(auth);
  const state = await journey.store.load();
  const confirmation = stepPath(newInvestorJourney, 'confirmation');
  if (state['payment-details']) return { next: confirmation };
  const applicant = state['applicant-details'] as Applicant | undefined;
  const nominees = state['nominee-details'] as { wishNotToNominate: boolean; nominees: Nominee[] } | undefined;
  const scheme = state['scheme-details'] as SchemeStep | undefined;
  const bank = state['investment-details'] as { account: BankStep; pennyDrop: 'Y' | 'N' } | undefined;
  if (!applicant || !nominees || !scheme || !bank) throw new HttpError(409, { message: 'Please complete the earlier steps first.' });
  const payment = parseOrRefuse(paymentStepSchema, body);
  const banks = await paymentBankChoices(auth, scheme.type);
  const payBank = banks.find((b) => b.value === payment.bankCode);
  if (!payBank) throw fieldError('bankCode', BANK_STEP_MESSAGES.payment, 422);

  noteInitiation({ pan: journey.pan, investor: applicant.holders[0]?.name, amount: scheme.amount });
  // An earlier submit of this journey may have been made without its answer reaching us: ask first.
  const earlier = await submissionRef(journey);
  if (earlier) {
    const made = await lookUpApplication(auth, earlier);
    if (made) return keep(journey, { ...made, payMode: payment.payMode, type: scheme.type });
  }
  const ref = earlier ?? (await submissionRef(journey, { create: true }))!;

  const wish = nominates(nominees);
  const nomId = await saveFolioNomination(auth, journey.pan, nominees);

  const [h1, h2, h3] = applicant.holders;
  const key = splitSchemePlan(scheme.scheme)!;
  const t = today();
  const params = {
    i_fund: env().FUND_CODE, i_scheme: key.scheme, i_plan: key.plan, i_option: key.option, i_amount: scheme.amount,
    i_disitributorid: auth.session.arn, i_EUINno: scheme.euin, i_EUINflag: scheme.euinDeclared, i_entby: auth.session.userId,
    i_pangno: h1!.pan, i_fname: h1!.name, i_email: h1!.email, i_invgender: h1!.gender, i_dob: toMdy(h1!.dob), i_mobileno: h1!.mobile,
    pEmailFlag: h1!.emailFamily, pMobileFlag: h1!.mobileFamily,
    i_category: h1!.category, i_Ckyc: yn(h1!.kycCompleted === 'Yes'), i_Occpn: h1!.occupation, i_income: h1!.annualIncome,
    i_invadd: h1!.address, i_invcountry: h1!.country, i_invstate: h1!.state, i_invcity: h1!.city, i_invpin: h1!.pincode,
    i_jholder1: h2?.name ?? '', i_jh1pan: h2?.pan ?? '', i_jh1dob: toMdy(h2?.dob ?? ''),
    i_jholder2: h3?.name ?? '', i_jh2pan: h3?.pan ?? '', i_jh2dob: toMdy(h3?.dob ?? ''),
    i_jt1emailrelationship: h2?.emailFamily ?? '', i_jt1mobilerelationship: h2?.mobileFamily ?? '',
    i_jt2emailrelationship: h3?.emailFamily ?? '', i_jt2mobilerelationship: h3?.mobileFamily ?? '',
    Countrycode1: h1!.countryCode, Countrycode2: h2?.countryCode ?? '', Countrycode3: h3?.countryCode ?? '',
    TINValidated1: yn(h1?.taxResidentElsewhere === 'Yes'), TINValidated2: yn(h2?.taxResidentElsewhere === 'Yes'), TINValidated3: yn(h3?.taxResidentElsewhere === 'Yes'),
    i_Nominee: yn(wish), Nomslno: nomId,
    i_ifsc: bank.account.ifsc, i_bankacno: bank.account.accountNumber, i_acctype: bank.account.accountType, i_bankname: bank.account.bankName,
    i_pennydrop: bank.pennyDrop, i_paymode: payment.payMode, i_depbankname: payBank.value,
    i_appldt: `${String(t.month).padStart(2, '0')}/${String(t.day).padStart(2, '0')}/${t.year}`, i_genMOH: applicant.modeOfHolding === 'single' ? '1' : '4',
    i_RequestRef: ref,
  } as const;

  let result: ApplicationResult;
  try {
    result = await send(auth, scheme, params, payment.payMode);
  } catch (err) {
    if (outcomeUnknown(err)) throw stillUnknown();
    // The registrar refuses a second application under the reference, or for an investor whose folio it
    // opened: that refusal may be this journey's own earlier submit. Only its word that nothing was made
    // under the reference lets the refusal stand.
    if (err instanceof UpstreamError && err.kind === 'business') {
      const made = await lookUpApplication(auth, ref);
      if (made) return keep(journey, { ...made, payMode: payment.payMode, type: scheme.type });
    }
    // A refusal for one of this project's reasons (the check before Submit missed it, or the facts moved)
    // comes with the journey's step that fixes it.
    throw withRefusalFixAt(err, newInvestorFixPlace(h1!.pan));
  }
  return keep(journey, result);
}

const stillUnknown = () => new OutcomeUnknownError(OUTCOME_CHECKING_MESSAGE);

/** Sends the lumpsum or iSIP submit; an answer without the application says nothing of whether one was made. */
async function send(
  auth: DistributorAuth,
  scheme: SchemeStep,
  params: Omit<ParamsOf<typeof newInvestorLumpsumSubmit>, 'i_trtype'>,
  payMode: string,
): Promise<ApplicationResult> {
  const call = { token: auth.token };
  if (scheme.type === 'iSIP') {
    const answer = await upstream(
      newInvestorSipSubmit,
      {
        ...params, i_trtype: 'SIP', i_sipflag: 'Y', i_frequency: scheme.frequency, i_noofinst: scheme.installments,
        i_sipstartdt: dmyToMdy(scheme.sipStart), i_sipenddt: dmyToMdy(scheme.sipEnd), i_GoalAmount: scheme.goalSip === 'Yes' ? scheme.goalAmount : '',
        i_Goalsip: yn(scheme.goalSip === 'Yes'), Topupflag: yn(scheme.topUp === 'Yes'), TopupFrequency: scheme.topUp === 'Yes' ? scheme.topUpFrequency : '',
        TopupAmount: scheme.topUp === 'Yes' ? scheme.topUpAmount : '', TopupStartDate: toMdy(scheme.topUp === 'Yes' ? scheme.topUpStart : ''),
        TopupEnddate: toMdy(scheme.topUp === 'Yes' ? scheme.topUpEnd : ''),
      },
      call,
    );
    const row = answer.DtData[0];
    if (!row) throw upstreamFailure('schema', { endpoint: newInvestorSipSubmit.name, cause: 'no application row' });
    return { schemeDescription: row.Schdesc, applicationNumber: row.appno, amount: Number(row.Amount), distributorName: answer.Table3[0]?.Distributor_name || auth.session.name, payMode, type: 'iSIP' };
  }
  const answer = await upstream(newInvestorLumpsumSubmit, { ...params, i_trtype: 'NEW' }, call);
  const row = answer.DtData[0];
  if (!row) throw upstreamFailure('schema', { endpoint: newInvestorLumpsumSubmit.name, cause: 'no application row' });
  return { schemeDescription: row.Schdesc, applicationNumber: row.appno, amount: Number(row.Amount), distributorName: auth.session.name, payMode, type: 'Lumpsum' };
}

/** Keeps the application for the confirmation and answers where the journey goes. */
async function keep(journey: NewInvestorJourney, result: ApplicationResult): Promise<{ next: string }> {
  noteInitiation({ reference: result.applicationNumber, referenceKind: 'txn', scheme: result.schemeDescription });
  await saveStep(journey, 'payment-details', result);
  return { next: stepPath(newInvestorJourney, 'confirmation') };
}

export async function finishJourney(auth: DistributorAuth): Promise<{ next: string }> {
  const journey = await requireJourney(auth);
  await journey.store.clear();
  await clearPennyDrops(journey);
  await clearSubmission(journey);
  return { next: '/dashboard' };
}
