import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { entryTime, matchingRows } = await import('@/server/transactions/seed-call-check');

const row = (over: Partial<{ ihno: string; pan: string; scheme: string; Entdate: string; amount: string; sipamount: string }> = {}) => ({
  ihno: '5100001', pan: 'BKFPS4821K', scheme: 'Large Cap Fund - Regular Plan - Growth', Entdate: '28/11/2026 10:31 AM', amount: '10000.00', sipamount: '0', ...over,
});
const facts = { pan: 'BKFPS4821K', scheme: 'Large Cap Fund - Regular Plan - Growth', amount: 10000, at: '2026-11-28T05:01:20.000Z' };

describe('finding a lost confirmation in the seed transaction list', () => {
  it('reads the list’s entry time in India', () => {
    expect(entryTime('28/11/2026 10:31 AM')).toBe(Date.parse('2026-11-28T05:01:00.000Z'));
    expect(entryTime('28/11/2026 12:05 PM')).toBe(Date.parse('2026-11-28T06:35:00.000Z'));
    expect(entryTime('28/11/2026 12:05 AM')).toBe(Date.parse('2026-11-27T18:35:00.000Z'));
    expect(entryTime('yesterday')).toBeNull();
  });

  it('matches the investor, the scheme, the amount and a time since it was sent (to the minute)', () => {
    expect(matchingRows([row()], facts)).toHaveLength(1);
    expect(matchingRows([row({ pan: 'CQWPM7310L' })], facts)).toHaveLength(0);
    expect(matchingRows([row({ scheme: 'Midcap Fund - Direct Plan - Growth' })], facts)).toHaveLength(0);
    expect(matchingRows([row({ amount: '9999' })], facts)).toHaveLength(0);
    expect(matchingRows([row({ Entdate: '28/11/2026 10:29 AM' })], facts)).toHaveLength(0);
    expect(matchingRows([row({ amount: '0', sipamount: '10000' })], facts)).toHaveLength(1);
    expect(matchingRows([row({ scheme: 'Large Cap Fund' })], facts)).toHaveLength(1);
    expect(matchingRows([row({ amount: '123' })], { ...facts, amount: null })).toHaveLength(1);
  });
});
