import { describe, expect, it } from 'vitest';
import { toTrackerRow } from '@/server/services/tracker/tracker';
import { TRACKER_STATE_LABELS } from '@/lib/tracker/query';
import { lifecycleUpdate, trailState } from '@/server/services/tracker/tracker-states';
import type { Initiation } from '@/server/store/initiations';
import { weekdaysOnlyNote } from '@/lib/rules/working-days';
import { seededCalendar } from '@/sandbox/domains/schemes/market-calendar';

const AT = new Date('2026-11-20T04:30:00Z');
/** The registrar's calendar as the sandbox seeds it (2026 and 2027). */
const SEEDED = seededCalendar();

function trail(over: Partial<Initiation> = {}): Initiation {
  return {
    id: 7, userId: 'demo@dit.test', memberId: null, memberName: null, arn: 'ARN-112233', at: AT, updatedAt: AT, ip: null, userAgent: null, kind: 'additional-purchase',
    pan: 'BKFPS4821K', investor: 'Ravi Sharma', folio: '10234561', scheme: 'Large Cap Fund', amount: '2500', reference: '5100001',
    referenceKind: 'txn', outcome: 'made', message: null, idempotencyKey: 'k', state: null, expiresAt: null, checkedAt: null, detail: null,
    ...over,
  };
}

const registrarRow = (over: Record<string, string> = {}) => ({
  ihno: '5100001', trtype: 'Additional Purchase', pan: 'BKFPS4821K', InvName: 'Ravi Sharma', acno: '10234561', scheme: 'Large Cap Fund',
  ToScheme: '', amount: '2500.00', units: '0', sipamount: '0', status: 'P' as const, EnteredAt: AT.toISOString(),
  ExpiresAt: '2026-11-27T04:30:00.000Z', DecidedAt: '', NavDate: '', Nav: '', AllotUnits: '', AllotAmount: '', Reason: '',
  ReinitiatedAs: '', Link: 'http://sandbox/__sandbox/authorise?t=x', ResendsLeft: '3', ReasonCode: '', ...over,
});

const pick = (u: ReturnType<typeof lifecycleUpdate>) => ({ state: u.state, expiresAt: u.expiresAt, detail: u.detail });

describe('a tracker row', () => {
  it('is awaiting the investor with its link, expiry and resends while pending', () => {
    const u = lifecycleUpdate(registrarRow(), AT, SEEDED);
    const row = toTrackerRow(trail({ state: u.state, expiresAt: u.expiresAt, detail: u.detail }));
    expect(row).toMatchObject({ state: 'P', kindLabel: 'Additional Purchase', expiresAt: '2026-11-27T04:30:00.000Z', resendsLeft: 3, canOpen: true });
    expect(row.link).toContain('/__sandbox/authorise');
  });

  it('carries the approval time once approved, and a SIP cancellation its day to take effect', () => {
    // Entered Friday 20 November 2026; approved Monday 23rd, so two working days past the 24th's holiday.
    const approvedAt = '2026-11-23T05:00:00.000Z';
    const cancel = { trtype: 'SIP Cancellation', amount: '0', Link: '' };
    const pending = toTrackerRow(trail({ kind: 'sip-cancellation', ...pick(lifecycleUpdate(registrarRow({ ...cancel, Link: 'x' }), AT, SEEDED)) }));
    expect(pending).toMatchObject({ state: 'P', approvedAt: null, effectiveBy: '2026-11-25' });
    const done = toTrackerRow(trail({ kind: 'sip-cancellation', ...pick(lifecycleUpdate(registrarRow({ ...cancel, status: 'L', DecidedAt: approvedAt }), AT, SEEDED)) }));
    // Processed, never "Allotted": a cancellation buys no units at a NAV.
    expect(done).toMatchObject({ state: 'K', approvedAt, effectiveBy: '2026-11-26', allotment: null });
    expect(TRACKER_STATE_LABELS[done.state]).toBe('Processed');
    expect(trailState({ status: 'L', trtype: 'SIP Registration' })).toBe('K');
    expect(trailState({ status: 'L', trtype: 'Redemption' })).toBe('L');
    expect(trailState({ status: 'A', trtype: 'SIP Cancellation' })).toBe('A');
    const purchase = toTrackerRow(trail(pick(lifecycleUpdate(registrarRow({ status: 'A', DecidedAt: approvedAt, Link: '' }), AT, SEEDED))));
    expect(purchase).toMatchObject({ approvedAt, effectiveBy: null });
    const rejected = toTrackerRow(trail(pick(lifecycleUpdate(registrarRow({ ...cancel, status: 'R', DecidedAt: approvedAt }), AT, SEEDED))));
    expect(rejected).toMatchObject({ approvedAt: null, effectiveBy: null });
  });

  it('notes beside the day to take effect when it was counted through a year the registrar has not published', () => {
    // Approved Thursday 31 December 2026: Friday 1 and Monday 4 January 2027.
    const approved = registrarRow({ trtype: 'SIP Cancellation', amount: '0', Link: '', status: 'L', DecidedAt: '2026-12-31T06:00:00.000Z' });
    const counted = (calendar: typeof SEEDED) => toTrackerRow(trail({ kind: 'sip-cancellation', ...pick(lifecycleUpdate(approved, AT, calendar)) }));
    expect(counted(SEEDED)).toMatchObject({ effectiveBy: '2027-01-04', effectiveByNote: null });
    expect(counted(seededCalendar([2026]))).toMatchObject({ effectiveBy: '2027-01-04', effectiveByNote: weekdaysOnlyNote([2027]) });
  });

  it('carries the units a redemption in units asked for, where it names no rupees', () => {
    const u = lifecycleUpdate(registrarRow({ trtype: 'Redemption', amount: '0.00', units: '50.0000' }), AT, SEEDED);
    expect(toTrackerRow(trail({ kind: 'redemption', amount: null, ...pick(u) }))).toMatchObject({ amount: '', units: '50' });
    expect(toTrackerRow(trail(pick(lifecycleUpdate(registrarRow(), AT, SEEDED))))).toMatchObject({ amount: '2500', units: '' });
  });

  it('carries the NAV day, NAV and units once allotted, and no link', () => {
    const u = lifecycleUpdate(registrarRow({ status: 'L', NavDate: '20/11/2026', Nav: '52.1234', AllotUnits: '47.9630', AllotAmount: '2500.00', Link: '' }), AT, SEEDED);
    const row = toTrackerRow(trail({ state: u.state, expiresAt: u.expiresAt, detail: u.detail }));
    expect(row.state).toBe('L');
    expect(row.allotment).toEqual({ navDate: '20/11/2026', nav: '52.1234', units: '47.9630', amount: '2500.00' });
    expect(row.link).toBeNull();
    expect(row.expiresAt).toBeNull();
  });

  it('offers Reinitiate for an expired row within 14 days of entry, not after', () => {
    const expired = registrarRow({ status: 'E', Link: '' });
    const soon = lifecycleUpdate(expired, new Date(AT.getTime() + 10 * 86_400_000), SEEDED);
    const late = lifecycleUpdate(expired, new Date(AT.getTime() + 15 * 86_400_000), SEEDED);
    expect(toTrackerRow(trail({ state: 'E', detail: soon.detail })).canReinitiate).toBe(true);
    expect(toTrackerRow(trail({ state: 'E', detail: late.detail })).canReinitiate).toBe(false);
    const done = lifecycleUpdate(registrarRow({ status: 'E', ReinitiatedAs: '5100002' }), AT, SEEDED);
    expect(toTrackerRow(trail({ state: 'E', detail: done.detail })).canReinitiate).toBe(false);
  });

  it('shows the rejection reason', () => {
    const u = lifecycleUpdate(registrarRow({ status: 'R', Reason: 'Rejected by the investor' }), AT, SEEDED);
    expect(toTrackerRow(trail({ state: 'R', detail: u.detail })).reason).toBe('Rejected by the investor');
  });

  it("is in doubt or refused by the request's own outcome, with the refusal's words", () => {
    expect(toTrackerRow(trail({ outcome: 'in-doubt', reference: null })).state).toBe('D');
    const refused = toTrackerRow(trail({ outcome: 'refused', message: 'Minimum amount is 1000', reference: null }));
    expect(refused).toMatchObject({ state: 'X', reason: 'Minimum amount is 1000', canOpen: false });
  });

  it('is done where the registrar keeps no lifecycle (a mail sent, a link made)', () => {
    expect(toTrackerRow(trail({ kind: 'nfo-link', referenceKind: null, reference: 'L123' })).state).toBe('M');
    expect(toTrackerRow(trail({ kind: 'nfo-link', referenceKind: null })).kindLabel).toBe('NFO link');
  });
});
