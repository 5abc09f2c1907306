import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { emandateList } from '../../server/fundhouse/endpoints/mandates';
import { bookWorklist } from '../../server/fundhouse/endpoints/worklist';
import { SUNIL_SIP } from '../../sandbox/domains/instalment-fixtures';
import { FOLIOS } from '../../sandbox/domains/portfolio-fixtures';
import { MANDATES } from '../../sandbox/domains/mandates';
import { DEMO, DEMO_PASSWORD, FARAH, POOJA, RAVI, SUNIL, TXN } from '../../sandbox/seed/fixtures';
import { type Harness, refusal, startHarness } from './sandbox-harness';

// The book-wide worklist read (this project's own path) through the portal's real client: only the
// caller's book, Pooja held by the KRA without FATCA, Sunil's SIP with its two failures, and what the
// mandate lists report as drawn, counted the way the headroom rule counts it.

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.sandbox.close();
});
async function signIn(userId: string = DEMO.userId) {
  const row = (await h.call(login, { ReqBy: 'D', username: userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}
beforeEach(async () => {
  await h.sandbox.reset();
  token = await signIn();
});

const worklist = (arn: string = DEMO.arn, as = token) => h.call(bookWorklist, { Arn: arn, Fund: '117' }, { token: as });

describe('GetBookWorklist', () => {
  it('lists Pooja Nair as held by the KRA without FATCA, and no compliant investor', async () => {
    const { Investors } = await worklist();
    expect(Investors.find((i) => i.pan === POOJA.pan)).toEqual({
      pan: POOJA.pan, InvName: 'Pooja Nair', Kyc: 'On hold', Fatca: 'N', EmailOnRecord: 'Y', MobileOnRecord: 'Y',
    });
    expect(Investors.map((i) => i.pan)).not.toContain(RAVI.pan);
    expect(Investors.every((i) => i.Kyc !== 'Compliant' || i.Fatca === 'N')).toBe(true);
  });

  it("carries Sunil's SIP with its two failures toward cancelling it at three", async () => {
    const { Sips } = await worklist();
    const sunil = Sips.find((s) => s.ihno === String(SUNIL_SIP.ihno));
    expect(sunil).toMatchObject({ pan: SUNIL.pan, acno: FOLIOS.sunil.acno, Status: 'Live', ConsecutiveFailures: '2', CancelAfter: '3', Umrn: SUNIL_SIP.umrn });
  });

  it("answers only the caller's own book", async () => {
    const { Investors, Sips, Mandates } = await worklist();
    expect(Investors.map((i) => i.pan)).not.toContain(FARAH.pan);
    expect(Sips.map((s) => s.pan)).not.toContain(FARAH.pan);
    expect(Mandates.map((m) => m.Umrn)).not.toContain(MANDATES.farahEnach.umrn);
    expect(await refusal(worklist(TXN.arn))).toBe('No Data Found');
  });

  it('the mandate list reports what live SIPs draw, the same figure the worklist gives the portal', async () => {
    const { Mandates } = await worklist();
    expect(Mandates.find((m) => m.Umrn === MANDATES.sunilEnach.umrn)).toMatchObject({ Status: 'Active', Kind: 'ENACH', MaxAmount: '50000.00' });
    const listed = await h.call(emandateList, { Fund: '117', PAN: SUNIL.pan, uid: DEMO.userId, customfund: '117', acno: FOLIOS.sunil.acno }, { token });
    expect(listed.Table1.find((m) => m.UMRNNO === MANDATES.sunilEnach.umrn)?.SIPAmt).toBe(String(SUNIL_SIP.amount));
  });
});
