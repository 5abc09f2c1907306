import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DistributorAuth } from '@/server/auth/session';
import { investorByPan } from '@/server/fundhouse/endpoints/investors';
import { NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';

// Starting an investment for a PAN outside the book: refused before anything is cleared or sealed.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const selectInvestor = vi.fn(async () => {});
const clearDraftsForPan = vi.fn(async () => {});
vi.mock('@/server/auth/selected-investor', () => ({ selectInvestor }));
vi.mock('@/server/store/drafts', () => ({ clearDraftsForPan }));
vi.mock('@/server/store/db', () => ({ getDb: async () => ({}) }));

const { initiateInvestment } = await import('@/server/services/investors/investor-initiate');

const auth: DistributorAuth = { session: { userId: 'txn@dit.test', arn: 'ARN-445566', name: 'T', flag: 'Y', lastLogin: '' }, token: 't' };

beforeEach(() => {
  upstream.reset();
  selectInvestor.mockClear();
  clearDraftsForPan.mockClear();
});

describe('initiating an investment', () => {
  it('checks the book first: a PAN outside it clears no drafts and is never selected', async () => {
    upstream.answer(investorByPan, { DtData: [], Table1: [], Table2: [], Table3: [] });
    await expect(initiateInvestment(auth, 'BKFPS4821K', { taxCheck: false })).rejects.toMatchObject({ status: 404, body: { message: NO_INVESTOR_MESSAGE } });
    expect(clearDraftsForPan).not.toHaveBeenCalled();
    expect(selectInvestor).not.toHaveBeenCalled();
    expect(upstream.calls.map((c) => c.name)).toEqual(['investorByPan']);
  });
});
