import { describe, expect, it } from 'vitest';
import { nextWednesday, stpPeriod, stpSchema, type StpValues } from '@/lib/forms/plans/stp';

// STP Plan (seed 001 sections 4, 5 and 9): transfers from the frequency's minimum to 999, the STP's
// minimum (1000) and the target's multiple, different schemes, the option and EUIN, zero-balance folios refused, and the
// weekly start on the next Wednesday at least five days ahead.

const GOOD: StpValues = {
  folio: '10234561', scheme: '117~FC~RG~G', zeroBalance: 'N', curValue: '50000', category: 'Equity', toScheme: '117~LC~RG~G', multiples: '1',
  frequency: 'M', minTransfers: '6', transfers: '12', day: '10', option: 'Fixed', amount: '5000', arnCode: 'ARN-112233', subArnCode: '', subBrokerCode: '',
  euinDeclaration: 'YES', euin: '',
};
const errors = (v: Partial<StpValues>) => {
  const r = stpSchema.safeParse({ ...GOOD, ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('STP rules', () => {
  it('accepts a whole plan', () => {
    expect(errors({})).toEqual({});
  });

  it('holds the transfers to the frequency minimum and 999', () => {
    expect(errors({ transfers: '5' })).toEqual({ transfers: 'No of transfers should be minimum 6' });
    expect(errors({ transfers: '1000' })).toEqual({ transfers: 'No of transfers should not be more than 999' });
    expect(errors({ transfers: '' })).toEqual({ transfers: 'No of transfers is mandatory*' });
  });

  it('holds the amount to the STP minimum of 1000, whatever the frequency, and the target multiple', () => {
    expect(errors({ amount: '1000' })).toEqual({});
    for (const frequency of ['W', 'M', 'Q']) expect(errors({ frequency, amount: '999' })).toEqual({ amount: 'Transfer amount should be minimum 1000' });
    expect(errors({ amount: '5050', multiples: '100' })).toEqual({ amount: 'Transfer amount should be multiple of 100' });
  });

  it('refuses the same scheme, a zero-balance folio, a missing option or EUIN', () => {
    expect(errors({ toScheme: '117~FC~RG~G' })).toEqual({ toScheme: 'Transfer from Scheme and Transfer to Scheme should not be same' });
    expect(errors({ zeroBalance: 'Y' })).toEqual({ folio: 'STP in Zero balance folios is not accepted' });
    expect(errors({ option: '' })).toEqual({ option: 'STP Option is mandatory*' });
    expect(errors({ euinDeclaration: 'NO' })).toEqual({ euin: 'EUIN No is mandatory' });
    expect(errors({ day: '' })).toEqual({ day: 'STP Date is mandatory*' });
    expect(errors({ frequency: 'W', day: '' })).toEqual({});
  });
});

describe('STP period', () => {
  it('starts a weekly STP on the next Wednesday at least five days ahead', () => {
    // 24/11/2026 is a Tuesday: five days on is Sunday 29th, so Wednesday 2 December.
    expect(nextWednesday({ year: 2026, month: 11, day: 24 })).toEqual({ year: 2026, month: 12, day: 2 });
    // Friday 20/11: five days on is Wednesday 25th itself.
    expect(nextWednesday({ year: 2026, month: 11, day: 20 })).toEqual({ year: 2026, month: 11, day: 25 });
    expect(stpPeriod({ year: 2026, month: 11, day: 24 }, 'W', '', '8')).toEqual({ start: '02/12/2026', end: '20/01/2027' });
  });

  it('starts a monthly or quarterly STP on the next STP date 7 days on', () => {
    expect(stpPeriod({ year: 2026, month: 11, day: 24 }, 'M', '10', '6')).toEqual({ start: '10/12/2026', end: '10/05/2027' });
    expect(stpPeriod({ year: 2026, month: 11, day: 24 }, 'Q', '5', '4')).toEqual({ start: '05/12/2026', end: '05/09/2027' });
    expect(stpPeriod({ year: 2026, month: 11, day: 24 }, 'M', '', '6')).toBeNull();
  });
});
