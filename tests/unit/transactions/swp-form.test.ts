import { describe, expect, it } from 'vitest';
import { swpPeriod, swpSchema, swpStart, type SwpValues } from '@/lib/forms/plans/swp';

// SWP Plan (seed 001 sections 5 and 9): withdrawals 5 to 999 with the seed's three messages, the
// Fixed option's minimum, zero-balance folios refused, and the period from the next SWP day 7 days on.

const GOOD: SwpValues = {
  folio: '10234561', scheme: '117~FC~RG~G', zeroBalance: 'N', curValue: '50000', minAmount: '1000', option: 'Fixed', frequency: 'M', minWithdrawals: '5',
  day: '10', withdrawals: '12', amount: '1500',
};
const errors = (v: Partial<SwpValues>) => {
  const r = swpSchema.safeParse({ ...GOOD, ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('SWP rules', () => {
  it('accepts a whole plan', () => {
    expect(errors({})).toEqual({});
  });

  it('holds withdrawals to 5..999', () => {
    expect(errors({ withdrawals: '' })).toEqual({ withdrawals: 'Please enter the valid number of withdrawals' });
    expect(errors({ withdrawals: '4' })).toEqual({ withdrawals: 'Please check the minimum With-drawals value' });
    expect(errors({ withdrawals: '1000' })).toEqual({ withdrawals: 'no of withdrawals should not be more than 999' });
    expect(errors({ withdrawals: '6', minWithdrawals: '8' })).toEqual({ withdrawals: 'Please check the minimum With-drawals value' });
  });

  it('needs the Fixed amount at the minimum, and nothing for Appreciation', () => {
    expect(errors({ amount: '999' })).toEqual({ amount: 'Minimum amount is 1,000(₹)' });
    expect(errors({ amount: '' })).toEqual({ amount: 'Amount is mandatory*' });
    expect(errors({ amount: '60000' })).toEqual({ amount: 'You dont have enough amount to withdraw' });
    expect(errors({ option: 'Appreciation', amount: '' })).toEqual({});
  });

  it('refuses a zero-balance folio and asks for what is missing', () => {
    expect(errors({ zeroBalance: 'Y', scheme: '' })).toEqual({ folio: 'SWP in zero balance folios is not allowed' });
    expect(errors({ folio: '', option: '', frequency: '', day: '' })).toEqual({
      folio: 'Folio is mandatory*', option: 'Withdrawal Option is mandatory*', frequency: 'Frequency is mandatory*', day: 'SWP Day is mandatory*',
    });
  });
});

describe('SWP period', () => {
  it('starts on the next SWP day at least 7 days ahead and steps by the frequency', () => {
    expect(swpStart({ year: 2026, month: 11, day: 24 }, 10)).toEqual({ year: 2026, month: 12, day: 10 });
    expect(swpStart({ year: 2026, month: 11, day: 1 }, 5)).toEqual({ year: 2026, month: 12, day: 5 });
    expect(swpPeriod({ year: 2026, month: 11, day: 24 }, 'M', '10', '12')).toEqual({ start: '10/12/2026', end: '10/11/2027' });
    expect(swpPeriod({ year: 2026, month: 11, day: 24 }, 'Q', '10', '5')).toEqual({ start: '10/12/2026', end: '10/12/2027' });
    expect(swpPeriod({ year: 2026, month: 11, day: 24 }, 'M', '', '12')).toBeNull();
  });
});
