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
import type { Db } from '../db/client';
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
import { findMemberByUserId, findMembersByEmail, updateMemberPassword, userIdInUse, type MemberRow } from '../domains/team/members';
import { sendMessage } from '../outbox';
import { hashPassword, meetsPasswordRule, newSalt } from '../passwords';
import { refuse, route, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { meetsResetRule, PASSWORD_RESET_EXPIRED_MESSAGE, PASSWORD_UPDATED_MESSAGE, RESET_PASSWORD_RULE_MESSAGE } from '../../lib/rules/password';
import { INVALID_ARN_CODE_MESSAGE } from '../../lib/rules/sign-in';
import { MEMBER_STATUS_REFUSALS } from '../../lib/rules/team';
import { USER_ID_EMAIL_MESSAGE, USER_ID_EMAIL_PATTERN, USER_ID_SENT_MESSAGE, USER_ID_TAKEN_MESSAGE } from '../../lib/rules/user-id';
import { MESSAGES as AUTH_MESSAGES } from './auth';
import { EMPANELMENT_MESSAGES } from './empanelment';

// Sign-up and credential recovery as the registrar runs them. Everything is anonymous, so the sandbox
// enforces the rules itself: OTPs are single-use and short-lived, a validated OTP yields a single-use
// token, and the recovery calls answer alike whether or not an account exists. Recovery serves the ARN
// holder's account and a firm member's own (sandbox/domains/team) alike: a user id is one or the other.

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
  // The same answer for a known and an unknown address: only the owner's inbox learns anything. An e-mail
  // may be both the firm's and a member's (the ARN holder invited at the firm's address, or a member who
  // shares it): every account it is registered to gets its own mail, since whoever reads that inbox can
  // recover each of them anyway, and choosing one would leave the other's owner without an answer.
  for (const user of await findDistributorsByEmail(ctx.db, params.Emailid)) {
    const text = `Dear ${user.name},\n\nYour distributor portal User Id is ${user.user_id} (ARN ${user.arn}).`;
    await sendMessage(ctx.db, { to: user.email ?? user.user_id, channel: 'email', subject: USER_ID_SUBJECT, text });
    if (user.mobile) {
      await sendMessage(ctx.db, { to: user.mobile, channel: 'sms', subject: USER_ID_SUBJECT, text: `Your distributor portal User Id is ${user.user_id}.` });
    }
  }
  for (const member of await findMembersByEmail(ctx.db, params.Emailid)) await remindMember(ctx.db, member);
  return { Dtinformation: [{ Return_Message: MESSAGES.userIdSent }] };
});

const USER_ID_SUBJECT = 'Your portal User Id';

/**
 * A member's own user id, to the member's own e-mail and mobile. A suspended member's mail says so in the
 * rule's words, as their sign-in would: the inbox is theirs, so this tells no one else the account exists.
 */
async function remindMember(db: Db, member: MemberRow & { user_id: string }) {
  const refusal = MEMBER_STATUS_REFUSALS[member.status];
  const text =
    `Dear ${member.name},\n\nYour distributor portal User Id is ${member.user_id} (a member of the firm of ARN ${member.arn}).` +
    (refusal ? `\n${refusal}: you can sign in once the firm's admin reactivates your access.` : '');
  await sendMessage(db, { to: member.email, channel: 'email', subject: USER_ID_SUBJECT, text });
  if (!refusal) await sendMessage(db, { to: member.mobile, channel: 'sms', subject: USER_ID_SUBJECT, text: `Your distributor portal User Id is ${member.user_id}.` });
}

/** The account a password recovery is for: the ARN holder's, or a firm member's own. */
interface RecoveryAccount {
  userId: string;
  name: string;
  arn: string;
  mobile: string | null;
  email: string;
  /** Why the account may not have a new password (a suspended or removed member), in the rule's words. */
  refusal: string | null;
  save: (salt: string, hash: string) => Promise<void>;
}

/** User ids are unique across the firms' accounts and their members (signupCheck, the invitation's accept). */
async function recoveryAccount(db: Db, userId: string): Promise<RecoveryAccount | null> {
  const user = await findDistributorByUserId(db, userId);
  if (user) {
    const save = (salt: string, hash: string) => updatePassword(db, user.user_id, salt, hash);
    return { userId: user.user_id, name: user.name, arn: user.arn, mobile: user.mobile, email: user.email ?? user.user_id, refusal: null, save };
  }
  const member = await findMemberByUserId(db, userId);
  if (!member?.user_id) return null;
  const save = (salt: string, hash: string) => updateMemberPassword(db, member.id, salt, hash);
  const refusal = MEMBER_STATUS_REFUSALS[member.status] ?? null;
  return { userId: member.user_id, name: member.name, arn: member.arn, mobile: member.mobile, email: member.email, refusal, save };
}

const forgotPasswordRoute = route(forgotPassword, async (params, ctx) => {
  const now = ctx.clock.now();
  const account = await recoveryAccount(ctx.db, params.userid);
  // An unknown user id gets an otpid too, one whose check always fails, so the answer reveals nothing. A
  // suspended or removed member's OTP is a real one, to their own mobile and e-mail, and the reset refuses
  // them in the rule's words: as at sign-in (handlers/auth.ts), only someone who has proved to be the
  // member (there the password, here the OTP) learns that the account exists and why it cannot be used.
  const otpid = account
    ? (
        await issueOtp(ctx.db, {
          purpose: RECOVERY,
          subject: account.userId,
          mobile: account.mobile,
          email: account.email,
          title: 'Your OTP to reset the portal password',
          now,
        })
      ).id
    : await issueDecoyOtp(ctx.db, RECOVERY, now);
  return { DtData: [{ otpid, Return_Message: MESSAGES.otpSent }] };
});

const resetPasswordRoute = route(resetPassword, async (params, ctx) => {
  if (params.ReqBy !== 'a') return refuse(MESSAGES.invalidRequest);
  // Checked before the token is used up, so a weak choice can be corrected without a new OTP.
  if (!meetsResetRule(params.newPassword)) return refuse(MESSAGES.resetWeak);
  const now = ctx.clock.now();
  const userId = await consumeOtpToken(ctx.db, params.token, RECOVERY, now);
  const account = userId ? await recoveryAccount(ctx.db, userId) : null;
  if (!account) return refuse(MESSAGES.resetExpired);
  // The member's status is read now, not when the OTP was sent: a suspension in between refuses too.
  if (account.refusal) return refuse(account.refusal);
  const salt = newSalt();
  await account.save(salt, await hashPassword(params.newPassword, salt));
  await sendMessage(ctx.db, {
    to: account.email,
    channel: 'email',
    subject: 'Your portal password was reset',
    text:
      `Dear ${account.name},\n\nThe password of your distributor portal account (${account.arn}) was reset on ` +
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
