import 'server-only';
import { recordAudit } from '../../store/audit';
import { normaliseArn, type SignupInput } from '@/lib/forms/account/signup';
import { OTP_MESSAGES } from '@/lib/forms/account/otp';
import { otpRequestRule, tooManyOtpRequestsMessage } from '@/lib/rules/otp-requests';
import { flowSession } from '../../auth/flow-session';
import { env } from '../../env';
import { distributorAddUser, distributorSignup, generateOtp, validateOtp } from '../../fundhouse/endpoints/public-auth';
import { upstreamFailure, UpstreamError } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError } from '../../http/handler';
import { getDb } from '../../store/db';
import { takeAction } from '../../store/rate-limit';

// Sign-up: check the user id and ARN, send an OTP to the ARN's registered mobile and e-mail, and create the
// account once the OTP is right. Between the steps the state lives only in the sealed 'signup' cookie;
// the password waits there (encrypted, httpOnly, 30 minutes at most) because the registrar takes it
// only in the final call.

export interface SignupFlow {
  userId: string;
  arn: string;
  password: string;
  mobile: string;
  /** The ARN's e-mail on record, as the registrar named it; '' when it named none. */
  email?: string;
  otpId: string;
}

const OTP_RULE = otpRequestRule('signup');
const OTP_TITLE = 'Your OTP for distributor portal sign-up';

export type SignupVerifyResult =
  | { status: 'registered' }
  | { status: 'restart'; reason: 'locked' | 'refused'; message: string };

/** "******4321": enough for the person to recognise the number, no more. */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : mobile;
}

/** "pr****@example.com": the first two letters of the mailbox and its domain; '' when it is not an address. */
export function maskEmail(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at < 1 ? '' : `${email.trim().slice(0, Math.min(2, at))}****${email.trim().slice(at)}`;
}

async function sendOtp(flow: Pick<SignupFlow, 'userId' | 'arn' | 'mobile'>): Promise<string> {
  const check = await takeAction(await getDb(), OTP_RULE, [flow.userId, flow.mobile, flow.arn], new Date());
  if (!check.allowed) throw new HttpError(429, { message: tooManyOtpRequestsMessage(check.retryAfterSeconds) });
  const answer = await upstream(generateOtp, {
    UserId: flow.userId,
    ARNCode: flow.arn,
    OTPMsg: OTP_TITLE,
    customfund: env().FUND_CODE,
  });
  const otpId = answer.Dtinformation[0]?.otpid;
  if (!otpId) throw upstreamFailure('schema', { endpoint: generateOtp.name, cause: 'no otpid' });
  return otpId;
}

export async function startSignup(input: SignupInput): Promise<void> {
  const userId = input.userId.toLowerCase();
  const arn = normaliseArn(input.arn);
  const answer = await upstream(distributorSignup, { UserId: userId, ARNCode: arn, customfund: env().FUND_CODE });
  const mobile = answer.Dtinformation[0]?.MobileNo;
  const email = answer.Dtinformation[0]?.EmailId.trim() ?? '';
  if (!mobile) throw upstreamFailure('schema', { endpoint: distributorSignup.name, cause: 'no registered mobile' });
  const otpId = await sendOtp({ userId, arn, mobile });
  const session = await flowSession<SignupFlow>('signup');
  Object.assign(session, { userId, arn, password: input.password, mobile, email, otpId });
  await session.save();
}

/**
 * The pending sign-up, or null when there is none (never started, finished, or the cookie lapsed), with
 * where the OTP went: the ARN's mobile and e-mail on record, masked. The user id typed is not yet anyone's.
 */
export async function pendingSignup(): Promise<{ userId: string; maskedMobile: string; maskedEmail: string } | null> {
  const session = await flowSession<SignupFlow>('signup');
  if (!session.otpId || !session.userId || !session.mobile) return null;
  return { userId: session.userId, maskedMobile: maskMobile(session.mobile), maskedEmail: maskEmail(session.email ?? '') };
}

async function requireFlow() {
  const session = await flowSession<SignupFlow>('signup');
  const { userId, arn, password, mobile, otpId } = session;
  if (!userId || !arn || !password || !mobile || !otpId) {
    throw new HttpError(409, { message: 'Your sign-up has expired. Please start again.' });
  }
  return { session, flow: { userId, arn, password, mobile, otpId } };
}

export async function resendSignupOtp(): Promise<void> {
  const { session, flow } = await requireFlow();
  session.otpId = await sendOtp(flow);
  await session.save();
}

export async function verifySignupOtp(otp: string): Promise<SignupVerifyResult> {
  const { session, flow } = await requireFlow();
  const row = (await upstream(validateOtp, { otp, otpid: flow.otpId })).DtData[0];
  if (row?.Result === 'Invalid' || !row) {
    throw fieldError('otp', OTP_MESSAGES.signupInvalid);
  }
  if (row.Result === 'Expired') throw new HttpError(400, { message: OTP_MESSAGES.expired });
  if (row.Result === 'Locked') {
    session.destroy();
    return { status: 'restart', reason: 'locked', message: OTP_MESSAGES.locked };
  }
  try {
    await upstream(distributorAddUser, { Username: flow.userId, DistCode: flow.arn, Password: flow.password });
  } catch (err) {
    // The OTP is used up either way, so a refusal here (the user id taken meanwhile, say) starts over.
    if (!(err instanceof UpstreamError && err.kind === 'business')) throw err;
    session.destroy();
    return { status: 'restart', reason: 'refused', message: err.userMessage };
  }
  session.destroy();
  await recordAudit(await getDb(), { kind: 'sign-up', userId: flow.userId, arn: flow.arn, ip: null, userAgent: null, detail: null, at: new Date() });
  return { status: 'registered' };
}
