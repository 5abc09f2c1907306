import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SandboxClock } from './clock';

// The registrar's bearer token. Times come from the sandbox clock, so moving the clock expires
// tokens exactly as waiting would.

export const DEV_TOKEN_SECRET = 'dev-only-sandbox-token-secret-change-me-0123456789';
export const DEFAULT_TOKEN_MINUTES = 60;

export interface TokenUser {
  /** The lower-case login e-mail. */
  userId: string;
  arn: string;
}

export interface TokenService {
  issue(user: TokenUser): Promise<string>;
  /** The token's user, or null when it is missing, forged or expired. */
  verify(token: string): Promise<TokenUser | null>;
}

export function createTokenService(opts: { secret: string; minutes: number; clock: SandboxClock }): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  return {
    async issue(user) {
      const iat = Math.floor(opts.clock.now().getTime() / 1000);
      return new SignJWT({ arn: user.arn })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.userId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + opts.minutes * 60)
        .setJti(randomUUID())
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: opts.clock.now() });
        if (typeof payload.sub !== 'string' || typeof payload.arn !== 'string') return null;
        return { userId: payload.sub, arn: payload.arn };
      } catch {
        return null;
      }
    },
  };
}
