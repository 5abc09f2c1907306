import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DistributorAuth } from '@/server/auth/session';
import type { WireAnswerOf } from '@/server/fundhouse/endpoint';
import { investorByPan } from '@/server/fundhouse/endpoints/investors';
import { kraCheck, taxIdentificationCheck } from '@/server/fundhouse/endpoints/kyc';
import { KYC_PROMPT_MESSAGE, NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import { INDIVIDUAL_PAN_MESSAGE } from '@/lib/rules/pan';

// Starting an investment: drafts cleared, investor found, KRA clear, tax record on file, then the
// PAN sealed into the transaction flow. Each stop answers what the page needs to show.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const selectInvestor = vi.fn(async (..._args: unknown[]) => {});
vi.mock('@/server/auth/selected-investor', () => ({ selectInvestor: (...args: unknown[]) => selectInvestor(...args) }));
const clearDraftsForPan = vi.fn(async (..._args: unknown[]) => 2);
vi.mock('@/server/store/drafts', () => ({ clearDraftsForPan: (...args: unknown[]) => clearDraftsForPan(...args) }));
vi.mock('@/server/store/db', () => ({ getDb: async () => ({ db: true }) }));

const { initiateInvestment, taxCheckMessage, ekycPath } = await import('@/server/services/investors/investor-initiate');

const asha: DistributorAuth = { session: { userId: 'demo@dit.test', arn: 'ARN-112233', name: 'Asha', flag: 'N', lastLogin: '' }, token: 't' };
const PAN = 'BKFPS4821K';
const found = { DtData: [{ invname: 'Ravi Sharma', PAN, KYC: 'Y', FATCA: 'Y', fav: 'T', email: null, Mobile: null }] } satisfies WireAnswerOf<typeof investorByPan>;
const clearKra = { DtData: [{ KYCBlock: 'N', Name: 'Ravi Sharma' }] } satisfies WireAnswerOf<typeof kraCheck>;
const taxOk = { statusCode: '200', responseModel: [{ resCode: '200', resMessage: 'Success' }], statusMessage: 'Success' };

beforeEach(() => {
  upstream.reset();
  selectInvestor.mockClear();
  clearDraftsForPan.mockClear();
  upstream.answer(investorByPan, found);
  upstream.answer(kraCheck, clearKra);
  upstream.answer(taxIdentificationCheck, taxOk);
});

describe('initiate investment', () => {
  it('clears the drafts, runs every check and seals the PAN for the transaction types', async () => {
    expect(await initiateInvestment(asha, PAN, { taxCheck: true })).toEqual({ outcome: 'ready' });
    expect(clearDraftsForPan).toHaveBeenCalledWith({ db: true }, 'demo@dit.test', PAN);
    expect(upstream.names()).toEqual(['investorByPan', 'kraCheck', 'taxIdentificationCheck']);
    expect(selectInvestor).toHaveBeenCalledWith('demo@dit.test', PAN, 'transaction');
  });

  it('leaves the tax check to the detail page', async () => {
    expect(await initiateInvestment(asha, PAN, { taxCheck: false })).toEqual({ outcome: 'ready' });
    expect(upstream.names()).toEqual(['investorByPan', 'kraCheck']);
  });

  it('offers e-KYC when the KRA blocks the PAN or does not know it', async () => {
    for (const kra of [{ DtData: [{ KYCBlock: 'Y', Name: 'Dev' }] }, { DtData: [] }] satisfies WireAnswerOf<typeof kraCheck>[]) {
      upstream.answer(kraCheck, kra);
      expect(await initiateInvestment(asha, PAN, { taxCheck: true })).toEqual({
        outcome: 'kyc',
        message: KYC_PROMPT_MESSAGE,
        next: `/new-transaction/new-investor/ekyc/${PAN}`,
      });
    }
    expect(selectInvestor).not.toHaveBeenCalled();
    expect(KYC_PROMPT_MESSAGE).toBe('This Client is not KYC compliant, do you want to go for KYC');
  });

  it('stops at a missing tax-identification record with its message and the FATCA page', async () => {
    upstream.answer(taxIdentificationCheck, { statusCode: '422', responseModel: [{ resCode: '422', resMessage: 'FATCA declaration is not available for this PAN' }], statusMessage: 'Failed' });
    const outcome = await initiateInvestment(asha, PAN, { taxCheck: true });
    expect(outcome).toMatchObject({ outcome: 'fatca', message: 'FATCA declaration is not available for this PAN' });
    expect(outcome.outcome === 'fatca' && outcome.url).toMatch(/^https?:\/\//);
    expect(selectInvestor).not.toHaveBeenCalled();
  });

  it('refuses a PAN outside the book and a non-individual before asking anyone', async () => {
    upstream.answer(investorByPan, { DtData: [] });
    await expect(initiateInvestment(asha, 'EZTPR5532M', { taxCheck: true })).rejects.toMatchObject({ status: 404, body: { message: NO_INVESTOR_MESSAGE } });
    expect(upstream.names()).toEqual(['investorByPan']);
    upstream.calls.length = 0;
    await expect(initiateInvestment(asha, 'AAACB1234C', { taxCheck: true })).rejects.toMatchObject({ status: 422, body: { message: INDIVIDUAL_PAN_MESSAGE } });
    expect(upstream.names()).toEqual([]);
  });

  it('builds the e-KYC route with the PAN', () => {
    expect(ekycPath('DHRPK2206B')).toBe('/new-transaction/new-investor/ekyc/DHRPK2206B');
  });
});

describe("the tax check's message", () => {
  const model = (...rows: [string, string][]) => rows.map(([resCode, resMessage]) => ({ resCode, resMessage }));
  it('takes the first non-200 message, else the first message, else the status message, else the generic text', () => {
    expect(taxCheckMessage({ responseModel: model(['200', 'ok'], ['404', 'first bad'], ['500', 'second bad']), statusMessage: 's' })).toBe('first bad');
    expect(taxCheckMessage({ responseModel: model(['200', 'only ok']), statusMessage: 's' })).toBe('only ok');
    expect(taxCheckMessage({ responseModel: [], statusMessage: 'status text' })).toBe('status text');
    expect(taxCheckMessage({ responseModel: [], statusMessage: ' ' })).toBe('Something went wrong');
  });
});
