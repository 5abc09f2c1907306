import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DistributorAuth } from '@/server/auth/session';
import type { WireAnswerOf } from '@/server/fundhouse/endpoint';
import { foliosByPan, investorByPan } from '@/server/fundhouse/endpoints/investors';
import { validateBrokerCode } from '@/server/fundhouse/endpoints/purchase';

// A transaction's steps read the investor and the folios of its PAN once a minute per user, not on every
// step; a failure is not kept, users never share an answer, and a confirmation forgets them.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const { FLOW_READ_MS, flowFolios, flowInvestor, forgetFlowReads } = await import('@/server/services/transactions/flow-reads');
const { transactionInvestor } = await import('@/server/services/transactions/transaction-investor');
const { euinChoices } = await import('@/server/services/purchase/purchase-lists');

const auth = (userId: string, arn = 'ARN-112233'): DistributorAuth => ({ session: { userId, arn, name: 'A', flag: 'N', lastLogin: '' }, token: `t-${userId}` });
const asha = auth('demo@dit.test');
const PAN = 'BKFPS4821K';
const ravi = { DtData: [{ invname: 'Ravi Sharma', PAN, KYC: 'Y', FATCA: 'Y', fav: 'T', email: 'ravi@example.com', Mobile: '9876543210' }] } satisfies WireAnswerOf<typeof investorByPan>;
const folios = { DtData: [{ fund: '117', acno: '10234561', invname: 'Ravi Sharma', Schemes: 'LC', BalUnits: '12.5', CurValue: '1000' }] } satisfies WireAnswerOf<typeof foliosByPan>;
const count = (name: string) => upstream.calls.filter((c) => c.name === name).length;

beforeEach(() => {
  upstream.reset();
  upstream.answer(investorByPan, ravi);
  upstream.answer(foliosByPan, folios);
});
afterEach(() => vi.useRealTimers());

describe('the reads of a transaction', () => {
  it('ask the registrar once for every step within the minute, then again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    for (let step = 0; step < 5; step++) expect(await transactionInvestor(asha, PAN)).toMatchObject({ name: 'Ravi Sharma', holdsFund: true });
    await flowInvestor(asha, PAN);
    expect(count('investorByPan')).toBe(1);
    expect(count('foliosByPan')).toBe(1);
    vi.setSystemTime(Date.now() + FLOW_READ_MS);
    await flowInvestor(asha, PAN);
    expect(count('investorByPan')).toBe(2);
  });

  it('are kept per user and ARN, never shared', async () => {
    await flowInvestor(asha, PAN);
    await flowInvestor(auth('txn@dit.test', 'ARN-445566'), PAN);
    await flowInvestor(auth('demo@dit.test', 'ARN-445566'), PAN);
    expect(upstream.calls.filter((c) => c.name === 'investorByPan').map((c) => c.token)).toEqual(['t-demo@dit.test', 't-txn@dit.test', 't-demo@dit.test']);
  });

  it('do not keep a failure', async () => {
    upstream.fail(foliosByPan, 'http');
    await expect(flowFolios(asha, PAN)).rejects.toThrow();
    upstream.answer(foliosByPan, folios);
    expect((await flowFolios(asha, PAN)).DtData).toHaveLength(1);
    expect(count('foliosByPan')).toBe(2);
  });

  it('are forgotten when a transaction of the PAN is confirmed', async () => {
    await flowInvestor(asha, PAN);
    await flowFolios(asha, PAN);
    forgetFlowReads(asha, PAN);
    await flowInvestor(asha, PAN);
    await flowFolios(asha, PAN);
    expect(count('investorByPan')).toBe(2);
    expect(count('foliosByPan')).toBe(2);
  });

  it("ask for the ARN's EUINs once for the form and its submit, per Sub ARN", async () => {
    upstream.answer(validateBrokerCode, { DtData: [{ abm_name: 'Asha Rao', abm_agent: 'E123456' }] });
    expect(await euinChoices(asha, '')).toEqual(['E123456']);
    expect(await euinChoices(asha, '')).toEqual(['E123456']);
    expect(count('validateBrokerCode')).toBe(1);
    await euinChoices(asha, 'ARN-77001');
    expect(count('validateBrokerCode')).toBe(2);
  });
});
