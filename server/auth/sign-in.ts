import 'server-only';
import { randomInt } from 'node:crypto';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import {
  encodeSignInError,
  EXPIRED_ARN_MESSAGE,
  NOT_EMPANELLED_MESSAGE,
  type SignInErrorKind,
} from '@/lib/auth/sign-in-errors';
import { throttleMessage } from '@/lib/rules/sign-in-throttle';
import { isTeamRole, isTeamScope } from '@/lib/rules/team-roles';
import { login, memberSignInOtp } from '../fundhouse/endpoints/auth';
import { UpstreamError } from '../fundhouse/errors';
import { upstream } from '../fundhouse/upstream';
import { recordAudit } from '../store/audit';
import { getDb } from '../store/db';
import { releaseSignIn, reserveSignIn, settleSignInFailure, settleSignInSuccess } from '../store/throttle';
import { tokenExpiry } from './refresh';
import type { SessionClaims } from './token';
import { countThrottledSignIn } from '../telemetry';

export class SignInRefused extends Error {
  constructor(kind: SignInErrorKind, message?: string) {
    super(encodeSignInError(kind, message));
  }
}

// Control characters never belong in a user id or password; refusing them here keeps them away from the
// store and the registrar, where a NUL fails the query instead of the sign-in.
const printable = (s: string) => ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const username = z.string().trim().min(1).max(50).refine(printable);
// A firm member's second step (lib/rules/member-sign-in.ts) carries the OTP and the id the first step
// answered instead of the password, which the registrar has already checked.
const credentialsSchema = z.union([
  z.object({ username, otpid: z.string().min(1).max(64).refine(printable), otp: z.string().regex(/^\d{6}$/) }),
  z.object({ username, password: z.string().min(1).max(50).refine(printable) }),
]);

export interface SignInContext {
  ip: string | null;
  userAgent: string | null;
}

type Identity = Omit<SessionClaims, 'sub' | 'iat' | 'exp' | 'jti'>;

/** Signs in against the upstream /login and returns what the session keeps; throws SignInRefused otherwise. */
export async function signInWithUpstream(raw: unknown, ctx: SignInContext): Promise<Identity> {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) throw new SignInRefused('invalid');
  const step = parsed.data;
  const userId = step.username.toLowerCase();
  const db = await getDb();
  const now = new Date();
  const audit = (kind: 'sign-in' | 'sign-in-failed' | 'sign-in-throttled' | 'sign-in-otp-sent', detail?: Record<string, unknown>, arn?: string) =>
    recordAudit(db, { kind, userId, arn: arn ?? null, ip: ctx.ip, userAgent: ctx.userAgent, detail: detail ?? null, at: now });

  const who = { userId, ip: ctx.ip, now };
  const reserved = await reserveSignIn(db, who);
  if (!reserved.allowed) {
    await audit('sign-in-throttled');
    countThrottledSignIn();
    throw new SignInRefused('throttled', throttleMessage(reserved.retryAfterSeconds));
  }

  const nonce = String(randomInt(100_000, 1_000_000));
  let row;
  try {
    const answer =
      'otp' in step
        ? await upstream(memberSignInOtp, { username: step.username, otpid: step.otpid, otp: step.otp, nonce })
        : await upstream(login, { ReqBy: 'M', username: step.username, password: step.password, nonce });
    row = answer.DtData[0];
  } catch (err) {
    if ('otp' in step && err instanceof UpstreamError && err.kind === 'business') {
      // A refused OTP is a failed sign-in: it counts towards the lockout as a wrong password does.
      await settleSignInFailure(db, reserved.attempt, who);
      await audit('sign-in-failed', { reason: 'otp-refused', message: err.userMessage });
      throw new SignInRefused('otp', err.userMessage);
    }
    await releaseSignIn(db, reserved.attempt);
    if (err instanceof UpstreamError && err.kind === 'business') {
      await audit('sign-in-failed', { reason: 'refused', message: err.userMessage });
      if (err.userMessage === EXPIRED_ARN_MESSAGE) throw new SignInRefused('expiredArn');
      if (err.userMessage === NOT_EMPANELLED_MESSAGE) throw new SignInRefused('notEmpanelled');
      throw new SignInRefused('upstream', err.userMessage);
    }
    throw new SignInRefused('upstream', err instanceof UpstreamError ? err.userMessage : undefined);
  }

  if (!row) {
    await settleSignInFailure(db, reserved.attempt, who);
    await audit('sign-in-failed', { reason: 'invalid-credentials' });
    throw new SignInRefused('invalid');
  }
  if (row.OtpId) {
    // A member's right password: the OTP went to their own mobile and e-mail, and no session starts yet.
    await releaseSignIn(db, reserved.attempt);
    if (String(row.nonce) !== nonce) {
      await audit('sign-in-failed', { reason: 'nonce-mismatch' });
      throw new SignInRefused('unauthorized');
    }
    await audit('sign-in-otp-sent');
    throw new SignInRefused('otpRequired', row.OtpId);
  }
  // The nonce and the token's identity guard against a replayed or crossed answer.
  const claims = safeDecode(row.token);
  const identityMatches =
    claims?.sub?.toLowerCase() === userId && typeof claims.arn === 'string' && claims.arn === row.ARNCode;
  if (String(row.nonce) !== nonce || !identityMatches) {
    await releaseSignIn(db, reserved.attempt);
    await audit('sign-in-failed', { reason: String(row.nonce) !== nonce ? 'nonce-mismatch' : 'identity-mismatch' });
    throw new SignInRefused('unauthorized');
  }

  await settleSignInSuccess(db, reserved.attempt, { userId, now });
  await audit('sign-in', undefined, row.ARNCode);
  return {
    ...memberOf(row),
    userId,
    arn: row.ARNCode,
    name: row.Distributor_Name,
    flag: row.tran_enable_flag,
    lastLogin: row.LastLogin,
    ut: row.token,
    utExp: tokenExpiry(row.token),
  };
}

/**
 * A firm member's role and what is fixed on their orders, from the registrar's row; nothing for the ARN
 * holder's row. A role the portal does not know reads as the least one, Viewer, never as more.
 */
function memberOf(row: { MemberId?: string; MemberName?: string; Role?: string; Euin?: string; SubBroker?: string; Scope?: string }): Partial<Pick<Identity, 'role' | 'member'>> {
  const id = row.MemberId?.trim();
  if (!id) return {};
  const role = row.Role && isTeamRole(row.Role) ? row.Role : 'Viewer';
  const scope = row.Scope && isTeamScope(row.Scope) ? row.Scope : 'list';
  return { role, member: { id, name: row.MemberName?.trim() ?? '', euin: row.Euin?.trim() ?? '', subBroker: row.SubBroker?.trim() ?? '', scope } };
}

function safeDecode(token: string): (ReturnType<typeof decodeJwt> & { arn?: unknown }) | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}
