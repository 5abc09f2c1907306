import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '@/lib/dates';
import { SIP_TOPUP_IMPOSSIBLE } from '@/lib/forms/sip/sip-messages';
import { TOPUP_IMPOSSIBLE } from '@/lib/forms/sip/sip-topup-fields';
import {
  onSipDay, topupEndProblem, topupEndRange, topupRangeHint, topupStartProblem, topupStartRange, topupStartWindow,
} from '@/lib/rules/sip-topup';

// The one top-up date rule of the SIP registration, the SIP TOP-UP screen, the iSIP and the sandbox
// (seed 002 sections 4.3, 4.5, 5 and 9; seed 001 section 9), and the hints built from it, which never
// offer a window that cannot be met.

const d = (year: number, month: number, day: number): CalendarDay => ({ year, month, day });

describe('top-up dates', () => {
  const sip = { start: d(2027, 1, 10), end: d(2030, 12, 10) };

  it('fall on the SIP day', () => {
    expect(onSipDay(d(2027, 7, 10), sip)).toBe(true);
    expect(topupStartProblem(sip, d(2027, 7, 15))).toBe('sipDay');
    expect(topupEndProblem(sip, d(2028, 1, 15), d(2027, 7, 10), 'H')).toBe('sipDay');
  });

  it('start 6 to 9 months after the SIP start, never on the start itself', () => {
    expect(topupStartWindow(sip)).toEqual({ from: d(2027, 7, 10), to: d(2027, 10, 10) });
    expect(topupStartProblem(sip, d(2027, 1, 10))).toBe('window');
    expect(topupStartProblem(sip, d(2027, 6, 10))).toBe('window');
    expect(topupStartProblem(sip, d(2027, 7, 10))).toBeNull();
    expect(topupStartProblem(sip, d(2027, 10, 10))).toBeNull();
    expect(topupStartProblem(sip, d(2027, 11, 10))).toBe('window');
  });

  it('end at least 5 (Half-Yearly) or 11 (Yearly) months after the start, within the SIP', () => {
    expect(topupEndProblem(sip, d(2027, 12, 10), d(2027, 7, 10), 'H')).toBeNull();
    expect(topupEndProblem(sip, d(2027, 11, 10), d(2027, 7, 10), 'H')).toBe('tooSoon');
    expect(topupEndProblem(sip, d(2028, 5, 10), d(2027, 7, 10), 'Y')).toBe('tooSoon');
    expect(topupEndProblem(sip, d(2031, 1, 10), d(2027, 7, 10), 'H')).toBe('endPastEnd');
  });
});

describe('top-up hints', () => {
  it('offer the window cut to the starts that leave room for an end', () => {
    const sip = { start: d(2026, 12, 10), end: d(2027, 12, 10) };
    expect(topupStartRange(sip, 'H')).toEqual({ from: d(2027, 6, 10), to: d(2027, 7, 10) });
    expect(topupRangeHint(topupStartRange(sip, 'H'), TOPUP_IMPOSSIBLE)).toBe('Between 10/06/2027 and 10/07/2027');
    expect(topupRangeHint(topupEndRange(sip, d(2027, 6, 10), 'H'), TOPUP_IMPOSSIBLE)).toBe('Between 10/11/2027 and 10/12/2027');
  });

  it('say why when a Yearly top-up cannot fit (never "between 28/05/2028 and 28/11/2027")', () => {
    const sip = { start: d(2026, 11, 28), end: d(2027, 11, 28) };
    expect(topupEndRange(sip, d(2027, 6, 28), 'Y')).toEqual({ impossible: 'endPastEnd' });
    expect(topupRangeHint(topupEndRange(sip, d(2027, 6, 28), 'Y'), TOPUP_IMPOSSIBLE)).toBe('Top-up End Date should not exceed SIP End date');
    expect(topupRangeHint(topupStartRange(sip, 'Y'), TOPUP_IMPOSSIBLE)).toBe('Top-up End Date should not exceed SIP End date');
  });

  it('say why when the SIP ends before any end can (never "On or after 10/11/2027, within the SIP" for a SIP ending 10/06/2027)', () => {
    const sip = { start: d(2026, 12, 10), end: d(2027, 6, 10) };
    expect(topupRangeHint(topupEndRange(sip, d(2027, 6, 10), 'H'), SIP_TOPUP_IMPOSSIBLE)).toBe('Top-up End Date should not exceed SIP End date');
    expect(topupRangeHint(topupStartRange(sip, 'H'), SIP_TOPUP_IMPOSSIBLE)).toBe('Top-up End Date should not exceed SIP End date');
  });

  it('say why when every start is past the SIP end', () => {
    const sip = { start: d(2026, 12, 10), end: d(2027, 5, 10) };
    expect(topupRangeHint(topupStartRange(sip, 'H'), SIP_TOPUP_IMPOSSIBLE)).toBe('Top-up Start Date should not exceed SIP End Date');
  });
});

describe('the top-up rule’s wording', () => {
  it('is the same on the SIP form, the live SIP’s top-up and at the registrar', async () => {
    const { TOPUP_RULE_MESSAGES: R } = await import('../../../lib/rules/sip-topup');
    const { SIP_MESSAGES } = await import('../../../lib/forms/sip/sip-messages');
    const { TOPUP_MESSAGES } = await import('../../../lib/forms/sip/sip-topup-fields');
    const { SIP_MESSAGES: REGISTRAR } = await import('../../../sandbox/domains/sip/sip-rules');
    const { SIP_CHANGE_MESSAGES } = await import('../../../sandbox/domains/sip/sip-changes');
    expect(R.minimum).toBe('Amount should be greater than or equal to 500');
    expect(R.multiple).toBe('Amount should be in multiple of 500');
    expect(R.fewInstalments).toBe('Top-up needs more than 6 installments left');
    expect(R.window('10/06/2026', '10/09/2026')).toBe('Top-up Start Date should be between 10/06/2026 and 10/09/2026');
    for (const m of [SIP_MESSAGES.topUpMin, TOPUP_MESSAGES.minimum, REGISTRAR.topUpMin, SIP_CHANGE_MESSAGES.minimum]) expect(m).toBe(R.minimum);
    for (const m of [SIP_MESSAGES.topUpMultiple, TOPUP_MESSAGES.multiple, REGISTRAR.topUpMultiple, SIP_CHANGE_MESSAGES.multiple]) expect(m).toBe(R.multiple);
    for (const m of [SIP_MESSAGES.topUpStartBeyond, TOPUP_MESSAGES.startPastEnd, REGISTRAR.topUpStartEnd, SIP_CHANGE_MESSAGES.startPastEnd]) expect(m).toBe(R.startPastEnd);
    for (const m of [SIP_MESSAGES.topUpEndBeyond, TOPUP_MESSAGES.endPastEnd, REGISTRAR.topUpEnd, SIP_CHANGE_MESSAGES.endPastEnd]) expect(m).toBe(R.endPastEnd);
    expect(TOPUP_MESSAGES.fewInstalments).toBe(SIP_CHANGE_MESSAGES.fewInstalments);
    expect(TOPUP_MESSAGES.frequency).toBe(SIP_CHANGE_MESSAGES.frequency);
  });
});
