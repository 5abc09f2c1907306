import { describe, expect, it } from 'vitest';
import { formatIndian, formatIndian2, formatRupees, formatUnits, parseAmount } from '@/lib/money';
import { rupeesInWords } from '@/lib/money-words';

describe('Indian grouping', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [100000, '1,00,000'],
    [12345678, '1,23,45,678'],
    [1234567890, '1,23,45,67,890'],
    [-250000, '-2,50,000'],
  ])('%d → %s', (value, text) => expect(formatIndian(value)).toBe(text));

  it('drops decimals by rounding to whole rupees', () => {
    expect(formatRupees(12345678.9)).toBe('₹1,23,45,679');
    expect(formatRupees(0.4)).toBe('₹0');
  });
});

// Seed 000 section 9: "Amounts in rupees without decimals, Indian grouping"; a month's brokerage of
// 1,40,955.43 is shown as 1,40,955.
describe('rupee amounts: whole rupees, Indian grouping', () => {
  it.each([
    [140955.43, '1,40,955'],
    [140955.5, '1,40,956'],
    [7500, '7,500'],
    [99999.99, '1,00,000'],
    [1234567.49, '12,34,567'],
    [0.49, '0'],
    [2.5, '3'],
  ])('%s → %s', (value, text) => expect(formatIndian(value)).toBe(text));

  it('rounds halves away from zero on either side, and never shows -0', () => {
    expect(formatIndian(-2.5)).toBe('-3');
    expect(formatIndian(-0.4)).toBe('0');
    expect(formatIndian(-0.5)).toBe('-1');
  });

  it('puts the rupee sign after the minus of a negative amount', () => {
    expect(formatRupees(140955.43)).toBe('₹1,40,955');
    expect(formatRupees(-123456.7)).toBe('-₹1,23,457');
    expect(formatRupees(-0.4)).toBe('₹0');
  });

  it('never shows paise, whatever the amount', () => {
    for (const value of [0.01, 1.1, 12.34, 1234.56, 98765.432, 12345678.91]) {
      expect(formatRupees(value)).toMatch(/^₹(\d{1,2}(,\d{2})*,\d{3}|\d{1,3})$/);
      expect(formatRupees(value)).not.toContain('.');
    }
  });

  it('keeps two decimals for units and NAVs, which are not rupee amounts', () => expect(formatIndian2(123456.5)).toBe('1,23,456.50'));
  it('shows units to three decimals, as statements do', () => expect(formatUnits(123456.5)).toBe('1,23,456.500'));
});

describe('parseAmount', () => {
  it('reads upstream amount text', () => {
    expect(parseAmount('1,23,456.70')).toBe(123456.7);
    expect(parseAmount(' 12 ')).toBe(12);
    expect(parseAmount(42)).toBe(42);
  });
  it('refuses what is not a number', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('NA')).toBeNull();
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });
});

describe('rupeesInWords', () => {
  it.each([
    [0, 'Zero Rupees Only'],
    [5000, 'Five Thousand Rupees Only'],
    [123456, 'One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees Only'],
    [10000000, 'One Crore Rupees Only'],
    [250000115, 'Twenty Five Crore One Hundred Fifteen Rupees Only'],
  ])('%d', (value, words) => expect(rupeesInWords(value)).toBe(words));
});
