import 'server-only';
import type { z } from 'zod';
import { applicantSchema, APPLICANT_MESSAGES, type Applicant } from '@/lib/forms/onboarding/new-investor-applicant';
import { accountTypesFor, bankStepSchema, BANK_STEP_MESSAGES } from '@/lib/forms/onboarding/new-investor-bank';
import { fatcaNeeded } from '@/lib/forms/onboarding/new-investor-fatca';
import { nomineeStepSchema } from '@/lib/forms/onboarding/new-investor-nominee';
import { stepPath } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { formatUpstreamDay, parseDisplayDate } from '@/lib/dates';
import { panCheckFailures } from '@/lib/rules/pan-check';
import { pennyDropOutcome } from '@/lib/rules/penny-drop';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { bankByIfsc } from '../../fundhouse/endpoints/new-investor-application';
import { panCheck } from '../../fundhouse/endpoints/new-investor';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, fieldErrorsOf, FIELDS_MESSAGE, HttpError } from '../../http/handler';
import { failedPennyDrops, recordFailedPennyDrop } from './new-investor-penny-drop';
import { pennyDropValidates } from '../empanelment/penny-drop';
import { refuseApplicantPlaces, refuseNomineePlaces } from './new-investor-places';
import { requireJourney, saveStep, today, type NewInvestorJourney } from './new-investor-journey';

// The applicant, nominee and investment steps' Proceed: each parses its form again with the seed's
// rules, runs the registrar's checks (its lists, PAN check, IFSC, the penny drop: one retry, then on
// with flag N) and keeps the result. The FATCA step's TIN check is in new-investor-fatca.ts.

export function parseOrRefuse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, { message: FIELDS_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error) });
  return parsed.data;
}

/** DD/MM/YYYY (the form's) → MM/DD/YYYY, the registrar's form; '' stays ''. */
export const toMdy = (display: string) => {
  const day = parseDisplayDate(display);
  return day ? formatUpstreamDay(day) : '';
};

async function checkPans(auth: DistributorAuth, a: Applicant): Promise<void> {
  const [h1, h2, h3] = a.holders;
  const row = (
    await upstream(
      panCheck,
      {
        Pan: h1!.pan, PanName: h1!.name, PanDOB: toMdy(h1!.dob),
        JH1Pan: h2?.pan ?? '', JH1Name: h2?.name ?? '', JH1DOB: toMdy(h2?.dob ?? ''),
        JH2Pan: h3?.pan ?? '', JH2Name: h3?.name ?? '', JH2DOB: toMdy(h3?.dob ?? ''),
        GuardianPan: '', GuardianName: '', GuardianDOB: '',
        TrxnType: 'New', Acno: '0', Branch: 'WB99', Fund: env().FUND_CODE,
        invStatus1: h1!.category, invStatus2: h2?.category ?? '', invStatus3: h3?.category ?? '',
      },
      { token: auth.token },
    )
  ).DtData[0];
  const failures = row ? panCheckFailures(row) : [{ message: APPLICANT_MESSAGES.invalid('PAN') }];
  if (failures.length === 0) return;
  const fieldErrors: Record<string, string> = {};
  for (const f of failures) if (f.holder !== undefined && f.field) fieldErrors[`holders.${f.holder}.${f.field}`] ??= f.message;
  throw new HttpError(422, { message: failures.map((f) => f.message).join(' '), fieldErrors });
}

export async function saveApplicant(auth: DistributorAuth, body: unknown) {
  const journey = await requireJourney(auth);
  const applicant = parseOrRefuse(applicantSchema(today()), body);
  // The first holder is the investor the New Investor check found; the rest may be anyone.
  if (applicant.holders[0]?.pan !== journey.pan) {
    throw fieldError('holders.0.pan', APPLICANT_MESSAGES.invalid('PAN'), 400, FIELDS_MESSAGE);
  }
  await refuseApplicantPlaces(auth, applicant);
  await checkPans(auth, applicant);
  const saved = await saveStep(journey, 'applicant-details', applicant);
  // The FATCA step only when a holder needs it.
  return fatcaNeeded(applicant.holders) ? saved : { next: stepPath(newInvestorJourney, 'nominee-details') };
}

export async function applicantOf(journey: NewInvestorJourney): Promise<Applicant> {
  const applicant = (await journey.store.load())['applicant-details'] as Applicant | undefined;
  if (!applicant) throw new HttpError(409, { message: 'Please fill in the Applicant Details first.' });
  return applicant;
}

export async function saveNomineeStep(auth: DistributorAuth, body: unknown) {
  const journey = await requireJourney(auth);
  const applicant = await applicantOf(journey);
  const schema = nomineeStepSchema({ today: today(), holders: applicant.holders, single: applicant.modeOfHolding === 'single' });
  const form = parseOrRefuse(schema, body);
  if (!form.wishNotToNominate) await refuseNomineePlaces(auth, form.nominees);
  return saveStep(journey, 'nominee-details', form.wishNotToNominate ? { wishNotToNominate: true, nominees: [] } : form);
}

export async function saveBankStep(auth: DistributorAuth, body: unknown) {
  const journey = await requireJourney(auth);
  const holder = (await applicantOf(journey)).holders[0]!;
  const form = parseOrRefuse(bankStepSchema, body);
  const refuse = (field: string, message: string) => fieldError(field, message, 422);
  if (!accountTypesFor(holder.category).some((t) => t.value === form.accountType)) throw refuse('accountType', BANK_STEP_MESSAGES.accountType);
  const branch = (await upstream(bankByIfsc, { ifsc: form.ifsc }, { token: auth.token })).Dtinformation[0];
  if (!branch) throw refuse('ifsc', BANK_STEP_MESSAGES.ifscNotFound);
  const validated = await pennyDropValidates({
    ifsc: form.ifsc, accountNo: form.accountNumber, mobile: holder.countryCode === '+91' ? holder.mobile : '', pan: holder.pan, name: holder.name,
    fund: env().FUND_CODE, applicationId: auth.session.arn,
  });
  const failedBefore = validated ? 0 : await failedPennyDrops(journey);
  const outcome = pennyDropOutcome(validated, failedBefore);
  if (!validated) await recordFailedPennyDrop(journey, failedBefore + 1);
  if (outcome.outcome === 'retry') throw refuse('accountNumber', outcome.message);
  // The branch details are the directory's, whatever the browser sent.
  const account = {
    ...form, bankName: branch.bankname.trim(), micr: branch.micrno.trim(), branchAddress1: branch.bankadd1.trim(),
    branchAddress2: branch.bankadd2.trim(), branchAddress3: branch.bankadd3.trim(), branchCity: branch.bankcity.trim(), branchPincode: branch.bankpin.trim(),
  };
  return saveStep(journey, 'investment-details', { account, pennyDrop: outcome.flag });
}
