import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { allClients, foliosByPan, investorByPan, investorSearch, saveFavourite, upcomingSips } from '../../server/fundhouse/endpoints/investors';
import { kraCheck, taxIdentificationCheck } from '../../server/fundhouse/endpoints/kyc';
import { UpstreamError } from '../../server/fundhouse/errors';
import { BLUEWAVE, DEMO, DEMO_PASSWORD, FARAH, MEERA, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

// What the investor screens rely on: the company on the demo book (no holdings), a book investor the
// KRA blocks, the registrar refusing a second identical favourite, and every investor endpoint
// scoped by the caller's ARN, whatever ARN the parameters name.

const h = sandboxPerFile();
const tokens: Record<string, string> = {};
beforeEach(async () => {
  for (const d of [DEMO, TXN]) {
    const row = (await h.call(login, { ReqBy: 'D', username: d.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
    if (!row) throw new Error(`sign-in of ${d.userId} failed`);
    tokens[d.arn] = row.token;
  }
});

const as = (arn: string) => ({ token: tokens[arn] });
const demo = () => as(DEMO.arn);
const list = (flag: 'A' | 'FAV' | 'R', arn: string = DEMO.arn, caller: string = DEMO.arn) =>
  h.call(allClients, { ARN: arn, customfund: '117', AllFavFlag: flag }, as(caller));
const detail = (pan: string, caller: string = DEMO.arn) => h.call(investorByPan, { Uid: 'x', ReqBy: 'D', PAN: pan, customfund: '117' }, as(caller));

describe('the demo book for the investor screens', () => {
  it('holds the company PAN, without holdings', async () => {
    const all = (await list('A')).DtData;
    expect(all.find((r) => r.Pan === BLUEWAVE.pan)).toMatchObject({ Name: BLUEWAVE.name, Kyc: 'Y', Fatca: 'Y' });
    const company = await detail(BLUEWAVE.pan);
    expect(company.DtData[0]).toMatchObject({ invname: BLUEWAVE.name, PAN: BLUEWAVE.pan });
    expect(company.Table1).toEqual([]);
    expect(company.Table2).toEqual([]);
  });

  it('gives Meera four holdings in other fund houses, with an allocation', async () => {
    const meera = await detail(MEERA.pan);
    expect(meera.Table2).toHaveLength(4);
    expect(meera.Table2.map((r) => r.scheme).sort()).toEqual(['BA', 'FX', 'GL', 'LQ']);
    expect(meera.Table3.reduce((sum, r) => sum + Number(r.totpercent), 0)).toBeCloseTo(100, 0);
  });

  it('has individuals whose KYC the KRA blocks', async () => {
    const notCompliant = (await list('A')).DtData.filter((r) => r.Kyc === 'N' && r.Pan.charAt(3) === 'P');
    expect(notCompliant.length).toBeGreaterThan(0);
    const kra = await h.call(kraCheck, { fund: '117', userid: DEMO.userId, i_pan: notCompliant[0]!.Pan }, demo());
    expect(kra.DtData[0]?.KYCBlock).toBe('Y');
  });
});

describe('DistSavefavourite enforces the state', () => {
  it('adds once; a second add answers no rows and the Favourite list holds the investor once', async () => {
    const add = () => h.call(saveFavourite, { InvPan: MEERA.pan, FavFlag: 'T', Name: MEERA.name, AgentCode: DEMO.arn }, demo());
    expect((await add()).DtData).toEqual([{ Pan: MEERA.pan, fav: 'T' }]);
    expect((await add()).DtData).toEqual([]);
    expect((await list('FAV')).DtData.filter((r) => r.Pan === MEERA.pan)).toHaveLength(1);
  });
});

describe('every investor endpoint is scoped by the caller', () => {
  async function refused(promise: Promise<unknown>): Promise<boolean> {
    try {
      await promise;
      return false;
    } catch (err) {
      return err instanceof UpstreamError && err.kind === 'business';
    }
  }

  it("tells ARN-112233 nothing about Farah, whichever ARN its parameters name", async () => {
    for (const arn of [DEMO.arn, TXN.arn]) {
      expect((await list('A', arn)).DtData.map((r) => r.Pan)).not.toContain(FARAH.pan);
      expect((await h.call(investorSearch, { pan: FARAH.pan, agent: arn, uid: DEMO.userId, customfund: '117' }, demo())).DtData).toEqual([]);
      expect((await h.call(upcomingSips, { Pan: FARAH.pan, YearFlag: 'Y', ARNCode: arn }, demo())).DtData).toEqual([]);
      expect((await h.call(foliosByPan, { PAN: FARAH.pan, Fund: '', Agent: arn, customfund: '117' }, demo())).DtData).toEqual([]);
      expect(await refused(h.call(saveFavourite, { InvPan: FARAH.pan, FavFlag: 'T', AgentCode: arn }, demo()))).toBe(true);
    }
    expect((await detail(FARAH.pan)).DtData).toEqual([]);
    expect((await h.call(taxIdentificationCheck, { PAN: FARAH.pan, TINFormat: 'Individuals' }, demo())).statusCode).toBe('404');
  });

  it('gives Farah to her own distributor and Ravi to nobody else', async () => {
    expect((await detail(FARAH.pan, TXN.arn)).DtData[0]?.PAN).toBe(FARAH.pan);
    expect((await detail(RAVI.pan, TXN.arn)).DtData).toEqual([]);
    expect((await list('A', DEMO.arn, TXN.arn)).DtData).toEqual([]);
  });
});
