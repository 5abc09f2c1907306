import 'server-only';

// One name in every environment so the proxy, the layouts and next-auth agree on where the session is.
export const SESSION_COOKIE = 'portal.session';
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export const isProduction = () => process.env.NODE_ENV === 'production';

export function sessionCookieOptions() {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: isProduction() };
}
