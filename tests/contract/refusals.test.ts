import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderCheck } from '../../server/fundhouse/endpoints/order-problems';
import { saveDtr, submitPurchase } from '../../server/fundhouse/endpoints/purchase';
import { saveRedemption } from '../../server/fundhouse/endpoints/redemption';
import { UpstreamError } from '../../server/fundhouse/errors';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { LAPSED_EUIN } from '../../sandbox/domains/links/links';
import { MANDATES } from '../../sandbox/domains/mandates/mandates';
import { ARVIND, DEMO, HARISH, KAMALA, LATA, NIKHIL, POOJA, RAVI, ROHIT, SNEHA, type InvestorFixture } from '../../sandbox/seed/fixtures';
import { DEBIT_FREEZE_MESSAGE } from '../../lib/rules/debit-freeze';
import { OTP_EKYC_MESSAGE } from '../../lib/rules/ekyc-limit';
import { FOLIO_CONTACT_MESSAGES } from '../../lib/rules/folio-contacts';
import { KYC_VALIDATION_MESSAGES } from '../../lib/rules/kyc-validation';
import { MANDATE_LIMIT_MESSAGES } from '../../lib/rules/mandate-limits';
import { NOMINATION_MESSAGE, NOMINEES_NOT_SAVED_MESSAGE } from '../../lib/rules/nomination';
import { saveNewInvestorNominees } from '../../server/fundhouse/endpoints/new-investor-application';
import { SCHEME_SUSPENDED_MESSAGE } from '../../lib/rules/scheme-suspension';
import { EUIN_LAPSED_MESSAGE } from '../../lib/rules/euin-certification';
import { sandboxPerFile } from './sandbox-harness';
import { sipSaver } from './sip-save';
import { sipPurchaseRequest } from '../../server/fundhouse/endpoints/sip';
import { approveThroughLink } from '../support/investor-approval';

// The registrar refuses as a real one does: one refusal per family, each with its reason code and
// words, on the demo book's fixture investor for it (README), and the same order going through once
// the cause is gone.

const h = sandboxPerFile();
let token: string;
const sip = sipSaver(h);
beforeEach(async () => {
  token = await sip.tokenFor();
});

/** The refusal's reason code and words; anything else fails the test. */
/** MM/DD/YYYY as the wire spells it, in YYYY-MM-DD. */
const iso = (mdy: string) => `${mdy.slice(6)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}`;
/** MM/DD/YYYY `months` later, on the same day of the month. */
function plusMonths(mdy: string, months: number): string {
  const m = Number(mdy.slice(0, 2)) - 1 + months;
  return `${String((m % 12) + 1).padStart(2, '0')}/${mdy.slice(3, 5)}/${Number(mdy.slice(6)) + Math.floor(m / 12)}`;
}

async function refused(promise: Promise<unknown>): Promise<[string | undefined, string]> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') return [err.detail.code, err.userMessage];
    throw err;
  }
  throw new Error('expected a refusal');
}

const purchase = (who: InvestorFixture, over: Record<string, string> = {}) => h.call(submitPurchase, {
  InvestorName: who.name, i_entby: DEMO.userId, trtype: 'ADD', Desci: '', SubbrokerArn: '', ARNCode: DEMO.arn, EuinCode: '',
  i_Userid: DEMO.userId, Mobile: who.mobile, PanNo: who.pan, Email: who.email, i_Acno: '', Subbroker: '', i_Fund: '117',
  i_UntAmtValue: '5000', EUINFlag: 'Y', EuinValid: 'Y', i_Scheme: 'FC', i_Plan: 'RG', i_Option: 'G', i_oldihno: '', i_InvDistFlag: 'M',
  ModuleName: 'Webile', CountryCode: '+91', fEmailFlag: 'SE', fMobileFlag: 'SE', ...over,
} as Parameters<typeof h.call<typeof submitPurchase>>[1], { token });
const NOMINEE = {
  name: 'Asha Rao', sharePercentage: '100', idType: 'PAN', idNumber: 'AKRPR1234F', relation: 'Spouse', mobileNumber: '9847044199',
  email: 'asha.rao@example.com', address: '12 MG Road', address2: '', address3: '', state: 'Karnataka', city: 'Bengaluru', country: 'India',
  pinCode: '560001', dob: '05/14/1985', guardianName: '', isMinor: 'N' as const, inCapacitation: 'N' as const,
  inCapacitationAmountorPercentageCheck: '', inCapacitationAmount: '',
};
const newFolio = (who: InvestorFixture) => purchase(who, { trtype: 'NEW', i_Acno: '', i_UntAmtValue: '5000' });

describe('the registrar refuses orders for the reasons a real one does', () => {
  it('KYC: Registered keeps its folio but opens none; On hold and Rejected allow nothing', async () => {
    expect(await refused(newFolio(ROHIT))).toEqual(['201', KYC_VALIDATION_MESSAGES.registered]);
    expect((await purchase(ROHIT, { i_Acno: FOLIOS.rohit.acno })).DtData[0]?.Refno).toMatch(/^\d+$/);
    expect(await refused(purchase(POOJA, { i_Acno: FOLIOS.pooja.acno, i_Scheme: 'LC' }))).toEqual(['202', KYC_VALIDATION_MESSAGES.onHold]);
    expect(await refused(purchase(LATA, { i_Acno: FOLIOS.lata.acno, i_Scheme: 'LC' }))).toEqual(['203', KYC_VALIDATION_MESSAGES.rejected]);
    expect((await newFolio(RAVI)).DtData[0]?.Refno).toMatch(/^\d+$/);
  });

  it('nomination: a new single-holder folio without nominees or an opt-out', async () => {
    expect(await refused(newFolio(ARVIND))).toEqual(['211', NOMINATION_MESSAGE]);
  });

  it("nomination: the new folio's order carries its own, saved first; another investor's saving is not his", async () => {
    const save = async (pan: string, wish: boolean) => String((await h.call(saveNewInvestorNominees, {
      pan, arn: DEMO.arn, IWishToNominate: wish ? 'Y' : 'N', nominees: wish ? [NOMINEE] : [],
    }, { token })).Dtinformation[0]?.nom_id);
    const arvind = (Nomslno: string) => purchase(ARVIND, { trtype: 'NEW', i_Acno: '', i_UntAmtValue: '5000', Nomslno });
    expect((await arvind(await save(ARVIND.pan, false))).DtData[0]?.Refno).toMatch(/^\d+$/);
    expect((await arvind(await save(ARVIND.pan, true))).DtData[0]?.Refno).toMatch(/^\d+$/);
    expect(await refused(arvind(await save(RAVI.pan, false)))).toEqual(['1', NOMINEES_NOT_SAVED_MESSAGE]);
    // An id the registrar never gave is refused too.
    expect(await refused(arvind('9999999'))).toEqual(['1', NOMINEES_NOT_SAVED_MESSAGE]);
  });

  it("nomination: a new folio's SIP carries its own from its request to /SIPSave; once approved, its folio's opt-out is the record", async () => {
    const d = await sip.dates(token, 12);
    const save = async (pan: string) => String((await h.call(saveNewInvestorNominees, { pan, arn: DEMO.arn, IWishToNominate: 'N', nominees: [] }, { token })).Dtinformation[0]?.nom_id);
    const request = (Nomslno: string) => h.call(sipPurchaseRequest, {
      InvestorName: ARVIND.name, SubbrokerArn: '', ARNCode: DEMO.arn, EuinCode: '', CountryCode: '+91', Mobile: ARVIND.mobile, PanNo: ARVIND.pan,
      Email: ARVIND.email, Subbroker: '', i_Fund: '117', i_UntAmtValue: '0', EUINFlag: 'Y', noofinstallments: '12', i_Scheme: 'FC', i_Plan: 'RG',
      i_Option: 'G', sipstartdt: d.start, sipenddt: d.end, sipfrequency: 'M', sipamount: '1000', paymode: 'ISIP', i_PerpetialSIP: 'N', fEmailFlag: 'SE',
      fMobileFlag: 'SE', Topupflag: 'N', TopupFrequency: '', TopupAmount: '0', TopupStartDate: '', TopupEnddate: '', trtype: 'SIP', ModuleName: 'Webile', Nomslno,
    }, { token });
    expect(await refused(request(''))).toEqual(['211', NOMINATION_MESSAGE]);
    expect(await refused(request(await save(RAVI.pan)))).toEqual(['1', NOMINEES_NOT_SAVED_MESSAGE]);
    const refno = String((await request(await save(ARVIND.pan))).DtData[0]?.Refno);
    const arvind = { i_pan: ARVIND.pan, i_folio: '', InvestorName: ARVIND.name, Email: ARVIND.email, Mobile: ARVIND.mobile };
    // /SIPSave without the request is a new folio with no nomination; with it, the request's opt-out stands.
    expect(await refused(sip.save(token, arvind))).toEqual(['211', NOMINATION_MESSAGE]);
    const ihno = String((await sip.save(token, { ...arvind, i_Refno: refno })).DtData[0]?.refno);
    expect(await refused(newFolio(ARVIND))).toEqual(['211', NOMINATION_MESSAGE]);
    const mail = (await h.admin<Array<{ subject: string; link?: string }>>(`outbox.json?to=${encodeURIComponent(ARVIND.email)}`)).find((m) => m.subject.includes(ihno));
    expect((await approveThroughLink(h.sandbox.url, mail!.link!, ihno)).status).toBe(200);
    expect((await newFolio(ARVIND)).DtData[0]?.Refno).toMatch(/^\d+$/);
  });

  it("contacts: an EUIN holder's e-mail and mobile on a folio, unless a family relation is declared", async () => {
    const kamala = { i_Acno: FOLIOS.kamala.acno };
    expect(await refused(purchase(KAMALA, kamala))).toEqual(['221', FOLIO_CONTACT_MESSAGES.email]);
    expect(await refused(purchase(KAMALA, { ...kamala, fEmailFlag: 'DC' }))).toEqual(['222', FOLIO_CONTACT_MESSAGES.mobile]);
    expect((await purchase(KAMALA, { ...kamala, fEmailFlag: 'DC', fMobileFlag: 'DC' })).DtData[0]?.Refno).toMatch(/^\d+$/);
  });

  it('OTP-based e-KYC: Rs 50,000 a financial year, counted again on confirmation', async () => {
    const ask = { i_Acno: FOLIOS.nikhil.acno, i_UntAmtValue: '30000' };
    const first = String((await purchase(NIKHIL, ask)).DtData[0]?.Refno);
    const second = String((await purchase(NIKHIL, ask)).DtData[0]?.Refno);
    const confirm = (Refno: string) => h.call(saveDtr, { Trtype: 'ADD', fund: '117', customfund: '117', Refno, ModuleName: 'Webile', paymenttype: 'DIGITAL' }, { token });
    expect((await confirm(first)).DtData[0]?.dd_refno).toMatch(/^\d+$/);
    expect(await refused(confirm(second)))
      .toEqual(['231', OTP_EKYC_MESSAGE(20_000)]);
    expect(await refused(purchase(NIKHIL, ask))).toEqual(['231', OTP_EKYC_MESSAGE(20_000)]);
    expect((await purchase(NIKHIL, { ...ask, i_UntAmtValue: '20000' })).DtData[0]?.Refno).toMatch(/^\d+$/);
  });

  it('debit freeze: nothing comes out of the frozen folio, purchases still go in', async () => {
    const redeem = h.call(saveRedemption, {
      i_InvDistFlag: 'M', customfund: '117', i_Acno: FOLIOS.sneha.acno, i_Fund: '117', i_Scheme: 'LC', i_Plan: 'RG', i_Option: 'G',
      i_RedFlg: 'P', i_UntAmtFlg: 'U', i_UntAmtValue: '10', i_Userid: DEMO.userId, ARNCode: DEMO.arn, i_pangno: SNEHA.pan,
      i_oldihno: '0', i_multibankdet: 'none', i_RequestRef: randomUUID().replaceAll('-', ''),
    } as Parameters<typeof h.call<typeof saveRedemption>>[1], { token });
    expect(await refused(redeem)).toEqual(['241', DEBIT_FREEZE_MESSAGE]);
    expect((await purchase(SNEHA, { i_Acno: FOLIOS.sneha.acno, i_Scheme: 'LC' })).DtData[0]?.Refno).toMatch(/^\d+$/);
  });

  it('mandates: an instalment above the maximum, a SIP past its end, a first debit before it starts', async () => {
    const harish = { i_pan: HARISH.pan, i_folio: FOLIOS.harish.acno, InvestorName: HARISH.name, Email: HARISH.email, Mobile: HARISH.mobile };
    const enach = { ...harish, i_ModeofPayment: 'ENACH' as const, Umrn: MANDATES.harishEnach.umrn };
    expect(await refused(sip.save(token, { ...enach, i_Amount: '6000' }))).toEqual(['251', MANDATE_LIMIT_MESSAGES.instalment(5000)]);
    const long = await sip.dates(token, 36);
    expect(await refused(sip.save(token, { ...enach, i_NoofInstalment: '36', i_SIPStartDate: long.start, i_SIPEndDate: long.end })))
      .toEqual(['253', MANDATE_LIMIT_MESSAGES.endAfter]);
    expect(await refused(sip.save(token, { ...harish, i_ModeofPayment: 'UAUTO', Umrn: MANDATES.harishUpi.umrn })))
      .toEqual(['254', MANDATE_LIMIT_MESSAGES.startBefore]);
    expect((await sip.save(token, { ...enach, i_Amount: '5000' })).DtData[0]?.refno).toMatch(/^\d+$/);
  });

  it("mandates: a top-up that takes the instalment above the maximum over the SIP's life, refused at submit and named by the check alike", async () => {
    // ₹4,000 a month for 18 months, ₹1,000 more every six months from the seventh to the thirteenth:
    // each step fits Harish's ₹5,000 mandate, the instalment it reaches (₹6,000) does not.
    const d = await sip.dates(token, 18);
    const topUp = { Topupflag: 'Y' as const, TopupAmount: '1000', TopupFrequency: 'H' as const, TopupStartDate: plusMonths(d.start, 6), TopupEnddate: plusMonths(d.start, 12) };
    const harish = { i_pan: HARISH.pan, i_folio: FOLIOS.harish.acno, InvestorName: HARISH.name, Email: HARISH.email, Mobile: HARISH.mobile, i_ModeofPayment: 'ENACH' as const, Umrn: MANDATES.harishEnach.umrn };
    const asked = {
      Pan: HARISH.pan, Fund: '117', Kind: 'sip' as const, Acno: FOLIOS.harish.acno, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '4000', Umrn: MANDATES.harishEnach.umrn,
      SipStart: iso(d.start), SipEnd: iso(d.end), Frequency: 'M' as const, TopUpAmount: '1000', TopUpFrequency: 'H' as const, TopUpStart: iso(topUp.TopupStartDate), TopUpEnd: iso(topUp.TopupEnddate),
    };
    const refusals = async (ask: typeof asked) => (await h.call(orderCheck, ask as Parameters<typeof h.call<typeof orderCheck>>[1], { token })).Table
      .filter((p) => p.Severity === 'refuse').map((p) => [p.Code, p.Words, p.Fix]);
    const words = MANDATE_LIMIT_MESSAGES.topUpLife(5000);
    expect(await refusals(asked)).toEqual([['252', words, 'mandate']]);
    expect(await refused(sip.save(token, { ...harish, ...topUp, i_Amount: '4000' }, 18))).toEqual(['252', words]);
    // One step of ₹1,000 (the seventh month's only) reaches ₹5,000: both let it through.
    const once = { ...topUp, TopupEnddate: plusMonths(d.start, 11) };
    expect(await refusals({ ...asked, TopUpEnd: iso(once.TopupEnddate) })).toEqual([]);
    expect((await sip.save(token, { ...harish, ...once, i_Amount: '4000' }, 18)).DtData[0]?.refno).toMatch(/^\d+$/);
  });

  it('schemes: no purchase into one whose subscriptions are suspended', async () => {
    expect(await refused(purchase(SNEHA, { i_Acno: FOLIOS.sneha.acno, i_Scheme: 'AR', i_UntAmtValue: '5000' }))).toEqual(['261', SCHEME_SUSPENDED_MESSAGE]);
  });

  it('the distributor: an EUIN whose certification lapsed, while the order may go execution-only', async () => {
    const ravi = { i_Acno: FOLIOS.raviMain.acno };
    expect(await refused(purchase(RAVI, { ...ravi, EUINFlag: 'N', EuinCode: LAPSED_EUIN.euin }))).toEqual(['271', EUIN_LAPSED_MESSAGE(LAPSED_EUIN.euin)]);
    expect((await purchase(RAVI, { ...ravi, EUINFlag: 'N', EuinCode: 'E234567' })).DtData[0]?.Refno).toMatch(/^\d+$/);
    expect((await purchase(RAVI, ravi)).DtData[0]?.Refno).toMatch(/^\d+$/);
  });
});

describe('/GetOrderProblems answers every problem of an order at once, as the refusals word them', () => {
  type Ask = Partial<Parameters<typeof h.call<typeof orderCheck>>[1]>;
  const check = async (ask: Ask) =>
    (await h.call(orderCheck, { Pan: RAVI.pan, Fund: '117', Kind: 'purchase', ...ask } as Parameters<typeof h.call<typeof orderCheck>>[1], { token })).Table
      .filter((p) => p.Severity === 'refuse').map((p) => [p.Code, p.Words, p.Fix]);

  it('names the refusals the submit would give, with their fixes, and none for a clean order', async () => {
    expect(await check({ Acno: FOLIOS.raviMain.acno, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000' })).toEqual([]);
    expect(await check({ Pan: ROHIT.pan, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000' }))
      .toEqual([['201', KYC_VALIDATION_MESSAGES.registered, 'existing-folio']]);
    expect(await check({ Pan: ARVIND.pan, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000' })).toEqual([['211', NOMINATION_MESSAGE, 'nomination']]);
    expect(await check({ Pan: ARVIND.pan, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000', Nomination: 'opted-out' })).toEqual([]);
    expect(await check({ Pan: KAMALA.pan, Acno: FOLIOS.kamala.acno, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000', Email: KAMALA.email, Mobile: KAMALA.mobile, EmailFlag: 'SE', MobileFlag: 'SE' }))
      .toEqual([['221', FOLIO_CONTACT_MESSAGES.email, 'contact-update'], ['222', FOLIO_CONTACT_MESSAGES.mobile, 'contact-update']]);
    expect(await check({ Pan: NIKHIL.pan, Acno: FOLIOS.nikhil.acno, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '60000' })).toEqual([['231', OTP_EKYC_MESSAGE(50_000), 'ekyc']]);
    // Sneha's frozen folio and the suspended Arbitrage Fund at once: a switch out of one into the other.
    expect(await check({ Pan: SNEHA.pan, Kind: 'switch', Acno: FOLIOS.sneha.acno, Scheme: 'LC', Plan: 'RG', Option: 'G', ToScheme: 'AR', ToPlan: 'RG', ToOption: 'G' }))
      .toEqual([['241', DEBIT_FREEZE_MESSAGE, 'investor'], ['261', SCHEME_SUSPENDED_MESSAGE, 'other-scheme']]);
    expect(await check({ Acno: FOLIOS.raviMain.acno, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000', Euin: LAPSED_EUIN.euin }))
      .toEqual([['271', EUIN_LAPSED_MESSAGE(LAPSED_EUIN.euin), 'execution-only']]);
    const d = await sip.dates(token, 36);
    expect(await check({ Pan: HARISH.pan, Kind: 'sip', Acno: FOLIOS.harish.acno, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '6000', Umrn: MANDATES.harishEnach.umrn, SipStart: iso(d.start), SipEnd: iso(d.end), Frequency: 'M' }))
      .toEqual([['251', MANDATE_LIMIT_MESSAGES.instalment(5000), 'mandate'], ['253', MANDATE_LIMIT_MESSAGES.endAfter, 'mandate']]);
  });

  it('tells the NAV day after the cut-off as information, which refuses nothing', async () => {
    const { now } = await h.admin<{ now: string }>('clock');
    const t = new Date(now);
    const istMinutes = (t.getUTCHours() * 60 + t.getUTCMinutes() + 330) % 1440;
    await h.admin('clock', { body: { advanceMinutes: (16 * 60 - istMinutes + 1440) % 1440 } });
    // The token was stamped on the clock before it moved.
    token = await sip.tokenFor();
    const ask = { Pan: RAVI.pan, Fund: '117', Kind: 'purchase' as const, Acno: FOLIOS.raviMain.acno, Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000' };
    const table = (await h.call(orderCheck, ask as Parameters<typeof h.call<typeof orderCheck>>[1], { token })).Table;
    expect(table).toEqual([expect.objectContaining({ Code: '301', Severity: 'info', Fix: 'none', Words: expect.stringMatching(/^Past the 3:00 pm cut-off: approved now, the order takes the NAV of \d{2}\/\d{2}\/\d{4}$/) })]);
    expect((await purchase(RAVI, { i_Acno: FOLIOS.raviMain.acno })).DtData[0]?.Refno).toMatch(/^\d+$/);
  });

  it("answers 'No Data Found' for an investor or folio outside the caller's book", async () => {
    // A PAN outside the book is answered only as a prospective new investor's new folio (new-investor-application.test.ts).
    expect(await refused(check({ Pan: 'EZTPR5532M', Kind: 'redemption' }))).toEqual(['1', 'No Data Found']);
    expect(await refused(check({ Pan: 'EZTPR5532M', Acno: FOLIOS.sneha.acno }))).toEqual(['1', 'No Data Found']);
    expect(await refused(check({ Acno: FOLIOS.sneha.acno }))).toEqual(['1', 'No Data Found']);
  });
});
