import { NextResponse } from 'next/server';
import type { ChangePasswordResponse } from '@/lib/api/account';
import { changePasswordSchema } from '@/lib/forms/account/change-password';
import { SESSION_COOKIE, sessionCookieOptions } from '@/server/auth/cookies';
import { endEverySessionOf } from '@/server/auth/server-sessions';
import { clientAddress } from '@/server/http/client-address';
import { withSession } from '@/server/http/handler';
import { changePassword } from '@/server/services/account/account';

export const POST = withSession({ needs: 'read', body: changePasswordSchema }, async ({ req, body: input }, auth) => {
  await changePassword(auth, input, { ip: clientAddress(req.headers), userAgent: req.headers.get('user-agent') });
  // A changed password ends every session of the user on the server (other browsers, other instances)
  // and clears this browser's cookie.
  await endEverySessionOf(auth.session.userId);
  const res = NextResponse.json<ChangePasswordResponse>({ ok: true });
  res.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(), maxAge: 0 });
  return res;
});
