import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DistributorAuth } from '@/server/auth/session';
import { bookWorklist } from '@/server/fundhouse/endpoints/worklist';
import { transactionStatuses } from '@/server/fundhouse/endpoints/lifecycle';
import { detailedTransactions } from '@/server/fundhouse/endpoints/transactions';
import type { Db } from '@/server/store/db';

// The tracker asks the registrar about the rows that can still change: through the project's status
// path, or, where a registrar lacks it, through the seed's lists of pending, approved and expired rows.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const rowsToRefresh = vi.fn();
const updateStates = vi.fn(async () => {});
const adoptRegistrarTransactions = vi.fn(async () => 0);
const mandatesToRefresh = vi.fn(async (): Promise<string[]> => []);
vi.mock('@/server/store/initiations', () => ({ rowsToRefresh, updateStates, adoptRegistrarTransactions, mandatesToRefresh }));

const { refreshStates } = await import('@/server/services/tracker/tracker-states');

const auth: DistributorAuth = { session: { userId: 'demo@dit.test', arn: 'ARN-112233', name: 'A', flag: 'N', lastLogin: '' }, token: 't' };
const db = {} as Db;
const seedRow = (ihno: string, status: 'P' | 'A' | 'E') => ({
  ihno, InvName: 'Ravi Sharma', pan: 'BKFPS4821K', scheme: 'Large Cap', trtype: 'Additional Purchase', Entdate: '28/11/2026 09:05 AM',
  dd_appno: `W${ihno}`, amount: '2500', sipamount: '0', units: '0', Link: status === 'P' ? 'http://x/a?t=1' : '', fund_code: '117', status, Reinitiate: 'N' as const,
});

const lifecycle = (ihno: string, status: 'P' | 'A') => ({
  ihno, trtype: ihno === '5000001' ? 'Additional Purchase' : 'Redemption', pan: 'BKFPS4821K', InvName: 'Ravi Sharma', acno: '10234561', scheme: 'Large Cap',
  ToScheme: '', amount: ihno === '5000001' ? '10000.00' : '0.00', units: ihno === '5000001' ? '0' : '50', sipamount: '0', status,
  EnteredAt: '2026-11-28T03:35:00.000Z', ExpiresAt: '2026-12-05T03:35:00.000Z', DecidedAt: '', NavDate: '', Nav: '', AllotUnits: '', AllotAmount: '',
  Reason: '', ReinitiatedAs: '', Link: 'http://x/a?t=1', ResendsLeft: '3',
});

beforeEach(() => {
  upstream.reset();
  updateStates.mockClear();
  adoptRegistrarTransactions.mockClear();
  mandatesToRefresh.mockResolvedValue([]);
  rowsToRefresh.mockResolvedValue([{ reference: '5100001' }, { reference: '5100002' }, { reference: null }]);
});

describe('refreshing the tracker', () => {
  it('asks the status path once for every row that can change, and for every link awaiting the investor', async () => {
    upstream.answer(transactionStatuses, { Statuses: [] });
    expect(await refreshStates(auth, db)).toBe(true);
    expect(upstream.paramsOf(transactionStatuses)).toEqual([{ Arn: 'ARN-112233', Fund: '117', Ihnos: '5100001,5100002', Pending: 'Y' }]);
  });

  it('keeps the pending transactions the trail lacks, whoever entered them, with their state', async () => {
    rowsToRefresh.mockResolvedValue([]);
    upstream.answer(transactionStatuses, { Statuses: [lifecycle('5000001', 'P'), lifecycle('5000002', 'P')] });
    expect(await refreshStates(auth, db)).toBe(true);
    expect(upstream.paramsOf(transactionStatuses)).toEqual([{ Arn: 'ARN-112233', Fund: '117', Ihnos: '', Pending: 'Y' }]);
    const [, arn, found] = adoptRegistrarTransactions.mock.calls[0] as unknown as [Db, string, { reference: string; kind: string; amount: string | null; at: Date }[]];
    expect(arn).toBe('ARN-112233');
    expect(found.map((f) => [f.reference, f.kind, f.amount, f.at.toISOString()])).toEqual([
      ['5000001', 'additional-purchase', '10000', '2026-11-28T03:35:00.000Z'],
      ['5000002', 'redemption', null, '2026-11-28T03:35:00.000Z'],
    ]);
    const [, , updates] = updateStates.mock.calls[0] as unknown as [Db, string, { reference: string; state: string; expiresAt: Date | null }[]];
    expect(updates.map((u) => [u.reference, u.state, u.expiresAt?.toISOString()])).toEqual([
      ['5000001', 'P', '2026-12-05T03:35:00.000Z'],
      ['5000002', 'P', '2026-12-05T03:35:00.000Z'],
    ]);
  });

  it("falls back to the seed's lists when the registrar lacks the status path", async () => {
    upstream.fail(transactionStatuses, 'http', '', 404);
    upstream.answerWith(detailedTransactions, (p) => ({ DtData: p.transflag === 'P' ? [seedRow('5100001', 'P')] : p.transflag === 'A' ? [seedRow('5100002', 'A'), seedRow('999', 'A')] : [] }));
    expect(await refreshStates(auth, db)).toBe(true);
    const [, , updates] = updateStates.mock.calls[0] as unknown as [Db, string, { reference: string; state: string }[]];
    expect(updates.map((u) => [u.reference, u.state])).toEqual([['5100001', 'P'], ['5100002', 'A']]);
  });

  it('keeps the states as last known when the registrar cannot be asked', async () => {
    upstream.fail(transactionStatuses, 'timeout');
    expect(await refreshStates(auth, db)).toBe(false);
    expect(updateStates).not.toHaveBeenCalled();
  });

  it("reads a mandate registration's state from the book's mandates while it can change: Pending awaits the investor, Active is processed", async () => {
    rowsToRefresh.mockResolvedValue([]);
    mandatesToRefresh.mockResolvedValue(['UP8100007', 'EN8100008']);
    upstream.answer(transactionStatuses, { Statuses: [] });
    const mandate = (RegRef: string, Status: 'Pending' | 'Active') => ({
      RegRef, Umrn: Status === 'Active' ? 'UPI8100007117000007' : '', pan: 'BKFPS4821K', InvName: 'Ravi Sharma', acno: '10234561', Kind: 'UPI' as const,
      Status, BankName: 'HDFC Bank', StartDate: '2026-11-28', EndDate: '2036-11-28', MaxAmount: '10000',
    });
    upstream.answer(bookWorklist, { Investors: [], Sips: [], Mandates: [mandate('UP8100007', 'Pending'), mandate('EN8100008', 'Active'), mandate('OTHER1', 'Pending')] });
    expect(await refreshStates(auth, db)).toBe(true);
    const call = updateStates.mock.calls.find((c) => (c as unknown[])[4] === 'mandate') as unknown as [Db, string, { reference: string; state: string }[], Date, string];
    expect(call[2].map((u) => [u.reference, u.state])).toEqual([['UP8100007', 'P'], ['EN8100008', 'K']]);
  });
});
