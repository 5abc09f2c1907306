import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  earnsIncentive,
  FIRST_INVESTMENT_LABELS,
  firstYearOfSip,
  incentiveFor,
  INCENTIVE_RULE_TEXT,
  INCENTIVE_TITLE,
} from '@/lib/rules/new-investor-incentive';
import { NEW_INVESTOR_INCENTIVE } from '@/lib/rules/regulations';

// SEBI's additional commission for new B30 and new women investors (from 1 March 2026): 1% of the first
// lump sum or of the first year's SIP, at most Rs 2,000 per new PAN.

describe('the new-investor incentive', () => {
  it('is 1% of the first investment, to the paisa', () => {
    expect(NEW_INVESTOR_INCENTIVE).toEqual({ rate: 0.01, capRupees: 2000, from: '2026-03-01' });
    expect(incentiveFor(60_000)).toBe(600);
    expect(incentiveFor(12_345.67)).toBe(123.46);
  });

  it('stops at Rs 2,000 per new PAN', () => {
    expect(incentiveFor(200_000)).toBe(2000);
    expect(incentiveFor(200_100)).toBe(2000);
    expect(incentiveFor(5_00_00_000)).toBe(2000);
  });

  it('is nothing on nothing', () => {
    expect(incentiveFor(0)).toBe(0);
    expect(incentiveFor(-500)).toBe(0);
    expect(incentiveFor(Number.NaN)).toBe(0);
  });

  it("reckons a SIP on its first year's instalments", () => {
    expect(firstYearOfSip(5000, 'Monthly', 60)).toBe(60_000);
    expect(firstYearOfSip(6000, 'Quarterly', 20)).toBe(24_000);
    expect(firstYearOfSip(1000, 'Monthly', 6)).toBe(6000);
    expect(incentiveFor(firstYearOfSip(25_000, 'Monthly', 36))).toBe(2000);
  });

  it('counts first investments from 1 March 2026', () => {
    expect(earnsIncentive('2026-02-28')).toBe(false);
    expect(earnsIncentive('2026-03-01')).toBe(true);
  });

  it('is named and explained on the earnings page', () => {
    expect(INCENTIVE_TITLE).toBe('Additional incentive (B30 / new women investors)');
    expect(categoryLabel('B30')).toBe('New investor beyond the top 30 cities (B30)');
    expect(categoryLabel('W')).toBe('New woman investor');
    expect(categoryLabel('X')).toBe('X');
    expect(FIRST_INVESTMENT_LABELS).toEqual({ LUMPSUM: 'First lump sum', SIP: 'First year of SIP' });
    expect(INCENTIVE_RULE_TEXT).toBe("1% of the first lump sum or of the first year's SIP instalments, up to Rs 2,000 per new PAN, for investments from 01/03/2026.");
  });
});
