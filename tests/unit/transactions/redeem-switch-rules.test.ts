import { describe, expect, it } from 'vitest';
import { cleanUnitsInput } from '@/components/transactions/units-input';
import { exitLoadRule, quoteExitLoad } from '@/sandbox/domains/redemption/redemption-exit-load';

// The units field's cleaning, and the sandbox's exit-load schedule behind /exitloadcalc.

describe('units field', () => {
  it('keeps digits and one point with at most four decimals', () => {
    expect(cleanUnitsInput('12.34567')).toBe('12.3456');
    expect(cleanUnitsInput('1.2.3')).toBe('1.23');
    expect(cleanUnitsInput('abc-1e5')).toBe('15');
    expect(cleanUnitsInput('.5')).toBe('0.5');
  });

  it('drops leading zeros of a whole number and stops at 14 characters', () => {
    expect(cleanUnitsInput('0007')).toBe('7');
    expect(cleanUnitsInput('0.25')).toBe('0.25');
    expect(cleanUnitsInput('123456789012345678')).toBe('12345678901234');
  });
});

describe('exit load schedule', () => {
  it('charges equity 1% inside a year and nothing after', () => {
    const rule = exitLoadRule('LC', 'Equity');
    expect(quoteExitLoad(rule, { units: 100, amount: 0, nav: 50, heldDays: 364 })).toMatchObject({ units: 100, amount: 5000, percent: 1, load: 50 });
    expect(quoteExitLoad(rule, { units: 100, amount: 0, nav: 50, heldDays: 365 })).toMatchObject({ percent: 0, load: 0 });
  });

  it('values an amount in units at the NAV; ELSS and debt carry none; arbitrage has its own', () => {
    expect(quoteExitLoad(exitLoadRule('AH', 'Hybrid'), { units: 0, amount: 10000, nav: 33.3333, heldDays: 10 })).toMatchObject({ units: 300.0003, amount: 10000, load: 100 });
    expect(exitLoadRule('TS', 'ELSS').percent).toBe(0);
    expect(exitLoadRule('SD', 'Debt').percent).toBe(0);
    expect(exitLoadRule('AR', 'Hybrid')).toMatchObject({ percent: 0.25, withinDays: 30 });
  });
});
