import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { allClients, foliosByPan, investorByPan, investorSearch, saveFavourite, upcomingSips } from '../../server/fundhouse/endpoints/investors';
import { kraCheck, taxIdentificationCheck } from '../../server/fundhouse/endpoints/kyc';
import { FOLIOS, SIPS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { INVESTOR_MESSAGES } from '../../sandbox/handlers/investors';
import { ANITA, DEMO, DEMO_PASSWORD, DEV, FARAH, MEERA, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { refusal, sandboxPerFile } from './sandbox-harness';

// The investor list, search, detail, favourites, SIPs, folios and the KYC/tax checks; a PAN outside
// the caller's book (Farah for ARN-112233) is always "not found" or empty.

const h = sandboxPerFile();
let token: string;
beforeEach(async () => {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  token = row.token;
});

const opts = () => ({ token });

const detail = (pan: string) => h.call(investorByPan, { Uid: DEMO.userId, ReqBy: 'D', PAN: pan, customfund: '117' }, opts());

describe('Dist_AllClientDetails', () => {
  it('lists the book, its favourites and the recently viewed', async () => {
    const all = (await h.call(allClients, { ARN: DEMO.arn, customfund: '117', AllFavFlag: 'A' }, opts())).DtData;
    const pans = all.map((r) => r.Pan);
    expect(pans).toContain(RAVI.pan);
    expect(pans).toContain(MEERA.pan);
    expect(pans).not.toContain(FARAH.pan);
    expect(all.find((r) => r.Pan === RAVI.pan)).toMatchObject({ Name: RAVI.name, Kyc: 'Y', Fatca: 'Y', Favorite: 'Y' });
    const fav = (await h.call(allClients, { ARN: DEMO.arn, customfund: '117', AllFavFlag: 'FAV' }, opts())).DtData;
    expect(fav.every((r) => r.Favorite === 'Y')).toBe(true);
    expect(fav.map((r) => r.Pan)).toContain(RAVI.pan);

    await detail(MEERA.pan);
    const recent = (await h.call(allClients, { ARN: DEMO.arn, customfund: '117', AllFavFlag: 'R' }, opts())).DtData;
    expect(recent[0]?.Pan).toBe(MEERA.pan);
    expect(recent.length).toBeLessThanOrEqual(10);
  });

  it('answers an empty list for another ARN', async () => {
    expect((await h.call(allClients, { ARN: TXN.arn, customfund: '117', AllFavFlag: 'A' }, opts())).DtData).toEqual([]);
  });
});

describe('InvestorSearch', () => {
  const search = (key: Record<string, string>) => h.call(investorSearch, { ...key, agent: DEMO.arn, uid: DEMO.userId, customfund: '117' }, opts());

  it('finds by each key within the book only', async () => {
    const keys: Record<string, string>[] = [{ pan: RAVI.pan.toLowerCase() }, { folio: FOLIOS.raviZero.acno }, { mobile: `91${RAVI.mobile}` }, { email: RAVI.email.toUpperCase() }, { name: 'Ravi Sh' }];
    for (const key of keys) {
      expect((await search(key)).DtData.map((r) => r.Pan)).toContain(RAVI.pan);
    }
    expect((await search({ pan: FARAH.pan })).DtData).toEqual([]);
    expect((await search({ folio: FOLIOS.farah.acno })).DtData).toEqual([]);
  });

  it('needs exactly one key', async () => {
    expect(await refusal(search({ pan: RAVI.pan, name: 'Ravi' }))).toBe(INVESTOR_MESSAGES.oneKey);
  });
});

describe('GetDistributorDetailsbyPAN', () => {
  it("answers Ravi's holdings valued at the latest NAV, with consistent totals", async () => {
    const answer = await detail(RAVI.pan);
    expect(answer.DtData[0]).toMatchObject({ invname: RAVI.name, PAN: RAVI.pan, KYC: 'Y', FATCA: 'Y', fav: 'T' });
    // The zero-balance folio holds nothing, so three holdings from two folios.
    expect(answer.Table2.map((r) => `${r.acno}:${r.scheme}`).sort()).toEqual(['10234561:FC', '10234561:LC', '10234562:MC']);
    for (const row of answer.Table2) {
      expect(Number(row.CurrentValue)).toBeCloseTo(Number(row.Units) * Number(row.LastNAV), 1);
    }
    const totals = answer.Table1[0];
    const sum = (k: 'CostValue' | 'CurrentValue') => answer.Table2.reduce((s, r) => s + Number(r[k]), 0);
    expect(Number(totals?.CurrentValue)).toBeCloseTo(sum('CurrentValue'), 1);
    expect(Number(totals?.CostValue)).toBeCloseTo(sum('CostValue'), 1);
    expect(totals?.Gain).toBe(sum('CurrentValue') >= sum('CostValue') ? 'Y' : 'N');
    const pct = answer.Table3.reduce((s, r) => s + Number(r.totpercent), 0);
    expect(pct).toBeCloseTo(100, 0);
  });

  it('shows Meera only other fund houses, and Farah not at all', async () => {
    const meera = await detail(MEERA.pan);
    expect(meera.Table2.length).toBeGreaterThan(0);
    expect(meera.Table2.every((r) => r.fund_code !== '117')).toBe(true);
    const farah = await detail(FARAH.pan);
    expect(farah.DtData).toEqual([]);
    expect(farah.Table2).toEqual([]);
  });
});

describe('DistSavefavourite', () => {
  const save = (pan: string, flag: 'T' | 'F') => h.call(saveFavourite, { InvPan: pan, FavFlag: flag, Name: '', AgentCode: DEMO.arn }, opts());

  it('toggles, answering no rows when already in that state', async () => {
    expect((await save(RAVI.pan, 'T')).DtData).toEqual([]);
    expect((await save(RAVI.pan, 'F')).DtData).toEqual([{ Pan: RAVI.pan, fav: 'F' }]);
    expect((await save(RAVI.pan, 'F')).DtData).toEqual([]);
    expect((await detail(RAVI.pan)).DtData[0]?.fav).toBe('F');
    expect((await save(RAVI.pan, 'T')).DtData).toEqual([{ Pan: RAVI.pan, fav: 'T' }]);
  });

  it('refuses a PAN outside the book', async () => {
    expect(await refusal(save(FARAH.pan, 'T'))).toBe(INVESTOR_MESSAGES.notFound);
  });
});

describe('GetSipFundDetails and GetDistFoliobyPan', () => {
  it("lists Ravi's live SIPs, the eNACH one past six instalments", async () => {
    const sips = (await h.call(upcomingSips, { Pan: RAVI.pan, YearFlag: 'Y', ARNCode: DEMO.arn }, opts())).DtData;
    const enach = sips.find((s) => Number(s.ihno) === SIPS.raviEnach.ihno);
    expect(enach).toMatchObject({ accno: SIPS.raviEnach.acno, SIPType: '1', Enachflag: '1', Status: 'Live', amt: '5000.00' });
    expect(Number(enach?.InstallmentsPaid)).toBeGreaterThan(6);
    expect(enach?.sipdt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await h.call(upcomingSips, { Pan: FARAH.pan, YearFlag: 'Y', ARNCode: DEMO.arn }, opts())).DtData).toEqual([]);
  });

  it("lists Ravi's fund-117 folios with the zero-balance one; none for Meera or Farah", async () => {
    const folios = (await h.call(foliosByPan, { PAN: RAVI.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, opts())).DtData;
    expect(folios.map((f) => f.acno)).toEqual([FOLIOS.raviMain.acno, FOLIOS.raviSecond.acno, FOLIOS.raviZero.acno]);
    expect(folios.find((f) => f.acno === FOLIOS.raviMain.acno)?.Schemes).toBe('2');
    expect(Number(folios.find((f) => f.acno === FOLIOS.raviZero.acno)?.CurValue)).toBe(0);
    expect((await h.call(foliosByPan, { PAN: MEERA.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, opts())).DtData).toEqual([]);
    expect((await h.call(foliosByPan, { PAN: MEERA.pan, Fund: '', Agent: DEMO.arn, customfund: '117' }, opts())).DtData).toHaveLength(2);
    expect((await h.call(foliosByPan, { PAN: FARAH.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, opts())).DtData).toEqual([]);
  });
});

describe('KRA and tax-identification checks', () => {
  it('answers KYCBlock from the KRA', async () => {
    const kra = (pan: string) => h.call(kraCheck, { fund: '117', userid: DEMO.userId, i_pan: pan }, opts());
    expect((await kra(DEV.pan)).DtData[0]?.KYCBlock).toBe('Y');
    expect((await kra(ANITA.pan)).DtData[0]?.KYCBlock).toBe('N');
    expect((await kra('ZZZPZ9999Z')).DtData).toEqual([]);
  });

  it('passes Ravi and stops Meera (no FATCA declaration) with a message', async () => {
    const check = (pan: string) => h.call(taxIdentificationCheck, { PAN: pan, TINFormat: 'Individuals' }, opts());
    expect((await check(RAVI.pan)).statusCode).toBe('200');
    const meera = await check(MEERA.pan);
    expect(meera.statusCode).not.toBe('200');
    expect(meera.responseModel[0]?.resMessage).toBe(INVESTOR_MESSAGES.fatcaMissing);
    expect((await check(FARAH.pan)).statusCode).toBe('404');
  });
});
