import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SandboxClock } from './clock';

// The registrar's bearer token. Times come from the sandbox clock, so moving the clock expires
// tokens exactly as waiting would.

export const DEV_TOKEN_SECRET = 'dev-only-sandbox-token-secret-change-me-0123456789';
export const DEFAULT_TOKEN_MINUTES = 60;
/** A service token (/GetServiceToken) lives this long: one digest's reads, not a session. */
export const SERVICE_TOKEN_MINUTES = 10;

export interface TokenUser {
  /** The lower-case login e-mail. */
  userId: string;
  arn: string;
  /** 'service': a read-only token the portal asked for with its service key, honoured on a few reads only. */
  scope?: 'service';
  /**
   * A firm member's token names the member (sandbox/domains/team); the ARN holder's names none. Every call
   * looks the member up again, so a suspension ends the token at once.
   */
  memberId?: string;
}

export interface TokenService {
  issue(user: TokenUser): Promise<string>;
  /** When a token issued now stops working (a service token's life is SERVICE_TOKEN_MINUTES). */
  expiry(user: TokenUser): Date;
  /** True when `key` is the portal's service key (FUNDHOUSE_SERVICE_KEY), compared in constant time. */
  serviceKeyMatches(key: string): boolean;
  /** The token's user, or null when it is missing, forged or expired. */
  verify(token: string): Promise<TokenUser | null>;
}

const digestOf = (text: string) => createHash('sha256').update(text).digest();

export function createTokenService(opts: { secret: string; minutes: number; clock: SandboxClock; serviceKey: string }): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  const serviceKey = digestOf(opts.serviceKey);
  const life = (user: TokenUser) => (user.scope === 'service' ? SERVICE_TOKEN_MINUTES : opts.minutes) * 60;
  return {
    serviceKeyMatches: (given) => timingSafeEqual(digestOf(given), serviceKey),
    expiry: (user) => new Date((Math.floor(opts.clock.now().getTime() / 1000) + life(user)) * 1000),
    async issue(user) {
      const iat = Math.floor(opts.clock.now().getTime() / 1000);
      return new SignJWT({ arn: user.arn, ...(user.scope ? { scope: user.scope } : {}), ...(user.memberId ? { mid: user.memberId } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.userId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + life(user))
        .setJti(randomUUID())
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: opts.clock.now() });
        if (typeof payload.sub !== 'string' || typeof payload.arn !== 'string') return null;
        return {
          userId: payload.sub,
          arn: payload.arn,
          ...(payload.scope === 'service' ? { scope: 'service' as const } : {}),
          ...(typeof payload.mid === 'string' ? { memberId: payload.mid } : {}),
        };
      } catch {
        return null;
      }
    },
  };
}
