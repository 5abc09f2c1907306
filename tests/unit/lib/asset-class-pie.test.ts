import { describe, expect, it } from 'vitest';
import { NO_ASSET_CLASS_BREAKUP, PIE_TOP_COUNT, topAumShares, type AumShare } from '@/lib/rules/asset-class-pie';

const share = (category: string, percent: number, aum = percent * 1000, fundName = 'Sandbox Mutual Fund'): AumShare => ({
  fundCode: '117',
  fundName,
  category,
  aum,
  percent,
});

describe('top five slices of the asset-class pie', () => {
  it('keeps the five largest by percentage, largest first', () => {
    const rows = [share('Debt', 10), share('Equity', 40), share('Liquid', 5), share('Hybrid', 20), share('Index', 15), share('ELSS', 7), share('Gold', 3)];
    expect(PIE_TOP_COUNT).toBe(5);
    expect(topAumShares(rows).map((s) => s.category)).toEqual(['Equity', 'Hybrid', 'Index', 'Debt', 'ELSS']);
  });

  it('shows every slice when there are fewer than five', () => {
    const rows = [share('Debt', 30), share('Equity', 70)];
    expect(topAumShares(rows).map((s) => s.category)).toEqual(['Equity', 'Debt']);
  });

  it('breaks ties on percentage by rupees, then by fund name and category', () => {
    const rows = [
      share('Equity', 20, 2000, 'Sahyadri Mutual Fund'),
      share('Equity', 20, 2000, 'Coromandel Mutual Fund'),
      share('Debt', 20, 2500),
      share('Hybrid', 20, 1000),
      share('Liquid', 20, 2000, 'Coromandel Mutual Fund'),
      share('Index', 20, 500),
    ];
    expect(topAumShares(rows).map((s) => `${s.fundName}/${s.category}`)).toEqual([
      'Sandbox Mutual Fund/Debt',
      'Coromandel Mutual Fund/Equity',
      'Coromandel Mutual Fund/Liquid',
      'Sahyadri Mutual Fund/Equity',
      'Sandbox Mutual Fund/Hybrid',
    ]);
  });

  it('gives the same five whatever order the registrar answers in', () => {
    const rows = [share('A', 12), share('B', 12), share('C', 12), share('D', 12), share('E', 12), share('F', 12)];
    expect(topAumShares([...rows].reverse())).toEqual(topAumShares(rows));
  });

  it('leaves out slices worth nothing and anything unreadable', () => {
    const rows = [share('Equity', 100), share('Debt', 0, 0), share('Liquid', Number.NaN), share('Hybrid', 5, 0)];
    expect(topAumShares(rows).map((s) => s.category)).toEqual(['Equity']);
  });

  it('has nothing to draw for a book with no AUM, and says so in the seed’s words', () => {
    expect(topAumShares([])).toEqual([]);
    expect(topAumShares([share('Equity', 0, 0), share('Debt', 0, 0)])).toEqual([]);
    expect(NO_ASSET_CLASS_BREAKUP).toBe('No Asset Class wise break up Found');
  });

  it('does not change the rows it is given', () => {
    const rows = [share('Debt', 10), share('Equity', 40)];
    const before = structuredClone(rows);
    topAumShares(rows);
    expect(rows).toEqual(before);
  });
});
