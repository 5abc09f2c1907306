import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { navGraph } from '../../server/fundhouse/endpoints/nav';
import { assetClasses, schemeList } from '../../server/fundhouse/endpoints/schemes';
import { UpstreamError } from '../../server/fundhouse/errors';
import { NAV_RANGE_OPTIONS } from '../../lib/rules/nav';
import { istDay } from '../../sandbox/domains/schemes/schemes';
import { DEMO, DEMO_PASSWORD } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

// GetNAVGraph for the NAV page's ranges: each answer parses under the declaration (the client
// validates it), the window grows with the range and ends on the sandbox clock's day.

const h = sandboxPerFile();
let token: string;
async function signIn() {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  token = row.token;
}
beforeEach(async () => {
  await signIn();
});

const DAY = 86_400_000;
const iso = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');
const weekday = (isoDay: string) => ![0, 6].includes(new Date(`${isoDay}T00:00:00Z`).getUTCDay());
/** The last weekday on or before an ISO day. */
function lastWeekday(isoDay: string): string {
  let t = Date.parse(`${isoDay}T00:00:00Z`);
  while (!weekday(new Date(t).toISOString().slice(0, 10))) t -= DAY;
  return new Date(t).toISOString().slice(0, 10);
}
const sandboxToday = async () => istDay(new Date((await h.admin<{ now: string }>('clock')).now));
const graph = (flag: (typeof NAV_RANGE_OPTIONS)[number]['code'], Scheme = 'LC', Plan = 'RG', Option = 'G') =>
  h.call(navGraph, { Fund: '117', Scheme, Plan, Option, flag }, { token });

describe('GetNAVGraph for the NAV page', () => {
  it('answers each range code with weekdays up to today, more of them the longer the range', async () => {
    const today = await sandboxToday();
    const lengths: number[] = [];
    for (const { code } of NAV_RANGE_OPTIONS) {
      const points = (await graph(code)).DtData;
      const days = points.map((p) => iso(p.fn_fromdt));
      expect(days.at(-1), code).toBe(lastWeekday(today));
      expect(days.every(weekday), code).toBe(true);
      expect(new Set(days).size, code).toBe(days.length);
      expect([...days].sort(), code).toEqual(days);
      expect(points.every((p) => Number(p.fn_nav) > 0), code).toBe(true);
      lengths.push(points.length);
    }
    // 1D is the one-week window: five weekdays. Five years is some 1,300 business days.
    expect(lengths[0]).toBe(5);
    for (let i = 1; i < lengths.length; i++) expect(lengths[i]!).toBeGreaterThan(lengths[i - 1]!);
    expect(lengths.at(-1)!).toBeGreaterThan(1290);
  });

  it('starts each window the range before today', async () => {
    const today = await sandboxToday();
    const start = (months: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - months);
      return d.toISOString().slice(0, 10);
    };
    const first = async (code: '1M' | '1Y' | '5Y') => iso((await graph(code)).DtData[0]!.fn_fromdt);
    for (const [code, months] of [['1M', 1], ['1Y', 12], ['5Y', 60]] as const) {
      const f = await first(code);
      expect(f > start(months), code).toBe(true);
      // The first weekday after the range's start: at most three days later (a Friday start skips the weekend).
      expect(Date.parse(f) - Date.parse(start(months)), code).toBeLessThanOrEqual(3 * DAY);
    }
  });

  it('follows the sandbox clock: moved ten days on, the window ends on the new today with the latest NAV', async () => {
    const before = (await graph('1M')).DtData;
    await h.admin('clock', { body: { advanceMinutes: 10 * 24 * 60 } });
    await signIn(); // the old token has expired on the new clock
    const today = await sandboxToday();
    const after = (await graph('1M')).DtData;
    expect(iso(after.at(-1)!.fn_fromdt)).toBe(lastWeekday(today));
    expect(iso(after.at(-1)!.fn_fromdt) > iso(before.at(-1)!.fn_fromdt)).toBe(true);
    // No NAV is stored past the seeding day, so the days since repeat the latest one.
    expect(Number(after.at(-1)!.fn_nav)).toBe(Number(before.at(-1)!.fn_nav));
    expect((await graph('1D')).DtData).toHaveLength(5);
  });

  it('has history for every plan and option of every scheme the page can list', async () => {
    const categories = (await h.call(assetClasses, { Fund: '117' })).DtData.map((r) => r.CatValue);
    let schemes = 0;
    for (const Category of categories) {
      for (const row of (await h.call(schemeList, { Fund: '117', Category })).Dtinformation) {
        const points = (await graph('1D', row.fm_scheme, row.fm_plan, row.fm_option)).DtData;
        expect(points, row.Scheme_Plan).toHaveLength(5);
        schemes++;
      }
    }
    expect(schemes).toBeGreaterThanOrEqual(19 * 4);
  });

  it('needs the distributor’s token', async () => {
    const err = await h.call(navGraph, { Fund: '117', Scheme: 'LC', Plan: 'RG', Option: 'G', flag: '1D' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).kind).toBe('unauthorized');
  });
});
