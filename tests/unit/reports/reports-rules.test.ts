import { describe, expect, it } from 'vitest';
import { LINK_COPIED, NO_ACTIVE_NFO, NO_DATA_FOUND, NO_HISTORY_PAN } from '@/lib/messages/reports';
import { historyTone, nfoOpenOn, PAGE_SIZES, pageSizeOf, PHONE_HISTORY_ROWS } from '@/lib/rules/reports';

describe('transaction history status', () => {
  it('is green for Success only; a rejected transaction is the one to reinitiate', () => {
    expect(historyTone('Success')).toBe('success');
    expect(historyTone(' success ')).toBe('success');
    expect(historyTone('Rejected')).toBe('rejected');
    expect(historyTone('Pending')).toBe('other');
    expect(historyTone('Expired')).toBe('other');
    expect(historyTone('')).toBe('other');
  });

  it('pages by 10, 25 or 100 (10 by default) and shows the latest 10 on a phone', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 100]);
    expect(pageSizeOf('25')).toBe(25);
    expect(pageSizeOf(100)).toBe(100);
    expect(pageSizeOf('50')).toBe(10);
    expect(pageSizeOf('x')).toBe(10);
    expect(PHONE_HISTORY_ROWS).toBe(10);
  });
});

describe('NFO window', () => {
  const day = (year: number, month: number, d: number) => ({ year, month, day: d });

  it('is open from the opening day to the closing day, both included', () => {
    expect(nfoOpenOn('22/11/2026', '06/12/2026', day(2026, 11, 22))).toBe(true);
    expect(nfoOpenOn('22/11/2026', '06/12/2026', day(2026, 12, 6))).toBe(true);
    expect(nfoOpenOn('22/11/2026', '06/12/2026', day(2026, 11, 21))).toBe(false);
    expect(nfoOpenOn('22/11/2026', '06/12/2026', day(2026, 12, 7))).toBe(false);
  });

  it('is closed when a date is not a real one', () => {
    expect(nfoOpenOn('31/02/2026', '06/12/2026', day(2026, 11, 22))).toBe(false);
    expect(nfoOpenOn('22/11/2026', '', day(2026, 11, 22))).toBe(false);
  });
});

describe('the seed texts', () => {
  it('are word for word', () => {
    expect(NO_DATA_FOUND).toBe('No Data Found');
    expect(NO_HISTORY_PAN).toBe('No Investor PAN found. Please submit Investor PAN');
    expect(NO_ACTIVE_NFO).toBe("Currently there are no active NFO's available.");
    expect(LINK_COPIED).toBe('Link copied successfully');
  });
});
