import 'server-only';
import { recordAudit } from '../../store/audit';
import { FORGOT_USERID_MESSAGES } from '@/lib/forms/account/forgot-userid';
import { OTP_MESSAGES } from '@/lib/forms/account/otp';
import { RESET_PASSWORD_MESSAGES } from '@/lib/forms/account/reset-password';
import { PASSWORD_RESET_EXPIRED_MESSAGE } from '@/lib/rules/password';
import {
  OTP_REQUEST_LIMIT,
  OTP_REQUEST_WINDOW_MS,
  tooManyOtpRequestsMessage,
  tooManyUserIdRequestsMessage,
} from '@/lib/rules/otp-requests';
import { flowSession } from '../../auth/flow-session';
import { endEverySessionOf } from '../../auth/server-sessions';
import { env } from '../../env';
import { forgotPassword, forgotUsername, resetPassword, validateOtp } from '../../fundhouse/endpoints/public-auth';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError } from '../../http/handler';
import { getDb } from '../../store/db';
import { takeAction } from '../../store/rate-limit';

// Forgot user id and forgot password. The answers never depend on whether the account exists (the
// registrar's do not either), and the otp id and reset token stay in the sealed 'recovery' cookie.

export interface RecoveryFlow {
  userId: string;
  otpId: string;
  token: string;
  /** When the token was handed out (ms since epoch): the page gives up on it before the registrar does. */
  tokenAt: number;
}

/** A little under the registrar's 15 minutes, so the page never offers a form the token cannot finish. */
export const RESET_TOKEN_MS = 14 * 60_000;

const OTP_RULE = { action: 'otp', limit: OTP_REQUEST_LIMIT, windowMs: OTP_REQUEST_WINDOW_MS };
const USERID_RULE = { action: 'userid-reminder', limit: OTP_REQUEST_LIMIT, windowMs: OTP_REQUEST_WINDOW_MS };
const RESTART_MESSAGE = PASSWORD_RESET_EXPIRED_MESSAGE;

export type RecoveryVerifyResult = { status: 'verified' } | { status: 'restart'; message: string };

export async function sendUserIdReminder(email: string): Promise<string> {
  const check = await takeAction(await getDb(), USERID_RULE, [email], new Date());
  if (!check.allowed) throw new HttpError(429, { message: tooManyUserIdRequestsMessage(check.retryAfterSeconds) });
  await upstream(forgotUsername, { ReqBy: 'a', Emailid: email, customfund: env().FUND_CODE });
  return FORGOT_USERID_MESSAGES.sent;
}

async function sendRecoveryOtp(userId: string): Promise<void> {
  const check = await takeAction(await getDb(), OTP_RULE, [userId], new Date());
  if (!check.allowed) throw new HttpError(429, { message: tooManyOtpRequestsMessage(check.retryAfterSeconds) });
  const answer = await upstream(forgotPassword, { userid: userId });
  const otpId = answer.DtData[0]?.otpid;
  if (!otpId) throw upstreamFailure('schema', { endpoint: forgotPassword.name, cause: 'no otpid' });
  const session = await flowSession<RecoveryFlow>('recovery');
  session.userId = userId;
  session.otpId = otpId;
  delete session.token;
  delete session.tokenAt;
  await session.save();
}

export async function startPasswordRecovery(userId: string): Promise<void> {
  await sendRecoveryOtp(userId.toLowerCase());
}

export async function resendRecoveryOtp(): Promise<void> {
  const session = await flowSession<RecoveryFlow>('recovery');
  if (!session.userId || !session.otpId) throw new HttpError(409, { message: RESTART_MESSAGE });
  await sendRecoveryOtp(session.userId);
}

/** Which step a visitor of /forgot-password is at. */
export async function recoveryStage(): Promise<'user' | 'otp'> {
  const session = await flowSession<RecoveryFlow>('recovery');
  return session.otpId ? 'otp' : 'user';
}

export async function verifyRecoveryOtp(otp: string): Promise<RecoveryVerifyResult> {
  const session = await flowSession<RecoveryFlow>('recovery');
  if (!session.otpId) return { status: 'restart', message: RESTART_MESSAGE };
  const row = (await upstream(validateOtp, { otp, otpid: session.otpId })).DtData[0];
  if (!row || row.Result === 'Invalid') {
    throw fieldError('otp', OTP_MESSAGES.recoveryInvalid);
  }
  if (row.Result === 'Expired') throw new HttpError(400, { message: OTP_MESSAGES.expired });
  if (row.Result === 'Locked') {
    session.destroy();
    return { status: 'restart', message: OTP_MESSAGES.locked };
  }
  delete session.otpId;
  session.token = row.token;
  session.tokenAt = Date.now();
  await session.save();
  return { status: 'verified' };
}

/** Whether /reset-password may show its form: a validated OTP's token that is still fresh. */
export async function hasResetToken(): Promise<boolean> {
  const session = await flowSession<RecoveryFlow>('recovery');
  return Boolean(session.token && session.tokenAt && Date.now() - session.tokenAt < RESET_TOKEN_MS);
}

export async function resetForgottenPassword(newPassword: string): Promise<string> {
  const session = await flowSession<RecoveryFlow>('recovery');
  if (!(await hasResetToken()) || !session.token) throw new HttpError(409, { message: RESTART_MESSAGE });
  const answer = await upstream(resetPassword, { ReqBy: 'a', newPassword, token: session.token });
  const userId = session.userId;
  session.destroy();
  if (userId) {
    // A new password ends every session of the account, as a change of password does.
    await endEverySessionOf(userId);
    await recordAudit(await getDb(), { kind: 'password-reset', userId, arn: null, ip: null, userAgent: null, detail: null, at: new Date() });
  }
  return answer.Dtinformation[0]?.Return_Message || RESET_PASSWORD_MESSAGES.updated;
}
