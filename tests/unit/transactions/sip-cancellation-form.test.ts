import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES, cleanOtherReason, pauseEndDate, sipCancellationSchema, type SipCancellationValues } from '@/lib/forms/plans/sip-cancellation';

// Pause/Cancellation (seed 001 sections 4, 5 and 9): the pause end date (3 or 6 monthly instalments
// from the start, the start included), 'please submit all details to confirm', the reason and the
// Others text of 10 to 100 letters and spaces with its three messages.

const PAUSE: SipCancellationValues = {
  action: 'pause', trtype: 'SIP', ihno: '7000001', pauseStartDate: '10/12/2026', installments: '3', pauseEndDate: '10/02/2027',
  reason: '', reasonLabel: '', otherReason: '',
};
const CANCEL: SipCancellationValues = { ...PAUSE, action: 'cancel', pauseStartDate: '', installments: '', pauseEndDate: '', reason: '1', reasonLabel: 'Financial constraints' };

const errors = (v: Partial<SipCancellationValues>, base = PAUSE) => {
  const r = sipCancellationSchema.safeParse({ ...base, ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('pause end date', () => {
  it('is the last paused instalment: 2 or 5 months after the start', () => {
    expect(pauseEndDate({ year: 2026, month: 12, day: 10 }, 3)).toEqual({ year: 2027, month: 2, day: 10 });
    expect(pauseEndDate({ year: 2026, month: 12, day: 10 }, 6)).toEqual({ year: 2027, month: 5, day: 10 });
  });
});

describe('pause', () => {
  it('accepts a whole pause', () => {
    expect(errors({})).toEqual({});
  });

  it('asks for every detail in the seed’s words', () => {
    expect(errors({ pauseStartDate: '' })).toEqual({ pauseStartDate: 'please submit all details to confirm' });
    expect(errors({ installments: '' })).toEqual({ installments: 'please submit all details to confirm' });
    expect(errors({ installments: '4' })).toEqual({ installments: 'please submit all details to confirm' });
    expect(errors({ pauseEndDate: '' })).toEqual({ pauseEndDate: 'please submit all details to confirm' });
    expect(errors({ installments: '6' })).toEqual({ pauseEndDate: 'please submit all details to confirm' });
  });

  it('is for SIPs only', () => {
    expect(errors({ trtype: 'STP' })).toEqual({ trtype: CANCELLATION_MESSAGES.pauseOnlySip });
  });
});

describe('cancellation', () => {
  it('needs a reason for a SIP, none for an STP or SWP', () => {
    expect(errors({}, CANCEL)).toEqual({});
    expect(errors({ reason: '' }, CANCEL)).toEqual({ reason: '*Rejection reason is mandatory' });
    expect(errors({ reason: '', trtype: 'SWP' }, CANCEL)).toEqual({});
  });

  it('holds Others to 10 to 100 letters and spaces', () => {
    const others = { reason: '99', reasonLabel: 'Others' };
    expect(errors({ ...others, otherReason: '' }, CANCEL)).toEqual({ otherReason: 'Please enter reason' });
    expect(errors({ ...others, otherReason: 'Too short' }, CANCEL)).toEqual({ otherReason: 'Minimum character length is 10' });
    expect(errors({ ...others, otherReason: 'a'.repeat(101) }, CANCEL)).toEqual({ otherReason: 'Maximum character length is 100' });
    expect(errors({ ...others, otherReason: 'Moving to gold 2026' }, CANCEL)).toEqual({ otherReason: 'Please enter reason' });
    expect(errors({ ...others, otherReason: 'Moving my savings elsewhere' }, CANCEL)).toEqual({});
    expect(cleanOtherReason('No money! 100%')).toBe('No money ');
  });

  it('needs a record', () => {
    expect(errors({ ihno: '' }, CANCEL)).toEqual({ ihno: CANCELLATION_MESSAGES.record });
  });
});
