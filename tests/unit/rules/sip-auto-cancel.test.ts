import { describe, expect, it } from 'vitest';
import { autoCancelReason, cancelAfter, cancelsSip, consecutiveFailures, failuresLeftText } from '@/lib/rules/sip-auto-cancel';

describe('SIP auto-cancellation after consecutive failed instalments', () => {
  it('cancels a monthly SIP at the third consecutive failure', () => {
    expect(cancelAfter('Monthly')).toBe(3);
    expect(cancelsSip('Monthly', ['Allotted', 'Failed', 'Failed'])).toBe(false);
    expect(cancelsSip('Monthly', ['Allotted', 'Failed', 'Failed', 'Failed'])).toBe(true);
  });

  it('cancels a quarterly or longer SIP at the second', () => {
    expect(cancelAfter('Quarterly')).toBe(2);
    expect(cancelAfter('Q')).toBe(2);
    expect(cancelAfter('Yearly')).toBe(2);
    expect(cancelsSip('Quarterly', ['Failed'])).toBe(false);
    expect(cancelsSip('Quarterly', ['Allotted', 'Failed', 'Failed'])).toBe(true);
  });

  it('starts counting again after a success', () => {
    expect(consecutiveFailures(['Failed', 'Failed', 'Allotted', 'Failed'])).toBe(1);
    expect(cancelsSip('Monthly', ['Failed', 'Failed', 'Allotted', 'Failed', 'Failed'])).toBe(false);
  });

  it('neither counts nor resets a paused instalment', () => {
    expect(consecutiveFailures(['Failed', 'Paused', 'Failed', 'Paused'])).toBe(2);
    expect(cancelsSip('Monthly', ['Failed', 'Failed', 'Paused', 'Paused', 'Failed'])).toBe(true);
  });

  it('words the reason and what is left', () => {
    expect(autoCancelReason(3)).toBe('Cancelled after 3 consecutive failed instalments');
    expect(failuresLeftText(2, 3)).toBe('1 more failed instalment would cancel it');
    expect(failuresLeftText(0, 2)).toBe('2 more failed instalments would cancel it');
  });
});
