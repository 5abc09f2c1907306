import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, amountProblem, amountRuleOf, cleanAmountInput, parseWholeRupees } from '@/lib/rules/amount';

describe('amount input', () => {
  it('keeps digits only, strips leading zeros and stops at 10 characters', () => {
    expect(cleanAmountInput('005000')).toBe('5000');
    expect(cleanAmountInput('1e5')).toBe('15');
    expect(cleanAmountInput('-12.50')).toBe('1250');
    expect(cleanAmountInput('123456789012')).toBe('1234567890');
    expect(cleanAmountInput('000')).toBe('');
  });

  it('reads whole rupees only', () => {
    expect(parseWholeRupees('5000')).toBe(5000);
    expect(parseWholeRupees(' 7 ')).toBe(7);
    expect(parseWholeRupees('50.5')).toBeNull();
    expect(parseWholeRupees('0')).toBeNull();
    expect(parseWholeRupees('12345678901')).toBeNull();
    expect(parseWholeRupees('')).toBeNull();
  });
});

describe('amount against the scheme rule', () => {
  const elss = { min: 500, multiples: 500 };
  const largeCap = { min: 5000, multiples: 1 };

  it('asks for the minimum, in the words of the phase', () => {
    expect(amountProblem(4999, largeCap, 'live')).toBe('The amount should be ₹ 5,000 or more');
    expect(amountProblem(4999, largeCap, 'submit')).toBe('Minimum Amount should be 5,000');
    expect(AMOUNT_MESSAGES.minLive(500)).toBe('The amount should be ₹ 500 or more');
    expect(amountProblem(5000, largeCap, 'submit')).toBeNull();
  });

  it('asks for a multiple of the scheme multiple', () => {
    expect(amountProblem(750, elss, 'live')).toBe('The amount should be in the multiples of 500');
    expect(amountProblem(750, elss, 'submit')).toBe('The amount should be in the multiples of 500');
    expect(amountProblem(1500, elss, 'submit')).toBeNull();
    expect(amountProblem(5005, { min: 5000, multiples: 10 }, 'submit')).toBe('The amount should be in the multiples of 10');
  });

  it('reads the registrar figures', () => {
    expect(amountRuleOf('5000', '1')).toEqual({ min: 5000, multiples: 1 });
    expect(amountRuleOf('500.00', '500')).toEqual({ min: 500, multiples: 500 });
    expect(amountRuleOf('1000', '')).toEqual({ min: 1000, multiples: 1 });
    expect(amountRuleOf('', '1')).toBeNull();
    expect(amountRuleOf('abc', '1')).toBeNull();
  });
});
