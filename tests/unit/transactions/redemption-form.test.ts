import { describe, expect, it } from 'vitest';
import {
  afterTypeChange,
  approximation,
  exitLoadText,
  REDEMPTION_MESSAGES,
  redemptionLiveSchema,
  redemptionSchema,
  RESET_ON_HOLDING_CHANGE,
  unitsText,
  type RedemptionInput,
} from '@/lib/forms/redemption/redemption';

// Every message of the redemption form (seed 001 section 5) and its Full/Partial, Units/Amount rules.

const valid: RedemptionInput = {
  folio: '10234561',
  scheme: '117~FC~RG~G',
  type: 'P',
  mode: 'U',
  value: '100',
  balUnits: '1520.2100',
  curValue: '152000.50',
  minAmount: '1000',
  bank: 'XXXXXXX8904',
};

function errors(input: Partial<RedemptionInput>, schema = redemptionSchema): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('redemption form', () => {
  it('accepts a partial redemption by units or by amount, and a full one', () => {
    expect(errors({})).toEqual({});
    expect(errors({ mode: 'A', value: '152000' })).toEqual({});
    expect(errors({ type: 'F', value: '1520.21' })).toEqual({});
  });

  it('names every mandatory field', () => {
    expect(errors({ folio: '', scheme: '', value: '', bank: '' })).toEqual({
      folio: 'Folio is mandatory*',
      scheme: 'Scheme is mandatory*',
      bank: 'Bank details are mandatory',
    });
    expect(errors({ value: '' })).toEqual({ value: 'Redemption Value is mandatory*' });
    expect(errors({ value: '0' })).toEqual({ value: 'Redemption Value is mandatory*' });
    expect(errors({ mode: 'A', value: '12a' })).toEqual({ value: 'Redemption Value is mandatory*' });
  });

  it('refuses a zero-balance holding', () => {
    expect(errors({ balUnits: '0' })).toEqual({ scheme: 'Redemption in zero balance folios is not allowed' });
    expect(errors({ balUnits: '0.0000' })).toEqual({ scheme: REDEMPTION_MESSAGES.zeroBalance });
  });

  it('keeps units within the balance, compared at four decimals', () => {
    expect(errors({ value: '1520.21' })).toEqual({});
    expect(errors({ value: '1520.2101' })).toEqual({ value: "You don't have enough Units To Redeem!" });
    expect(errors({ value: '1600' })).toEqual({ value: "You don't have enough Units To Redeem!" });
    expect(errors({ value: '10.12345' })).toEqual({ value: 'Units can have at most 4 decimal places' });
  });

  it('words the minimum one way while typing and another on submit', () => {
    expect(errors({ mode: 'A', value: '999' }, redemptionLiveSchema)).toEqual({ value: '(Amount should be 1,000)' });
    expect(errors({ mode: 'A', value: '999' })).toEqual({ value: 'Minimum Amount should be 1,000 ₹' });
    expect(errors({ mode: 'A', value: '1000' })).toEqual({});
  });

  it('refuses more than the current value', () => {
    expect(errors({ mode: 'A', value: '152001' })).toEqual({ value: 'You dont have enough amount to redeem' });
    expect(errors({ mode: 'A', value: '152000' })).toEqual({});
  });

  it('makes a full redemption in units only', () => {
    expect(errors({ type: 'F', mode: 'A' })).toEqual({ mode: 'A full redemption is made in units' });
  });

  it('Full fixes Units and the balance; Partial clears the value; a new holding starts over', () => {
    expect(afterTypeChange('F', '812.4530')).toEqual({ mode: 'U', value: '812.453' });
    expect(afterTypeChange('P', '812.4530')).toEqual({ value: '' });
    expect(RESET_ON_HOLDING_CHANGE).toEqual({ type: 'P', mode: 'U', value: '' });
  });
});

describe('units, approximations and the exit load as the summary shows them', () => {
  it('drops trailing zeros and keeps four decimals', () => {
    expect(unitsText('812.4530')).toBe('812.453');
    expect(unitsText('100.00005')).toBe('100.0001');
    expect(unitsText('')).toBe('');
    expect(unitsText('abc')).toBe('');
  });

  it('approximates the value of units and the units of an amount', () => {
    expect(approximation('U', { units: 100, amount: 12345.67 })).toEqual({ label: 'Approximate Value', value: 'about ₹12,346' });
    expect(approximation('A', { units: 81.23456, amount: 5000 })).toEqual({ label: 'Approximate Units', value: 'about 81.2346' });
  });

  it("shows 'Nil' without a load, the rate and amount with one, and never 'about ₹0'", () => {
    expect(exitLoadText(0, 0)).toBe('Nil');
    expect(exitLoadText(1, 200)).toBe('1% (about ₹200)');
    expect(exitLoadText(0.25, 1234.5)).toBe('0.25% (about ₹1,235)');
    expect(exitLoadText(0.007, 0.35)).toBe('0.007% (less than ₹1)');
  });
});
