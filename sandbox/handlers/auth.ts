import { changePassword, distributorDetails, login, memberSignInOtp, refreshToken, SELF_DECLARATION_STATUS } from '../../server/fundhouse/endpoints/auth';
import { formatIstDateTime } from '../dates';
import {
  findDistributorByArn,
  findDistributorByUserId,
  findOtherDistributor,
  listSelfDeclarations,
  recordSignIn,
  updatePassword,
  type DistributorRow,
} from '../db/distributors';
import { findMember, findMemberByUserId, recordMemberSignIn, updateMemberPassword, type MemberRow } from '../domains/team/members';
import { otpPurpose } from '../db/public-auth';
import { issueOtp, verifyOtp } from '../otp';
import type { TokenUser } from '../tokens';
import { sendMessage } from '../outbox';
import { hashPassword, meetsPasswordRule, newSalt, passwordMatches } from '../passwords';
import { refuse, route, signedIn, type Caller, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { PASSWORD_CHANGED_MESSAGE, PASSWORD_RULE_MESSAGE } from '../../lib/rules/password';
import { EXPIRED_ARN_MESSAGE, NOT_EMPANELLED_MESSAGE } from '../../lib/rules/sign-in';
import { MEMBER_STATUS_REFUSALS } from '../../lib/rules/team';
import { MEMBER_SIGN_IN_MESSAGES, MEMBER_SIGN_IN_OTP_PURPOSE, memberSignInOtpMessage } from '../../lib/rules/member-sign-in';

// Sign-in, token refresh, password change and the distributor's own profile, with the registrar's
// exact messages (seed 000 sections 7 and 8). A firm's member (sandbox/domains/team) signs in, renews the
// token and changes the password the same way, with their own user id.

export const MESSAGES = {
  expired: EXPIRED_ARN_MESSAGE,
  notEmpanelled: NOT_EMPANELLED_MESSAGE,
  unauthorized: 'Unauthorized Request',
  oldIncorrect: 'Old Password is incorrect',
  sameAsOld: 'Old password and New Password should not be Same',
  weak: PASSWORD_RULE_MESSAGE,
  changed: PASSWORD_CHANGED_MESSAGE,
  noData: 'No Data Found',
} as const;

const sameUser = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const loginRoute = route(login, async (params, ctx) => {
  const user = await findDistributorByUserId(ctx.db, params.username.trim());
  if (!user) return memberLogin(params, ctx);
  // Unknown user and wrong password answer alike, so the answer does not reveal which accounts exist.
  if (!(await passwordMatches(params.password, user.password_salt, user.password_hash))) return { DtData: [] };
  if (user.status === 'expired') return refuse(MESSAGES.expired);
  if (user.status === 'not-empanelled') return refuse(MESSAGES.notEmpanelled);

  const row = await signInRow(ctx, params.nonce, user, { userId: user.user_id, arn: user.arn }, user.last_login);
  await recordSignIn(ctx.db, user.user_id, ctx.clock.now());
  return { DtData: [row] };
});

/**
 * A firm member's sign-in with their own user id (sandbox/domains/team), in two steps
 * (lib/rules/member-sign-in.ts): a right password sends an OTP to the member's own mobile and e-mail and
 * answers its id only; memberSignInOtp answers the token. A suspended or removed member is refused once
 * the password is right (before that, they answer as anyone unknown); so is the firm's expired ARN.
 */
async function memberLogin(params: { username: string; password: string; nonce: string }, ctx: HandlerContext) {
  const member = await findMemberByUserId(ctx.db, params.username);
  if (!member?.password_salt || !member.password_hash || !(await passwordMatches(params.password, member.password_salt, member.password_hash))) {
    return { DtData: [] };
  }
  const standing = await memberStanding(ctx, member);
  if ('refusal' in standing) return refuse(standing.refusal);
  const { id } = await issueOtp(ctx.db, {
    purpose: MEMBER_SIGN_IN_OTP_PURPOSE,
    subject: member.id,
    mobile: member.mobile,
    email: member.email,
    title: MEMBER_SIGN_IN_MESSAGES.title,
    now: ctx.clock.now(),
  });
  return { DtData: [{ token: '', UserId: '', ARNCode: '', Distributor_Name: '', LastLogin: '', tran_enable_flag: '', nonce: params.nonce, OtpId: id }] };
}

/** Whether the member and their firm may sign in now: asked at both steps, as a suspension may fall between. */
async function memberStanding(ctx: HandlerContext, member: MemberRow): Promise<{ refusal: string } | { firm: DistributorRow }> {
  const refusal = MEMBER_STATUS_REFUSALS[member.status];
  if (refusal) return { refusal };
  const firm = await findDistributorByArn(ctx.db, member.arn);
  if (!firm || firm.status === 'not-empanelled') return { refusal: MESSAGES.notEmpanelled };
  if (firm.status === 'expired') return { refusal: MESSAGES.expired };
  return { firm };
}

/**
 * The member's second step: the OTP by the id their first answer carried, which must be one sent for this
 * member's sign-in (an id of someone else's OTP answers as a wrong one would, and costs that OTP nothing).
 */
const memberOtpRoute = route(memberSignInOtp, async (params, ctx) => {
  const member = await findMemberByUserId(ctx.db, params.username);
  const otp = await otpPurpose(ctx.db, params.otpid);
  if (!member || otp?.purpose !== MEMBER_SIGN_IN_OTP_PURPOSE || otp.subject !== member.id) return refuse(MEMBER_SIGN_IN_MESSAGES.none);
  const verdict = await verifyOtp(ctx.db, { id: params.otpid }, params.otp, ctx.clock.now());
  if (!verdict.ok) return refuse(memberSignInOtpMessage(verdict));
  const standing = await memberStanding(ctx, member);
  if ('refusal' in standing) return refuse(standing.refusal);

  const { firm } = standing;
  const userId = member.user_id ?? params.username.trim().toLowerCase();
  const row = await signInRow(ctx, params.nonce, firm, { userId, arn: firm.arn, memberId: member.id }, member.last_login);
  await recordMemberSignIn(ctx.db, member.id, ctx.clock.now());
  return {
    DtData: [{
      ...row, UserId: userId, MemberId: member.id, MemberName: member.name, Role: member.role, Euin: member.euin ?? '', SubBroker: member.sub_broker ?? '', Scope: member.scope,
    }],
  };
});

/** The sign-in row of the firm's account, with a token for `who`. */
async function signInRow(ctx: HandlerContext, nonce: string, firm: DistributorRow, who: TokenUser, lastLogin: Date | null) {
  return {
    token: await ctx.tokens.issue(await tokenIdentity(ctx, who)),
    UserId: firm.user_id,
    ARNCode: firm.arn,
    Distributor_Name: firm.name,
    LastLogin: lastLogin ? formatIstDateTime(lastLogin) : '',
    tran_enable_flag: firm.tran_enable_flag,
    Reg_flag: 'Y',
    PAN: firm.pan ?? '',
    PosterSeen: 'N',
    nonce: ctx.fault === 'wrong-nonce' ? otherNonce(nonce) : nonce,
  };
}

/** Whom the token names: the user, unless a wrong-identity fault asks for somebody else. */
async function tokenIdentity(ctx: HandlerContext, who: TokenUser): Promise<TokenUser> {
  if (ctx.fault !== 'wrong-identity') return who;
  const other = await findOtherDistributor(ctx.db, who.userId);
  return other ? { userId: other.user_id, arn: other.arn } : { userId: `someone-else.${who.userId}`, arn: 'ARN-000000' };
}

function otherNonce(nonce: string): string {
  return String((Number(nonce) + 1) % 1_000_000).padStart(6, '0');
}

const refreshRoute = route(refreshToken, async (params, ctx) => {
  const caller = signedIn(ctx);
  if (!sameUser(params.UserId, caller.userId)) return refuse(MESSAGES.unauthorized);
  // A member's token is renewed while their firm's account stands (the pipeline found the member active).
  const user = caller.member ? await findDistributorByArn(ctx.db, caller.arn) : await findDistributorByUserId(ctx.db, caller.userId);
  if (!user || user.status !== 'active') return refuse(MESSAGES.unauthorized);
  const who = caller.member ? { userId: caller.userId, arn: user.arn, memberId: caller.member.id } : { userId: user.user_id, arn: user.arn };
  return { DtData: [{ token: await ctx.tokens.issue(who) }] };
});

/** Whose password a signed-in caller changes: the ARN holder's account, or a firm member's own. */
async function passwordAccount(ctx: HandlerContext, caller: Caller) {
  if (caller.member) {
    const m = await findMember(ctx.db, caller.arn, caller.member.id);
    if (!m?.password_salt || !m.password_hash) return null;
    return { name: m.name, arn: m.arn, mailTo: m.email, salt: m.password_salt, hash: m.password_hash, save: (salt: string, hash: string) => updateMemberPassword(ctx.db, m.id, salt, hash) };
  }
  const user = await findDistributorByUserId(ctx.db, caller.userId);
  if (!user) return null;
  return { name: user.name, arn: user.arn, mailTo: user.email ?? user.user_id, salt: user.password_salt, hash: user.password_hash, save: (salt: string, hash: string) => updatePassword(ctx.db, user.user_id, salt, hash) };
}

const changePasswordRoute = route(changePassword, async (params, ctx) => {
  const caller = signedIn(ctx);
  if (!sameUser(params.userid, caller.userId)) return refuse(MESSAGES.unauthorized);
  const account = await passwordAccount(ctx, caller);
  if (!account) return refuse(MESSAGES.unauthorized);
  if (!(await passwordMatches(params.oldpassword, account.salt, account.hash))) {
    return refuse(MESSAGES.oldIncorrect);
  }
  if (params.newPassword === params.oldpassword) return refuse(MESSAGES.sameAsOld);
  if (!meetsPasswordRule(params.newPassword)) return refuse(MESSAGES.weak);

  const salt = newSalt();
  await account.save(salt, await hashPassword(params.newPassword, salt));
  await sendMessage(ctx.db, {
    to: account.mailTo,
    channel: 'email',
    subject: 'Your portal password was changed',
    text:
      `Dear ${account.name},\n\nThe password of your distributor portal account (${account.arn}) was changed on ` +
      `${formatIstDateTime(ctx.clock.now())} IST.\nIf you did not do this, contact the fund house at once.`,
  });
  return { Dtinformation: [{ Return_Message: MESSAGES.changed }] };
});

const distributorDetailsRoute = route(distributorDetails, async (params, ctx) => {
  const caller = signedIn(ctx);
  // Another distributor's ARN is "not found", never "forbidden": the answer must not confirm it exists.
  if (params.Agent.trim() !== caller.arn || params.customfund.trim() !== FUND_CODE) return refuse(MESSAGES.noData);
  const user = await findDistributorByArn(ctx.db, caller.arn);
  if (!user) return refuse(MESSAGES.noData);
  const reviews = await listSelfDeclarations(ctx.db, user.arn);
  return {
    DtData: [{ Distributor_Name: user.name, City: user.city, MobileNo: user.mobile, PAN: user.pan, Email: user.email }],
    Table1: reviews.map((r) => ({
      From_Year: String(r.from_year),
      To_Year: String(r.to_year),
      [SELF_DECLARATION_STATUS]: r.status,
    })),
  };
});

export const authRoutes = [loginRoute, memberOtpRoute, refreshRoute, changePasswordRoute, distributorDetailsRoute];
