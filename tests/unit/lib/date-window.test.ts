import { describe, expect, it } from 'vitest';
import { isWithinDateWindow, withinDateWindow } from '@/lib/rules/date-window';

const today = { year: 2026, month: 11, day: 22 };

describe('date window of banners and offer notices', () => {
  it('holds from the first day to the last, both included', () => {
    expect(isWithinDateWindow('22/11/2026', '22/11/2026', today)).toBe(true);
    expect(isWithinDateWindow('01/11/2026', '30/11/2026', today)).toBe(true);
    expect(isWithinDateWindow('22/11/2026', '31/12/2026', today)).toBe(true);
    expect(isWithinDateWindow('01/10/2026', '22/11/2026', today)).toBe(true);
  });

  it('does not hold before the start or after the end', () => {
    expect(isWithinDateWindow('23/11/2026', '30/11/2026', today)).toBe(false);
    expect(isWithinDateWindow('01/11/2026', '21/11/2026', today)).toBe(false);
  });

  it('reads DD/MM/YYYY, not the registrar’s MM/DD/YYYY', () => {
    // 11/12/2026 is 11 December, after today; read as MM/DD it would be 12 November and hold.
    expect(isWithinDateWindow('11/12/2026', '31/12/2026', today)).toBe(false);
  });

  it('keeps a notice with unreadable or impossible dates off the screen', () => {
    expect(isWithinDateWindow('', '30/11/2026', today)).toBe(false);
    expect(isWithinDateWindow('01/11/2026', 'soon', today)).toBe(false);
    expect(isWithinDateWindow('31/02/2026', '30/11/2026', today)).toBe(false);
  });

  it('never holds when the end comes before the start', () => {
    expect(isWithinDateWindow('30/11/2026', '01/11/2026', today)).toBe(false);
  });

  it('filters a list, keeping its order', () => {
    const items = [
      { id: 'past', startDate: '01/09/2026', expiryDate: '30/09/2026' },
      { id: 'b', startDate: '01/11/2026', expiryDate: '30/11/2026' },
      { id: 'future', startDate: '01/12/2026', expiryDate: '31/12/2026' },
      { id: 'a', startDate: '20/11/2026', expiryDate: '25/11/2026' },
    ];
    expect(withinDateWindow(items, today).map((i) => i.id)).toEqual(['b', 'a']);
  });
});
