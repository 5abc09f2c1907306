import { afterEach, describe, expect, it, vi } from 'vitest';

// The proxy and then the handler (or layout and page) of one request each open the session cookie: the
// decryption runs once, and a remembered cookie is still refused at its own end.

const decode = vi.fn();
vi.mock('next-auth/jwt', () => ({ decode: (...args: unknown[]) => decode(...args), encode: vi.fn() }));
const { decodeSessionCookie } = await import('@/server/auth/token');

const claims = (over: Record<string, unknown> = {}) => ({
  userId: 'demo@dit.test', arn: 'ARN-112233', name: 'Asha', flag: 'N', lastLogin: '', ut: 'upstream-token', utExp: 2_000_000_000,
  sid: 'session-row', sx: Math.floor(Date.now() / 1000) + 3600, exp: Math.floor(Date.now() / 1000) + 3600, ...over,
});

afterEach(() => {
  vi.useRealTimers();
  decode.mockReset();
});

describe('opening the session cookie', () => {
  it('decrypts a cookie once for the requests of a moment, each cookie on its own', async () => {
    decode.mockImplementation(async ({ token }: { token: string }) => claims({ userId: token === 'cookie-b' ? 'txn@dit.test' : 'demo@dit.test' }));
    expect((await decodeSessionCookie('cookie-a'))?.userId).toBe('demo@dit.test');
    expect((await decodeSessionCookie('cookie-a'))?.userId).toBe('demo@dit.test');
    expect((await decodeSessionCookie('cookie-b'))?.userId).toBe('txn@dit.test');
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('does not remember a cookie that does not open, nor one past its end', async () => {
    decode.mockRejectedValue(new Error('bad'));
    expect(await decodeSessionCookie('cookie-c')).toBeNull();
    expect(await decodeSessionCookie('cookie-c')).toBeNull();
    expect(decode).toHaveBeenCalledTimes(2);

    vi.useFakeTimers({ now: Date.now() });
    decode.mockResolvedValue(claims({ sx: Math.floor(Date.now() / 1000) + 2 }));
    expect(await decodeSessionCookie('cookie-d')).not.toBeNull();
    vi.setSystemTime(Date.now() + 3_000);
    decode.mockResolvedValue(claims({ sx: Math.floor(Date.now() / 1000) - 1 }));
    expect(await decodeSessionCookie('cookie-d')).toBeNull();
    // Past its absolute end it is opened again (and refused), not answered from memory.
    expect(decode).toHaveBeenCalledTimes(4);
  });
});
