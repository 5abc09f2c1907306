import 'server-only';
import type { NextAuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '../env';
import { recordAudit } from '../store/audit';
import { getDb } from '../store/db';
import { clientAddress } from '../http/client-address';
import { isProduction, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieOptions } from './cookies';
import { signInWithUpstream } from './sign-in';
import { isSessionClaims, type SessionClaims } from './token';

export function authOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: isProduction(),
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions() } },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'Distributor',
        credentials: { username: { label: 'User Id', type: 'text' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          const headers = new Headers(req?.headers as Record<string, string> | undefined);
          const identity = await signInWithUpstream(credentials, {
            ip: clientAddress(headers),
            userAgent: headers.get('user-agent'),
          });
          return { id: identity.userId, ...identity } as unknown as User;
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
        const db = await getDb();
        await recordAudit(db, { kind: 'sign-out', userId: token.userId, arn: token.arn, ip: null, userAgent: null, detail: null, at: new Date() });
      },
    },
  };
}
