import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextAuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '../env';
import { recordAudit } from '../store/audit';
import { getDb } from '../store/db';
import { clientAddress } from '../http/client-address';
import { isProduction, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieOptions } from './cookies';
import { endServerSession } from './server-sessions';
import { SignInRefused, signInWithUpstream } from './sign-in';
import { encodeSessionCookie, isSessionClaims, openSession, type SessionClaims } from './token';
import { log } from '@/server/log';

export function authOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    // The portal's own sealing: a sign-in starts a session row, and a cookie whose row has ended opens
    // nowhere, /api/auth/session included.
    jwt: {
      encode: ({ token }) => {
        if (!isSessionClaims(token)) throw new Error('refusing to seal a session without an identity');
        return encodeSessionCookie(token);
      },
      decode: ({ token }) => openSession(token),
    },
    useSecureCookies: isProduction(),
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions() } },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'Distributor',
        // A firm member's second step sends otpid and otp in place of the password (server/auth/sign-in.ts).
        credentials: {
          username: { label: 'User Id', type: 'text' },
          password: { label: 'Password', type: 'password' },
          otpid: { label: 'OTP id', type: 'hidden' },
          otp: { label: 'OTP', type: 'text' },
        },
        async authorize(credentials, req) {
          const headers = new Headers(req?.headers as Record<string, string> | undefined);
          try {
            const identity = await signInWithUpstream(credentials, {
              ip: clientAddress(headers),
              userAgent: headers.get('user-agent'),
            });
            return { id: identity.userId, ...identity } as unknown as User;
          } catch (err) {
            if (err instanceof SignInRefused) throw err;
            // next-auth hands authorize()'s error text to the browser, and a store error's text carries the
            // query, the user id and the address: log what helps, show the seed's generic message.
            logSignInError(err, headers);
            throw new SignInRefused('upstream');
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const { id: _id, ...identity } = user as unknown as SessionClaims & { id: string };
          return { sub: identity.userId, ...identity };
        }
        return token;
      },
      // What /api/auth/session answers: the public profile only, never the upstream token.
      session({ session, token }) {
        if (!isSessionClaims(token)) return { expires: session.expires } as typeof session;
        const { userId, arn, name, flag, lastLogin } = token;
        return { expires: session.expires, user: { userId, arn, name, flag, lastLogin } } as unknown as typeof session;
      },
    },
    events: {
      async signOut({ token }) {
        if (!isSessionClaims(token)) return;
        if (token.sid) await endServerSession(token.sid);
        const db = await getDb();
        await recordAudit(db, { kind: 'sign-out', userId: token.userId, arn: token.arn, ip: null, userAgent: null, detail: null, at: new Date() });
      },
    },
  };
}

function logSignInError(err: unknown, headers: Headers) {
  const requestId = headers.get('x-request-id') || randomUUID();
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  log('error', { event: 'sign-in-error', requestId, error: (err as Error)?.name ?? typeof err, code });
}
