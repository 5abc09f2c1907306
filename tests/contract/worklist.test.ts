import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { investorProblems } from '../../lib/rules/investor-problems';
import { autoCancelReason } from '../../lib/rules/sip-auto-cancel';
import { RECENT_LAPSE_DAYS } from '../../lib/rules/worklist';
import { planInstalments, transactionTimeline } from '../../server/fundhouse/endpoints/lifecycle';
import { login } from '../../server/fundhouse/endpoints/auth';
import { emandateList } from '../../server/fundhouse/endpoints/mandates';
import { bookWorklist } from '../../server/fundhouse/endpoints/worklist';
import { SUNIL_SIP } from '../../sandbox/domains/plans/instalment-fixtures';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { MANDATES } from '../../sandbox/domains/mandates/mandates';
import { ARVIND, DEMO, DEMO_PASSWORD, FARAH, KAMALA, LATA, NIKHIL, POOJA, RAVI, ROHIT, SNEHA, SUNIL, TXN } from '../../sandbox/seed/fixtures';
import { approveThroughLink } from '../support/investor-approval';
import { refusal, sandboxPerFile } from './sandbox-harness';
import { sipSaver } from './sip-save';

// The book-wide worklist read (this project's own path) through the portal's real client: only the
// caller's book, Pooja held by the KRA without FATCA, what the registrar holds against the refusal
// investors (KYC status, nomination, shared contacts, a frozen folio, OTP-based e-KYC), Sunil's SIP with
// its two failures, and what the mandate lists report as drawn, counted the way the headroom rule counts it.

const h = sandboxPerFile();
let token: string;
async function signIn(userId: string = DEMO.userId) {
  const row = (await h.call(login, { ReqBy: 'D', username: userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}
beforeEach(async () => {
  token = await signIn();
});

const worklist = (arn: string = DEMO.arn, as = token, pan?: string) => h.call(bookWorklist, { Arn: arn, Fund: '117', ...(pan ? { Pan: pan } : {}) }, { token: as });
const DAY_MINUTES = 24 * 60;
const advanceDays = async (days: number) => {
  await h.admin('clock', { body: { advanceMinutes: days * DAY_MINUTES } });
  token = await signIn();
};
const { save } = sipSaver(h);

describe('GetBookWorklist', () => {
  it('lists Pooja Nair as held by the KRA without FATCA, and no investor with nothing in the way', async () => {
    const { Investors } = await worklist();
    expect(Investors.find((i) => i.pan === POOJA.pan)).toEqual({
      pan: POOJA.pan, InvName: 'Pooja Nair', Kyc: 'On hold', Fatca: 'N', EmailOnRecord: 'Y', MobileOnRecord: 'Y',
      KycStatus: 'On hold', Nomination: 'nominees', SharedEmail: 'N', SharedMobile: 'N', FrozenFolios: [], OtpEkyc: 'N', EkycLeft: '',
    });
    expect(Investors.map((i) => i.pan)).not.toContain(RAVI.pan);
    // Everyone listed has something in the way, by the rule the portal applies.
    const problems = (i: (typeof Investors)[number]) => investorProblems(
      { kyc: i.Kyc, fatcaDone: i.Fatca === 'Y', emailOnRecord: i.EmailOnRecord === 'Y', mobileOnRecord: i.MobileOnRecord === 'Y' },
      { kycStatus: i.KycStatus, nomination: i.Nomination, sharedEmail: i.SharedEmail === 'Y', sharedMobile: i.SharedMobile === 'Y',
        frozenFolios: i.FrozenFolios, otpEkyc: i.OtpEkyc === 'Y' ? { left: Number(i.EkycLeft) } : null },
    );
    expect(Investors.filter((i) => problems(i).length === 0).map((i) => i.pan)).toEqual([]);
  });

  it('carries what the registrar holds against each refusal investor, from the tables its refusals read', async () => {
    const { Investors } = await worklist();
    const of = (pan: string) => Investors.find((i) => i.pan === pan);
    expect(of(ROHIT.pan)).toMatchObject({ Kyc: 'Compliant', KycStatus: 'Registered' });
    expect(of(LATA.pan)).toMatchObject({ KycStatus: 'Rejected' });
    expect(of(ARVIND.pan)).toMatchObject({ KycStatus: 'Validated', Nomination: 'none' });
    // Her e-mail and mobile are Rahul Pillai's, an EUIN holder of the book's ARN, and no family relation is on record.
    expect(of(KAMALA.pan)).toMatchObject({ SharedEmail: 'Y', SharedMobile: 'Y' });
    expect(of(SNEHA.pan)).toMatchObject({ FrozenFolios: [FOLIOS.sneha.acno], OtpEkyc: 'N' });
    expect(of(NIKHIL.pan)).toMatchObject({ OtpEkyc: 'Y', EkycLeft: '50000' });
    // Nothing is held against Ravi, so he is not listed at all.
    expect(of(RAVI.pan)).toBeUndefined();
  });

  it('narrowed to one PAN, answers only that investor of the book', async () => {
    const { Investors, Sips, Mandates } = await worklist(DEMO.arn, token, SNEHA.pan);
    expect(Investors.map((i) => i.pan)).toEqual([SNEHA.pan]);
    expect([...Sips, ...Mandates].every((r) => r.pan === SNEHA.pan)).toBe(true);
    expect((await worklist(DEMO.arn, token, FARAH.pan)).Investors).toEqual([]);
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

  it("keeps Sunil's SIP for 30 days once the registrar cancelled it, with the day and the reason", async () => {
    await advanceDays(SUNIL_SIP.thirdFailureInDays + 1);
    const closed = (await h.call(planInstalments, { Arn: DEMO.arn, Fund: '117', Ihno: String(SUNIL_SIP.ihno) }, { token })).Plan[0];
    const sunil = (await worklist()).Sips.find((s) => s.ihno === String(SUNIL_SIP.ihno));
    expect(sunil).toMatchObject({ Status: 'Cancelled', ClosedReason: autoCancelReason(3), RegisteredAs: '' });
    expect(sunil?.ClosedOn.split('-').reverse().join('/')).toBe(closed?.ClosedOn);
    await advanceDays(RECENT_LAPSE_DAYS + 1);
    expect((await worklist()).Sips.map((s) => s.ihno)).not.toContain(String(SUNIL_SIP.ihno));
  });

  it("shows the registrar's cancellation on the timeline of the registration that made the SIP", async () => {
    const sunil = { i_pan: SUNIL.pan, i_folio: FOLIOS.sunil.acno, InvestorName: SUNIL.name, Email: SUNIL.email, Mobile: SUNIL.mobile };
    const ref = randomUUID().replaceAll('-', '');
    const made = (await save(token, { ...sunil, i_ModeofPayment: 'ENACH', Umrn: MANDATES.sunilEnach.umrn, RequestRef: ref })).DtData[0];
    const refno = String(made?.refno);
    const mail = (await h.admin<Array<{ subject: string; link?: string }>>(`outbox.json?to=${encodeURIComponent(SUNIL.email)}`)).find((m) => m.subject.includes(refno));
    expect((await approveThroughLink(h.sandbox.url, mail!.link!, refno)).status).toBe(200);
    const timeline = () => h.call(transactionTimeline, { Arn: DEMO.arn, Fund: '117', Ihno: refno }, { token });
    expect((await timeline()).Events.map((e) => e.Event)).not.toContain('CANCELLED');
    expect((await worklist()).Sips.find((s) => s.RegisteredAs === refno)).toMatchObject({ Status: 'Live', ConsecutiveFailures: '0' });
    // Sunil's bank refuses every debit: three monthly instalments fail and the registrar cancels the SIP,
    // which then stays on the worklist as a lapse.
    let listed;
    for (let month = 0; month < 5 && listed?.Status !== 'Cancelled'; month++) {
      await advanceDays(31);
      listed = (await worklist()).Sips.find((s) => s.RegisteredAs === refno);
    }
    expect(listed).toMatchObject({ Status: 'Cancelled', ClosedReason: autoCancelReason(3) });
    const cancelled = (await timeline()).Events.find((e) => e.Event === 'CANCELLED');
    expect(cancelled?.Detail).toBe(autoCancelReason(3));
  });
});
