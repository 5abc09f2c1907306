import 'server-only';

export const isProduction = () => process.env.NODE_ENV === 'production';

// `__Host-` binds the cookie to this host over HTTPS with Path=/ and no Domain, so a sibling subdomain or
// a plain-HTTP page cannot plant or overwrite it. Browsers refuse the prefix without Secure, so outside
// production (plain http://localhost) the name has none.
export const SESSION_COOKIE = isProduction() ? '__Host-portal.session' : 'portal.session';
/** Idle lifetime: a session unused this long ends; each renewal starts it again, up to the absolute end. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export function sessionCookieOptions() {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: isProduction() };
}
