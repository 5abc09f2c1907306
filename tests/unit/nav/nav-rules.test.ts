import { describe, expect, it } from 'vitest';
import { buildTrail } from '@/lib/breadcrumbs';
import { navGraphQuerySchema, navQuerySchema } from '@/lib/forms/reports/nav-query';
import {
  DEFAULT_NAV_RANGE,
  isCompleteNavChoice,
  NAV_MESSAGES,
  NAV_PAGE_SIZE,
  NAV_RANGE_OPTIONS,
  navRangeCode,
  navRangeLabel,
  navSummary,
  newestFirst,
  pageOf,
  type NavPoint,
} from '@/lib/rules/nav';
import { NAV_RANGES } from '@/server/fundhouse/endpoints/nav';

const point = (date: string, nav: number): NavPoint => ({ date, nav });

describe('NAV ranges', () => {
  it('offers the seed’s buttons in order with their codes, 1 W sending 1D', () => {
    expect(NAV_RANGE_OPTIONS.map((o) => [o.label, o.code])).toEqual([
      ['1 W', '1D'],
      ['1 Mon', '1M'],
      ['3 Mon', '3M'],
      ['1 Yr', '1Y'],
      ['3 Yr', '3Y'],
      ['5 Yr', '5Y'],
    ]);
    expect(navRangeCode('1 W')).toBe('1D');
    expect(navRangeCode('5 Yr')).toBe('5Y');
    expect(navRangeCode('2 W')).toBeUndefined();
    expect(navRangeLabel('3M')).toBe('3 Mon');
    expect(navRangeLabel('1W')).toBeUndefined();
  });

  it('defaults to 1D, and every code is one the registrar’s call accepts', () => {
    expect(DEFAULT_NAV_RANGE).toBe('1D');
    for (const { code } of NAV_RANGE_OPTIONS) expect(NAV_RANGES).toContain(code);
  });
});

describe('navQuerySchema', () => {
  const complete = { category: 'Equity', scheme: '117~LC~RG~G', range: '1Y' };

  it('accepts a category, a scheme value and a range', () => {
    expect(navQuerySchema.parse(complete)).toEqual(complete);
  });

  it.each([
    ['no category', { ...complete, category: ' ' }],
    ['no scheme', { ...complete, scheme: '' }],
    ['a scheme value without plan and option', { ...complete, scheme: '117~LC' }],
    ['a range the page does not offer', { ...complete, range: '6M' }],
  ])('answers the seed’s prompt for %s', (_, input) => {
    const result = navQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please fill all the details to display NAV Graph/ NAV Table');
  });

  it('needs only scheme and range for the graph call', () => {
    expect(navGraphQuerySchema.parse({ scheme: '117~TS~DR~D', range: '5Y' })).toEqual({ scheme: '117~TS~DR~D', range: '5Y' });
    expect(navGraphQuerySchema.safeParse({ scheme: '117~TS~DR~D' }).error?.issues[0]?.message).toBe(NAV_MESSAGES.prompt);
  });
});

describe('isCompleteNavChoice (the page’s check, without zod)', () => {
  const scheme = '117~LC~RG~G';
  const cases = [
    { category: 'Equity', scheme, range: '1Y' },
    { category: '', scheme, range: '1Y' },
    { category: '   ', scheme, range: '1Y' },
    { category: 'Equity', scheme: '', range: '1Y' },
    { category: 'Equity', scheme: '117~LC~RG', range: '1Y' },
    { category: 'Equity', scheme: '117~~RG~G', range: '1Y' },
    { category: 'Equity', scheme, range: '' },
    { category: 'Equity', scheme, range: '2W' },
    ...NAV_RANGE_OPTIONS.map((o) => ({ category: 'Debt', scheme, range: o.code })),
  ];

  it.each(cases)('answers as navQuerySchema does for %o', (choice) => {
    expect(isCompleteNavChoice(choice)).toBe(navQuerySchema.safeParse(choice).success);
  });

  it('accepts a complete choice and refuses a missing category', () => {
    expect(isCompleteNavChoice({ category: 'Equity', scheme, range: NAV_RANGE_OPTIONS[0]!.code })).toBe(true);
    expect(isCompleteNavChoice({ category: '', scheme, range: NAV_RANGE_OPTIONS[0]!.code })).toBe(false);
  });
});

describe('navSummary', () => {
  it('gives first and last NAV and the rise between them', () => {
    const s = navSummary([point('17/11/2026', 100), point('18/11/2026', 101), point('19/11/2026', 110.5)]);
    expect(s).toMatchObject({ first: { date: '17/11/2026', nav: 100 }, last: { date: '19/11/2026', nav: 110.5 }, change: 10.5, direction: 'up' });
    expect(s?.changePercent).toBeCloseTo(10.5, 10);
  });

  it('calls a fall a fall and an unchanged NAV flat, without float noise', () => {
    expect(navSummary([point('17/11/2026', 20.1), point('18/11/2026', 19.9)])).toMatchObject({ change: -0.2, direction: 'down' });
    expect(navSummary([point('17/11/2026', 0.1 + 0.2), point('18/11/2026', 0.3)])).toMatchObject({ change: 0, direction: 'flat' });
    expect(navSummary([point('17/11/2026', 12)])).toMatchObject({ change: 0, changePercent: 0, direction: 'flat' });
  });

  it('has nothing to say about no points', () => {
    expect(navSummary([])).toBeNull();
  });
});

describe('the NAV table', () => {
  const series = Array.from({ length: 60 }, (_, i) => point(`${String(i + 1).padStart(2, '0')}/01/2026`, 10 + i));

  it('lists the newest NAV first without reordering the graph’s series', () => {
    const rows = newestFirst(series);
    expect(rows[0]?.date).toBe('60/01/2026');
    expect(rows.at(-1)?.date).toBe('01/01/2026');
    expect(series[0]?.date).toBe('01/01/2026');
  });

  it('pages the rows and clamps a page out of range', () => {
    expect(NAV_PAGE_SIZE).toBe(25);
    const first = pageOf(series, 1);
    expect(first).toMatchObject({ page: 1, pages: 3, from: 1, to: 25 });
    expect(first.rows).toHaveLength(25);
    const last = pageOf(series, 3);
    expect(last).toMatchObject({ page: 3, from: 51, to: 60 });
    expect(last.rows).toHaveLength(10);
    expect(pageOf(series, 9).page).toBe(3);
    expect(pageOf(series, 0).page).toBe(1);
    expect(pageOf([], 2)).toMatchObject({ rows: [], page: 1, pages: 1, from: 0, to: 0 });
  });
});

describe('breadcrumbs of the NAV and AMC pages', () => {
  it('titles each page as its only crumb', () => {
    expect(buildTrail('/nav')).toEqual([{ title: 'NAV' }]);
    expect(buildTrail('/amc')).toEqual([{ title: 'AMCs' }]);
  });
});
