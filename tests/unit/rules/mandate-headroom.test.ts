import { describe, expect, it } from 'vitest';
import { drawsOn, headroom, HEADROOM_MESSAGES, headroomWarning, peakDrawn, type DrawingSip } from '../../../lib/rules/mandate-headroom';

const sip = (over: Partial<DrawingSip>): DrawingSip => ({ amount: 1000, status: 'Live', startDate: '2026-01-10', endDate: '2028-01-10', ...over });

describe('mandate headroom', () => {
  it('counts live SIPs over their own months only', () => {
    const live = sip({});
    expect(drawsOn(live, '2026-01-09')).toBe(false);
    expect(drawsOn(live, '2026-01-10')).toBe(true);
    expect(drawsOn(live, '2028-01-11')).toBe(false);
  });

  it('never counts a cancelled or finished SIP', () => {
    expect(drawsOn(sip({ status: 'Cancelled' }), '2026-06-01')).toBe(false);
    expect(drawsOn(sip({ status: 'Ceased' }), '2026-06-01')).toBe(false);
    expect(headroom(5000, [sip({ endDate: '2026-05-31' })], '2026-06-01', '2027-01-01')).toBe(5000);
  });

  it('counts a paused SIP from the day after its pause ends', () => {
    const paused = sip({ status: 'Paused', pausedTo: '2026-08-31' });
    expect(drawsOn(paused, '2026-08-31')).toBe(false);
    expect(drawsOn(paused, '2026-09-01')).toBe(true);
    // Room today, none once it resumes inside the span.
    expect(headroom(1500, [sip({ amount: 1000 }), paused], '2026-06-01', '2026-07-31')).toBe(500);
    expect(headroom(1500, [sip({ amount: 1000 }), paused], '2026-06-01', '2026-12-31')).toBe(0);
  });

  it('is the least room on any day of the span, not the sum of every SIP ever', () => {
    const early = sip({ amount: 3000, startDate: '2026-01-01', endDate: '2026-06-30' });
    const late = sip({ amount: 2500, startDate: '2026-07-01', endDate: '2027-06-30' });
    expect(peakDrawn([early, late], '2026-03-01', '2027-01-01')).toBe(3000);
    expect(headroom(5000, [early, late], '2026-03-01', '2027-01-01')).toBe(2000);
  });

  it('says plainly when an instalment is above what is left', () => {
    expect(HEADROOM_MESSAGES.exceeds('₹3,000', '₹2,000')).toBe(
      'This instalment of ₹3,000 is more than the ₹2,000 left on the mandate once the SIPs already drawing on it are paid. Instalments beyond what is left will fail: register another mandate or lower the amount.',
    );
  });
});

describe('the SIP form warning', () => {
  const rupees = (n: number) => `₹${n}`;
  it('warns above what is left but within the maximum, and not otherwise', () => {
    expect(headroomWarning(3000, 5000, 2000, rupees)).toBe(HEADROOM_MESSAGES.exceeds('₹3000', '₹2000'));
    expect(headroomWarning(2000, 5000, 2000, rupees)).toBeNull();
    // Above the maximum the amount's own rule refuses it.
    expect(headroomWarning(6000, 5000, 2000, rupees)).toBeNull();
    expect(headroomWarning(3000, 5000, undefined, rupees)).toBeNull();
  });
  it('says so at once when nothing is left', () => {
    expect(headroomWarning(0, 5000, 0, rupees)).toBe(HEADROOM_MESSAGES.none);
  });
});
