import { NextResponse } from 'next/server';
import { changePasswordSchema } from '@/lib/forms/change-password';
import { SESSION_COOKIE, sessionCookieOptions } from '@/server/auth/cookies';
import { clientAddress } from '@/server/http/client-address';
import { readJson, withSession } from '@/server/http/handler';
import { changePassword } from '@/server/services/account';

export type ChangePasswordResponse = { ok: true };

export const POST = withSession(async (req, auth) => {
  const input = changePasswordSchema.parse(await readJson(req));
  await changePassword(auth, input, { ip: clientAddress(req.headers), userAgent: req.headers.get('user-agent') });
  // A changed password ends the session here as well as in the browser, so no stale tab keeps working.
  const res = NextResponse.json<ChangePasswordResponse>({ ok: true });
  res.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(), maxAge: 0 });
  return res;
});
