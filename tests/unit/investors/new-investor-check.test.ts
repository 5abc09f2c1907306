import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DistributorAuth } from '@/server/auth/session';
import type { WireAnswerOf } from '@/server/fundhouse/endpoint';
import { investorByPan, investorSearch } from '@/server/fundhouse/endpoints/investors';
import { kraCheck } from '@/server/fundhouse/endpoints/kyc';
import { KYC_PROMPT_MESSAGE } from '@/lib/investor-messages';
import { NAME_SEARCH_DISABLED_MESSAGE } from '@/lib/rules/name-search';
import type { WireRow } from '../support/scripted-upstream';

// The New Transaction page's server side: the search keys go upstream one at a time, the name search is
// refused for flag Y, and a new investor's PAN ends in one of three places.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const selectInvestor = vi.fn(async (..._args: unknown[]) => {});
vi.mock('@/server/auth/selected-investor', () => ({ selectInvestor: (...args: unknown[]) => selectInvestor(...args) }));
const clearDraftsForPan = vi.fn(async (..._args: unknown[]) => 0);
vi.mock('@/server/store/drafts', () => ({ clearDraftsForPan: (...args: unknown[]) => clearDraftsForPan(...args) }));
vi.mock('@/server/store/db', () => ({ getDb: async () => ({}) }));

const { checkNewInvestor, searchInvestors, NEW_INVESTOR_START } = await import('@/server/services/investors/investor-search');

const session = { userId: 'demo@dit.test', arn: 'ARN-112233', name: 'Asha', flag: 'N', lastLogin: '' };
const asha: DistributorAuth = { session, token: 't' };
const vikram: DistributorAuth = { session: { ...session, userId: 'txn@dit.test', arn: 'ARN-445566', flag: 'Y' }, token: 't' };
const row: WireRow<typeof investorSearch, 'DtData'> = { Name: 'Ravi Sharma', Pan: 'BKFPS4821K', Mobile: '9876543210', Email: 'ravi.sharma@example.com', Kyc: 'Y', Fatca: 'N', Favorite: 'N' };

beforeEach(() => {
  upstream.reset();
  selectInvestor.mockClear();
  clearDraftsForPan.mockClear();
});

describe('existing investor search', () => {
  it('sends exactly the chosen key with the caller ARN and maps the rows without the e-mail', async () => {
    upstream.answer(investorSearch, { DtData: [row] });
    const rows = await searchInvestors(asha, { key: 'folio', value: '10234561' });
    expect(rows).toEqual([{ name: 'Ravi Sharma', pan: 'BKFPS4821K', mobile: '9876543210', kyc: true, fatca: false, favourite: false }]);
    expect(upstream.calls[0]?.params).toMatchObject({ folio: '10234561', agent: 'ARN-112233', uid: 'demo@dit.test' });
    expect(Object.keys(upstream.calls[0]?.params as object)).not.toContain('name');
  });

  it('refuses a name search for flag Y before asking the registrar', async () => {
    await expect(searchInvestors(vikram, { key: 'name', value: 'Farah' })).rejects.toMatchObject({ status: 403, body: { message: NAME_SEARCH_DISABLED_MESSAGE } });
    expect(upstream.calls).toEqual([]);
    upstream.answer(investorSearch, { DtData: [] });
    expect(await searchInvestors(vikram, { key: 'pan', value: 'EZTPR5532M' })).toEqual([]);
  });
});

describe('new investor PAN check', () => {
  const found = { DtData: [{ invname: 'Ravi Sharma', PAN: 'BKFPS4821K', KYC: 'Y', FATCA: 'Y', fav: 'F', email: null, Mobile: null }] } satisfies WireAnswerOf<typeof investorByPan>;
  const none = { DtData: [] };

  it('an investor of the book goes on to the transaction types with fresh drafts, without asking the KRA', async () => {
    upstream.answer(investorByPan, found);
    expect(await checkNewInvestor(asha, 'BKFPS4821K')).toEqual({ outcome: 'existing' });
    expect(upstream.names()).toEqual(['investorByPan']);
    expect(clearDraftsForPan).toHaveBeenCalledWith({}, 'demo@dit.test', 'BKFPS4821K');
    expect(selectInvestor).toHaveBeenCalledWith('demo@dit.test', 'BKFPS4821K', 'transaction');
  });

  it('a KYC-registered newcomer starts the new-investor journey with the KRA name sealed', async () => {
    upstream.answer(investorByPan, none);
    upstream.answer(kraCheck, { DtData: [{ KYCBlock: 'N', Name: ' ANITA VERMA ' }] });
    expect(await checkNewInvestor(asha, 'AMNPV5512Q')).toEqual({ outcome: 'new', next: NEW_INVESTOR_START });
    expect(selectInvestor).toHaveBeenCalledWith('demo@dit.test', 'AMNPV5512Q', 'new-investor', 'ANITA VERMA');
  });

  it('a KYC-blocked or unknown PAN gets the prompt, whose Continue opens e-KYC', async () => {
    upstream.answer(investorByPan, none);
    for (const kra of [{ DtData: [{ KYCBlock: 'Y', Name: 'DEV KAPOOR' }] }, none] satisfies WireAnswerOf<typeof kraCheck>[]) {
      upstream.answer(kraCheck, kra);
      expect(await checkNewInvestor(asha, 'DHRPK2206B')).toEqual({
        outcome: 'kyc',
        message: KYC_PROMPT_MESSAGE,
        next: '/new-transaction/new-investor/ekyc/DHRPK2206B',
      });
    }
    expect(selectInvestor).not.toHaveBeenCalled();
  });
});
