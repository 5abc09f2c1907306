import { describe, expect, it } from 'vitest';
import { formatIndian, formatIndian2, formatRupees, parseAmount, rupeesInWords } from '@/lib/money';

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

  it('keeps two decimals for units and NAVs', () => expect(formatIndian2(123456.5)).toBe('1,23,456.50'));
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
