import {
  distributorAddUser,
  distributorSignup,
  forgotPassword,
  forgotUsername,
  generateOtp,
  resetPassword,
  validateOtp,
  type OtpResult,
} from '../../server/fundhouse/endpoints/public-auth';
import { formatIstDateTime } from '../dates';
import { findDistributorByArn, findDistributorByUserId, updatePassword } from '../db/distributors';
import {
  arnRecord,
  consumeOtpToken,
  consumeTokenFor,
  createDistributor,
  findDistributorsByEmail,
  issueDecoyOtp,
  issueOtpToken,
  otpPurpose,
} from '../db/public-auth';
import { checkOtp, issueOtp, type OtpCheck } from '../otp';
import { userIdInUse } from '../domains/team/members';
import { sendMessage } from '../outbox';
import { hashPassword, meetsPasswordRule, newSalt } from '../passwords';
import { refuse, route, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { meetsResetRule, PASSWORD_RESET_EXPIRED_MESSAGE, PASSWORD_UPDATED_MESSAGE, RESET_PASSWORD_RULE_MESSAGE } from '../../lib/rules/password';
import { INVALID_ARN_CODE_MESSAGE } from '../../lib/rules/sign-in';
import { USER_ID_EMAIL_MESSAGE, USER_ID_EMAIL_PATTERN, USER_ID_SENT_MESSAGE, USER_ID_TAKEN_MESSAGE } from '../../lib/rules/user-id';
import { MESSAGES as AUTH_MESSAGES } from './auth';
import { EMPANELMENT_MESSAGES } from './empanelment';

// Sign-up and credential recovery as the registrar runs them. Everything is anonymous, so the sandbox
// enforces the rules itself: OTPs are single-use and short-lived, a validated OTP yields a single-use
// token, and the recovery calls answer alike whether or not an account exists.

export const MESSAGES = {
  invalidRequest: 'Invalid request',
  invalidArn: INVALID_ARN_CODE_MESSAGE,
  invalidUserId: USER_ID_EMAIL_MESSAGE,
  unknownArn: EMPANELMENT_MESSAGES.noRecords,
  userIdTaken: USER_ID_TAKEN_MESSAGE,
  arnTaken: 'An account already exists for this ARN. Please sign in, or use Forgot User ID.',
  signupReady: 'Success',
  otpSent: 'OTP has been sent to your registered mobile number and Email Id',
  notVerified: 'Please verify the OTP sent to your registered mobile number to complete the sign-up.',
  registered: 'User registered successfully',
  weak: AUTH_MESSAGES.weak,
  resetWeak: RESET_PASSWORD_RULE_MESSAGE,
  userIdSent: USER_ID_SENT_MESSAGE,
  resetExpired: PASSWORD_RESET_EXPIRED_MESSAGE,
  passwordUpdated: PASSWORD_UPDATED_MESSAGE,
} as const;

export const OTP_MESSAGES: Record<OtpResult, string> = {
  Success: 'OTP verified',
  Invalid: 'Invalid OTP',
  Expired: 'OTP has expired',
  Locked: 'Too many wrong attempts',
};

const ARN_PATTERN = /^ARN-\d{1,16}$/;
const SIGNUP = 'signup';
const RECOVERY = 'forgot-password';

const signupSubject = (arn: string, userId: string) => `${arn}|${userId.toLowerCase()}`;

/**
 * The sign-up checks every registration call repeats: well-formed, user id free, ARN without an
 * account and known to AMFI/KYD. Answers the ARN's record when all pass.
 */
async function signupCheck(ctx: HandlerContext, userId: string, arn: string, customfund: string) {
  const no = (refusal: string) => ({ refusal, record: null });
  if (customfund.trim() !== FUND_CODE) return no(MESSAGES.invalidRequest);
  if (!ARN_PATTERN.test(arn)) return no(MESSAGES.invalidArn);
  if (!USER_ID_EMAIL_PATTERN.test(userId)) return no(MESSAGES.invalidUserId);
  // A firm member's user id signs someone in too (sandbox/domains/team).
  if (await userIdInUse(ctx.db, userId)) return no(MESSAGES.userIdTaken);
  if (await findDistributorByArn(ctx.db, arn)) return no(MESSAGES.arnTaken);
  const record = await arnRecord(ctx.db, arn);
  if (!record?.mobile) return no(MESSAGES.unknownArn);
  return { refusal: null, record };
}

const signupRoute = route(distributorSignup, async (params, ctx) => {
  const { refusal, record } = await signupCheck(ctx, params.UserId, params.ARNCode, params.customfund);
  if (!record) return refuse(refusal);
  return { Dtinformation: [{ Return_Message: MESSAGES.signupReady, Distributor_Name: record.name, MobileNo: record.mobile ?? '', EmailId: record.email ?? '' }] };
});

// The OTP goes to the ARN's contacts on record only: the user id typed is not yet anyone's.
const generateOtpRoute = route(generateOtp, async (params, ctx) => {
  const { refusal, record } = await signupCheck(ctx, params.UserId, params.ARNCode, params.customfund);
  if (!record) return refuse(refusal);
  const { id } = await issueOtp(ctx.db, {
    purpose: SIGNUP,
    subject: signupSubject(params.ARNCode, params.UserId),
    mobile: record.mobile,
    email: record.email,
    title: params.OTPMsg,
    now: ctx.clock.now(),
  });
  return { Dtinformation: [{ Return_Message: MESSAGES.otpSent, otpid: id }] };
});

const RESULT: Record<OtpCheck, OtpResult> = {
  ok: 'Success',
  invalid: 'Invalid',
  unknown: 'Invalid',
  expired: 'Expired',
  // A used code is as dead as an expired one: the person needs a new OTP.
  used: 'Expired',
  locked: 'Locked',
};

const validateOtpRoute = route(validateOtp, async (params, ctx) => {
  const now = ctx.clock.now();
  const result = RESULT[await checkOtp(ctx.db, { id: params.otpid }, params.otp, now)];
  let token = '';
  if (result === 'Success') {
    const otp = await otpPurpose(ctx.db, params.otpid);
    if (otp) token = await issueOtpToken(ctx.db, otp.purpose, otp.subject, now);
  }
  return { DtData: [{ Result: result, Message: OTP_MESSAGES[result], token }] };
});

const addUserRoute = route(distributorAddUser, async (params, ctx) => {
  const userId = params.Username.toLowerCase();
  const { refusal, record } = await signupCheck(ctx, userId, params.DistCode, FUND_CODE);
  if (!record) return refuse(refusal);
  if (!meetsPasswordRule(params.Password)) return refuse(MESSAGES.weak);
  const now = ctx.clock.now();
  // The account exists only for the user id and ARN whose registration OTP was just validated.
  if (!(await consumeTokenFor(ctx.db, SIGNUP, signupSubject(params.DistCode, userId), now))) {
    return refuse(MESSAGES.notVerified);
  }
  const salt = newSalt();
  await createDistributor(ctx.db, { userId, record, salt, hash: await hashPassword(params.Password, salt) });
  await sendMessage(ctx.db, {
    to: record.email ?? userId,
    channel: 'email',
    subject: 'Welcome to the distributor portal',
    text: `Dear ${record.name},\n\nYour distributor portal account for ${record.arn} is ready. Sign in with the user id ${userId}.`,
  });
  return { Dtinformation: [{ Return_Message: MESSAGES.registered }] };
});

const forgotUsernameRoute = route(forgotUsername, async (params, ctx) => {
  if (params.ReqBy !== 'a' || params.customfund.trim() !== FUND_CODE) return refuse(MESSAGES.invalidRequest);
  // The same answer for a known and an unknown address: only the owner's inbox learns anything.
  for (const user of await findDistributorsByEmail(ctx.db, params.Emailid)) {
    const text = `Dear ${user.name},\n\nYour distributor portal User Id is ${user.user_id} (ARN ${user.arn}).`;
    await sendMessage(ctx.db, { to: user.email ?? user.user_id, channel: 'email', subject: 'Your portal User Id', text });
    if (user.mobile) {
      await sendMessage(ctx.db, { to: user.mobile, channel: 'sms', subject: 'Your portal User Id', text: `Your distributor portal User Id is ${user.user_id}.` });
    }
  }
  return { Dtinformation: [{ Return_Message: MESSAGES.userIdSent }] };
});

const forgotPasswordRoute = route(forgotPassword, async (params, ctx) => {
  const now = ctx.clock.now();
  const user = await findDistributorByUserId(ctx.db, params.userid);
  // An unknown user id gets an otpid too, one whose check always fails, so the answer reveals nothing.
  const otpid = user
    ? (
        await issueOtp(ctx.db, {
          purpose: RECOVERY,
          subject: user.user_id,
          mobile: user.mobile,
          email: user.email ?? user.user_id,
          title: 'Your OTP to reset the portal password',
          now,
        })
      ).id
    : await issueDecoyOtp(ctx.db, RECOVERY, now);
  return { DtData: [{ otpid, Return_Message: MESSAGES.otpSent }] };
});

/** The reset rule is the portal rule plus a lower-case letter. */

const resetPasswordRoute = route(resetPassword, async (params, ctx) => {
  if (params.ReqBy !== 'a') return refuse(MESSAGES.invalidRequest);
  // Checked before the token is used up, so a weak choice can be corrected without a new OTP.
  if (!meetsResetRule(params.newPassword)) return refuse(MESSAGES.resetWeak);
  const now = ctx.clock.now();
  const userId = await consumeOtpToken(ctx.db, params.token, RECOVERY, now);
  const user = userId ? await findDistributorByUserId(ctx.db, userId) : null;
  if (!user) return refuse(MESSAGES.resetExpired);
  const salt = newSalt();
  await updatePassword(ctx.db, user.user_id, salt, await hashPassword(params.newPassword, salt));
  await sendMessage(ctx.db, {
    to: user.email ?? user.user_id,
    channel: 'email',
    subject: 'Your portal password was reset',
    text:
      `Dear ${user.name},\n\nThe password of your distributor portal account (${user.arn}) was reset on ` +
      `${formatIstDateTime(now)} IST.\nIf you did not do this, contact the fund house at once.`,
  });
  return { Dtinformation: [{ Return_Message: MESSAGES.passwordUpdated }] };
});

export const publicAuthRoutes = [
  signupRoute,
  generateOtpRoute,
  validateOtpRoute,
  addUserRoute,
  forgotUsernameRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
];
