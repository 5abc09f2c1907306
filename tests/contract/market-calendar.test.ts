import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketCalendar } from '../../server/fundhouse/endpoints/market-calendar';
import { PUBLISHED_YEARS } from '../../sandbox/domains/schemes/market-calendar';
import { refusal, startHarness, type Harness } from './sandbox-harness';

// The registrar's market calendar (this project's own /GetMarketCalendar) through the portal's real
// client: a published year with its weekday trading holidays, a year not published said to be so, and
// no sign-in needed (the health check asks it with nobody signed in).

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.sandbox.close();
});

describe('GetMarketCalendar', () => {
  it('answers a published year with its trading holidays, in date order, without a token', async () => {
    for (const published of PUBLISHED_YEARS) {
      const answer = await h.call(marketCalendar, { Fund: '117', Year: String(published.year) });
      expect(answer.Table).toEqual([{ Year: String(published.year), Published: 'Y' }]);
      expect(answer.DtData.map((r) => [r.HolidayDate, r.Holiday])).toEqual(published.holidays.map(([day, name]) => [day, name]));
    }
    const in2027 = (await h.call(marketCalendar, { Fund: '117', Year: '2027' })).DtData.map((r) => r.HolidayDate);
    expect(in2027).toContain('2027-01-26');
    expect(in2027.every((d) => d.startsWith('2027-'))).toBe(true);
  });

  it('says a year it has not published is not published, with no holidays', async () => {
    expect(await h.call(marketCalendar, { Fund: '117', Year: '2028' })).toEqual({ Table: [{ Year: '2028', Published: 'N' }], DtData: [] });
    expect((await h.call(marketCalendar, { Fund: '117', Year: '2025' })).Table[0]?.Published).toBe('N');
  });

  it('refuses another fund house', async () => {
    expect(await refusal(h.call(marketCalendar, { Fund: '120', Year: '2026' }))).toBe('No Data Found');
  });
});
