import { changePassword, distributorDetails, login, refreshToken, SELF_DECLARATION_STATUS } from '../../server/fundhouse/endpoints/auth';
import { formatIstDateTime } from '../dates';
import {
  findDistributorByArn,
  findDistributorByUserId,
  findOtherDistributor,
  listSelfDeclarations,
  recordSignIn,
  updatePassword,
} from '../db/distributors';
import { sendMessage } from '../outbox';
import { hashPassword, meetsPasswordRule, newSalt, passwordMatches } from '../passwords';
import { refuse, route, signedIn, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { PASSWORD_CHANGED_MESSAGE, PASSWORD_RULE_MESSAGE } from '../../lib/rules/password';
import { EXPIRED_ARN_MESSAGE, NOT_EMPANELLED_MESSAGE } from '../../lib/rules/sign-in';

// Sign-in, token refresh, password change and the distributor's own profile, with the registrar's
// exact messages (seed 000 sections 7 and 8).

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
  // Unknown user and wrong password answer alike, so the answer does not reveal which accounts exist.
  if (!user || !(await passwordMatches(params.password, user.password_salt, user.password_hash))) {
    return { DtData: [] };
  }
  if (user.status === 'expired') return refuse(MESSAGES.expired);
  if (user.status === 'not-empanelled') return refuse(MESSAGES.notEmpanelled);

  const now = ctx.clock.now();
  const token = await ctx.tokens.issue(await tokenIdentity(ctx, user.user_id, user.arn));
  await recordSignIn(ctx.db, user.user_id, now);
  return {
    DtData: [
      {
        token,
        UserId: user.user_id,
        ARNCode: user.arn,
        Distributor_Name: user.name,
        LastLogin: user.last_login ? formatIstDateTime(user.last_login) : '',
        tran_enable_flag: user.tran_enable_flag,
        Reg_flag: 'Y',
        PAN: user.pan ?? '',
        PosterSeen: 'N',
        nonce: ctx.fault === 'wrong-nonce' ? otherNonce(params.nonce) : params.nonce,
      },
    ],
  };
});

/** Whom the token names: the user, unless a wrong-identity fault asks for somebody else. */
async function tokenIdentity(ctx: HandlerContext, userId: string, arn: string) {
  if (ctx.fault !== 'wrong-identity') return { userId, arn };
  const other = await findOtherDistributor(ctx.db, userId);
  return other ? { userId: other.user_id, arn: other.arn } : { userId: `someone-else.${userId}`, arn: 'ARN-000000' };
}

function otherNonce(nonce: string): string {
  return String((Number(nonce) + 1) % 1_000_000).padStart(6, '0');
}

const refreshRoute = route(refreshToken, async (params, ctx) => {
  const caller = signedIn(ctx);
  if (!sameUser(params.UserId, caller.userId)) return refuse(MESSAGES.unauthorized);
  const user = await findDistributorByUserId(ctx.db, caller.userId);
  if (!user || user.status !== 'active') return refuse(MESSAGES.unauthorized);
  return { DtData: [{ token: await ctx.tokens.issue({ userId: user.user_id, arn: user.arn }) }] };
});

const changePasswordRoute = route(changePassword, async (params, ctx) => {
  const caller = signedIn(ctx);
  if (!sameUser(params.userid, caller.userId)) return refuse(MESSAGES.unauthorized);
  const user = await findDistributorByUserId(ctx.db, caller.userId);
  if (!user) return refuse(MESSAGES.unauthorized);
  if (!(await passwordMatches(params.oldpassword, user.password_salt, user.password_hash))) {
    return refuse(MESSAGES.oldIncorrect);
  }
  if (params.newPassword === params.oldpassword) return refuse(MESSAGES.sameAsOld);
  if (!meetsPasswordRule(params.newPassword)) return refuse(MESSAGES.weak);

  const salt = newSalt();
  await updatePassword(ctx.db, user.user_id, salt, await hashPassword(params.newPassword, salt));
  await sendMessage(ctx.db, {
    to: user.email ?? user.user_id,
    channel: 'email',
    subject: 'Your portal password was changed',
    text:
      `Dear ${user.name},\n\nThe password of your distributor portal account (${user.arn}) was changed on ` +
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

export const authRoutes = [loginRoute, refreshRoute, changePasswordRoute, distributorDetailsRoute];
