import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Sessions end on the server: sign-out ends that one, a password change ends every session of the
// user, and no amount of renewal carries a session past its absolute lifetime.

process.env.PORTAL_DATA_DIR = 'memory://';

// The session cookie: handlers read it from the request, the page helpers called directly here from Next's jar.
const jar = vi.hoisted(() => ({ cookie: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (/portal\.session$/.test(name) && jar.cookie ? { name, value: jar.cookie } : undefined) }),
}));
const withCookie = (headers: Record<string, string>): Record<string, string> => (jar.cookie ? { ...headers, cookie: `portal.session=${jar.cookie}` } : headers);
vi.mock('@/server/services/account/account', () => ({ changePassword: async () => {} }));

const { authOptions } = await import('@/server/auth/options');
const { readSessionClaims } = await import('@/server/auth/session');
const { encodeSessionCookie, decodeSessionCookie } = await import('@/server/auth/token');
const passwordRoute = await import('@/app/api/account/password/route');
const { closeDb } = await import('@/server/store/db');
const { upstreamToken, ARN } = await import('./upstream-login');

type Claims = Parameters<typeof encodeSessionCookie>[0];

/** A cookie as next-auth issues it after authorize() accepted the user. */
async function signedIn(userId: string): Promise<string> {
  const identity = { userId, arn: ARN, name: 'Asha Menon', flag: 'N', lastLogin: '', ut: upstreamToken(userId), utExp: Math.floor(Date.now() / 1000) + 3600 };
  const jwt = authOptions().callbacks!.jwt!;
  const token = await jwt({ token: {}, user: { id: userId, ...identity } as never, account: null, trigger: 'signIn' } as never);
  return encodeSessionCookie(token as Claims);
}

async function reads(cookie: string): Promise<boolean> {
  jar.cookie = cookie;
  return (await readSessionClaims()) !== null;
}

async function signOut(cookie: string) {
  const claims = await decodeSessionCookie(cookie);
  await authOptions().events!.signOut!({ token: claims!, session: null as never });
}

async function changePassword(cookie: string) {
  jar.cookie = cookie;
  const req = new Request('http://portal.test/api/account/password', {
    method: 'POST',
    headers: withCookie({ 'content-type': 'application/json', host: 'portal.test', origin: 'http://portal.test' }),
    body: JSON.stringify({ oldPassword: 'Old@20261', newPassword: 'New@20262', confirmPassword: 'New@20262' }),
  });
  return passwordRoute.POST(req, { params: Promise.resolve({}) } as never);
}

beforeEach(() => {
  jar.cookie = undefined;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => closeDb());

describe('server-side sessions', () => {
  it('sign-out ends that session and leaves the user’s other sessions alone', async () => {
    const laptop = await signedIn('revoke@dit.test');
    const phone = await signedIn('revoke@dit.test');
    expect(await reads(laptop)).toBe(true);
    await signOut(laptop);
    const after = { laptop: await reads(laptop), phone: await reads(phone) };
    console.info(`after sign-out, the old cookie still reads: ${after.laptop}`);
    expect(after).toEqual({ laptop: false, phone: true });
  });

  it('a password change ends every session of that user, and no one else’s', async () => {
    const here = await signedIn('change@dit.test');
    const elsewhere = await signedIn('change@dit.test');
    const someoneElse = await signedIn('other@dit.test');
    const res = await changePassword(here);
    expect(res.status).toBe(200);
    const after = { here: await reads(here), elsewhere: await reads(elsewhere), someoneElse: await reads(someoneElse) };
    console.info(`after a password change, the user's other session still reads: ${after.elsewhere}`);
    expect(after).toEqual({ here: false, elsewhere: false, someoneElse: true });
  });

  it('renewing the cookie does not carry a session past its absolute lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    let cookie = await signedIn('long@dit.test');
    // The browser asks for /api/auth/session every hour, and each answer renews the cookie.
    for (let hour = 1; hour <= 11; hour += 1) {
      vi.setSystemTime(start + hour * 3_600_000);
      const claims = await decodeSessionCookie(cookie);
      expect(claims, `hour ${hour}`).not.toBeNull();
      cookie = await encodeSessionCookie(claims!);
    }
    expect(await reads(cookie)).toBe(true);
    vi.setSystemTime(start + 12 * 3_600_000 + 60_000);
    const stillReads = await reads(cookie);
    console.info(`12 hours and a minute after sign-in, a renewed cookie still reads: ${stillReads}`);
    expect(stillReads).toBe(false);
  });

  it('a cookie sealed before sessions were kept on the server is refused', async () => {
    const { encode } = await import('next-auth/jwt');
    const { env } = await import('@/server/env');
    const claims = { userId: 'old@dit.test', arn: ARN, name: 'n', flag: 'N', lastLogin: '', ut: upstreamToken('old@dit.test'), utExp: 0 };
    const legacy = await encode({ token: claims, secret: env().NEXTAUTH_SECRET });
    expect(await reads(legacy)).toBe(false);
  });
});
