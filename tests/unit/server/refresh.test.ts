import { describe, expect, it } from 'vitest';
import { needsRefresh } from '@/server/auth/refresh';
import type { SessionClaims } from '@/server/auth/token';
import { noteUpstreamDate, upstreamNow } from '@/server/fundhouse/clock';

const claims = (utExp: number) => ({ userId: 'u', arn: 'ARN-1', name: 'n', flag: 'N', lastLogin: '', ut: 't', utExp }) as SessionClaims;

describe('token refresh timing', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('refreshes when 20 minutes or less remain', () => {
    expect(needsRefresh(claims(now / 1000 + 21 * 60), now)).toBe(false);
    expect(needsRefresh(claims(now / 1000 + 20 * 60), now)).toBe(true);
    expect(needsRefresh(claims(now / 1000 - 60), now)).toBe(true);
  });

  it("reads the time left on the upstream's clock", () => {
    const local = Date.parse('2026-11-22T10:00:00Z');
    noteUpstreamDate(new Date(local + 41 * 60_000).toUTCString(), local);
    expect(upstreamNow(local)).toBe(local + 41 * 60_000);
    noteUpstreamDate('not a date', local);
    expect(upstreamNow(local)).toBe(local + 41 * 60_000);
    noteUpstreamDate(new Date(local).toUTCString(), local);
    expect(upstreamNow(local)).toBe(local);
  });
});
