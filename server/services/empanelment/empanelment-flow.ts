import 'server-only';
import { createHash } from 'node:crypto';
import { fieldError, HttpError } from '../../http/handler';
import { takeAction } from '../../store/rate-limit';
import { getDb } from '../../store/db';
import { sealedCookieStore } from '../../journeys/sealed-cookie';
import type { EmpanelmentBankResponse } from '@/lib/api/empanelment';
import { BANK_LABELS, pennyDropStep, BANK_MESSAGES, type EmpanelmentBank } from '@/lib/forms/empanelment/empanelment-bank';
import type { EmpanelmentBasics, EmpanelmentOtpRequest } from '@/lib/forms/empanelment/empanelment-basics';
import type { EmpanelmentNominee } from '@/lib/forms/empanelment/empanelment-nominee';
import { empanelmentJourney, type EmpanelmentStep } from '@/lib/journeys/empanelment';
import { stepPath } from '@/lib/journeys/journey';
import { mayVisit } from '@/lib/journeys/progress';
import { otpRequestRule, tooManyOtpRequestsMessage } from '@/lib/rules/otp-requests';
import {
  checkArn, checkOtp, fetchRegistry, loadCities, registerDistributor, saveDetails, sendOtp, validateAccount,
  type RegistrationResult, type RegistrySnapshot, type SavedBank,
} from './empanelment';

// The empanelment journey's progress, sealed in its own cookie (ARCHITECTURE.md rule 5): who is
// empanelling, whether the OTP was right, the registry record, the bank step and its penny-drop
// attempt. Each step checks the earlier ones here, on the server, against the journey's declaration.

export interface EmpanelmentProgress {
  basics: EmpanelmentOtpRequest;
  otpSent: boolean;
  verified: boolean;
  registry: RegistrySnapshot;
  /** The penny-drop attempt the next failure counts as; starts at 1. */
  attempt: number;
  bank: SavedBank;
  /** The saved application id and what it was saved from, so a retried registration reuses it. */
  saved: { id: string; key: string };
  result: RegistrationResult;
}

export const empanelmentProgress = sealedCookieStore<EmpanelmentProgress>('empanelment');

const pathOf = (step: EmpanelmentStep) => stepPath(empanelmentJourney, step);

// Keyed by ARN and mobile, so neither a new mobile nor a new spelling of the ARN buys more OTPs.
const OTP_RATE_LIMIT = otpRequestRule('empanelment');

const STALE = 'Your empanelment session has expired. Please start again.';

export async function requestOtp(input: EmpanelmentOtpRequest): Promise<{ message: string }> {
  await checkArn(input.arnCode);
  const limit = await takeAction(await getDb(), OTP_RATE_LIMIT, [input.arnCode, input.mobile], new Date());
  if (!limit.allowed) throw new HttpError(429, { message: tooManyOtpRequestsMessage(limit.retryAfterSeconds) });
  const registry = await fetchRegistry(input);
  const sent = await sendOtp(input);
  // A new OTP starts the journey again: nothing of an earlier ARN may carry over.
  await empanelmentProgress.save({ basics: input, otpSent: true, verified: false, registry, attempt: 1 });
  return { message: sent || 'OTP has been sent to your mobile number and email id' };
}

const sameBasics = (a: EmpanelmentOtpRequest, b: EmpanelmentOtpRequest) =>
  a.arnCode === b.arnCode && a.pan === b.pan && a.email.toLowerCase() === b.email.toLowerCase() && a.mobile === b.mobile;

export async function verifyOtp(input: EmpanelmentBasics): Promise<{ next: string }> {
  const s = await empanelmentProgress.load();
  if (!s.basics || !s.otpSent) throw new HttpError(422, { message: 'Please generate the OTP to proceed' });
  if (!sameBasics(s.basics, input)) {
    throw new HttpError(422, { message: 'The details have changed since the OTP was sent. Please generate a new OTP.' });
  }
  const reason = await checkOtp(s.basics.arnCode, input.otp);
  if (reason) throw fieldError('otp', reason, 422);
  await empanelmentProgress.save({ ...s, verified: true, attempt: 1 });
  return { next: pathOf('bank-details') };
}

export async function saveBank(input: EmpanelmentBank): Promise<EmpanelmentBankResponse> {
  const s = await empanelmentProgress.load();
  if (!mayVisit(empanelmentJourney, 'bank-details', s) || !s.registry || !s.basics) throw new HttpError(409, { message: STALE });
  if (!(await loadCities()).includes(input.amcBranch)) {
    const message = BANK_MESSAGES.mandatory(BANK_LABELS.amcBranch);
    throw fieldError('amcBranch', message);
  }
  const extras = { amcBranch: input.amcBranch, rmName: input.rmName, cdsl: input.cdsl, nsdl: input.nsdl };
  if (input.choice === 'NO') {
    // The registry's account, never what the browser sent for it.
    const r = s.registry;
    const bank: SavedBank = { choice: 'NO', ...extras, ifsc: r.ifsc, bnkName: r.bankName, bnkAccnum: r.accountNo, bnkBranch: r.branch, bnkCity: r.bankCity, flag: 'C' };
    await empanelmentProgress.save({ ...s, bank });
    return { outcome: 'saved', next: pathOf('nominee-details') };
  }
  const own = { ifsc: input.ifsc, bnkName: input.bnkName, bnkAccnum: input.bnkAccnum, bnkBranch: input.bnkBranch, bnkCity: input.bnkCity };
  const validated = await validateAccount({ ifsc: own.ifsc, accountNo: own.bnkAccnum, registry: s.registry, arn: s.basics.arnCode });
  const step = pennyDropStep(validated, s.attempt ?? 1);
  if (step.outcome === 'retry') {
    await empanelmentProgress.save({ ...s, attempt: step.attempt });
    return { outcome: 'retry', message: step.message, fieldErrors: { ifsc: BANK_MESSAGES.retryIfsc, bnkAccnum: BANK_MESSAGES.retryAccount } };
  }
  await empanelmentProgress.save({ ...s, bank: { choice: 'YES', ...extras, ...own, flag: step.flag } });
  const next = pathOf('nominee-details');
  return step.outcome === 'saved' ? { outcome: 'saved', next } : { outcome: 'proceed', message: step.message, next };
}

export async function register(nominee: EmpanelmentNominee): Promise<{ next: string }> {
  const s = await empanelmentProgress.load();
  if (!mayVisit(empanelmentJourney, 'nominee-details', s) || !s.basics || !s.bank || !s.registry) throw new HttpError(409, { message: STALE });
  const applicant = { basics: s.basics, bank: s.bank, registry: s.registry };
  const key = createHash('sha256').update(JSON.stringify([applicant.bank, nominee])).digest('base64url').slice(0, 22);
  let saved = s.saved;
  if (saved?.key !== key) {
    saved = { id: await saveDetails(applicant, nominee), key };
    await empanelmentProgress.save({ ...s, saved });
  }
  const result = await registerDistributor(applicant, saved.id);
  // Done: only the message stays, so the finished application cannot be replayed from this cookie.
  await empanelmentProgress.save(result.ok ? { result } : { ...s, saved, result });
  return { next: pathOf('confirmation') };
}

export async function startAgain(): Promise<void> {
  await empanelmentProgress.clear();
}
