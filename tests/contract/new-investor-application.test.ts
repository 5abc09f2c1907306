import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { allClients } from '../../server/fundhouse/endpoints/investors';
import {
  bankByIfsc, newInvestorApplicationByRequestRef, newInvestorLumpsumSubmit, newInvestorSipSubmit, paymentBanks, saveNewInvestorNominees,
} from '../../server/fundhouse/endpoints/new-investor-application';
import { orderCheck } from '../../server/fundhouse/endpoints/order-problems';
import { swpOptions } from '../../server/fundhouse/endpoints/systematic-plans';
import { UpstreamError } from '../../server/fundhouse/errors';
import { APPLICATION_MESSAGES as M } from '../../sandbox/handlers/new-investor-application';
import { EUINS, LAPSED_EUIN } from '../../sandbox/domains/links/links';
import { TEAM } from '../../sandbox/domains/team/team-seed';
import { EUIN_LAPSED_MESSAGE } from '../../lib/rules/euin-certification';
import { FOLIO_CONTACT_MESSAGES } from '../../lib/rules/folio-contacts';
import { SCHEME_SUSPENDED_MESSAGE } from '../../lib/rules/scheme-suspension';
import { ANITA, DEMO, DEMO_PASSWORD, TXN } from '../../sandbox/seed/fixtures';
import { applicationParams, NOMINEE as nominee } from './new-investor-calls';
import { codedRefusal, sandboxPerFile } from './sandbox-harness';

const h = sandboxPerFile();
let token = '';
beforeEach(async () => {
  token = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0]?.token ?? '';
});
const as = () => ({ token });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') return err.userMessage;
    throw err;
  }
  throw new Error('expected a refusal');
}

const saveNominee = async () =>
  (await h.call(saveNewInvestorNominees, { pan: ANITA.pan, arn: DEMO.arn, IWishToNominate: 'Y', nominees: [nominee] }, as())).Dtinformation[0]!.nom_id;

let refs = 0;
/** A fresh caller's reference for each application. */
const nextRef = () => `application-ref-${++refs}`;

const application = (nomId: string, ref = nextRef()) => applicationParams(nomId, ref);

const sipFields = {
  i_trtype: 'SIP' as const, i_sipflag: 'Y' as const, i_frequency: 'M', i_noofinst: '12', i_sipstartdt: '12/05/2026', i_sipenddt: '11/05/2027',
  i_GoalAmount: '100000', i_Goalsip: 'Y' as const, Topupflag: 'N' as const, TopupFrequency: '' as const, TopupAmount: '', TopupStartDate: '', TopupEnddate: '',
};

describe('bank and payment lists', () => {
  it('finds a branch by IFSC and nothing for an unknown one', async () => {
    const [row] = (await h.call(bankByIfsc, { ifsc: 'SBIN0000300' }, as())).Dtinformation;
    expect(row).toMatchObject({ bankname: 'STATE BANK OF INDIA', bankadd1: 'MUMBAI MAIN BRANCH', bankcity: 'MUMBAI' });
    expect(row?.bankpin).toMatch(/^\d{6}$/);
    expect((await h.call(bankByIfsc, { ifsc: 'SBIN0999999' }, as())).Dtinformation).toEqual([]);
  });

  it('lists the payment banks', async () => {
    const banks = (await h.call(paymentBanks, { Trtype: 'NEW' }, as())).DtData;
    expect(banks).toContainEqual({ gb_Bankcode: 'SBI', gb_Bankname: 'State Bank of India' });
  });
});

describe('iSIP options and period', () => {
  it('lists the frequencies with their fewest installments, and the SIP days of a scheme', async () => {
    expect((await h.call(swpOptions, { opt: 'SIP', fund: '117' }, as())).Dtinformation).toContainEqual({ FrequencyID: 'M', Frequency: 'Monthly', Minimum_Instalment: '6' });
    expect((await h.call(swpOptions, { opt: 'SIP', fund: '117', astscheme: 'FC' }, as())).Dtinformation.map((r) => r.sip_cycleid)).toContain('10');
    expect((await h.call(swpOptions, { opt: 'SIP', fund: '117', astscheme: 'FP' }, as())).Dtinformation).toEqual([]);
  });
});

describe('nominee save and the submits', () => {
  it('saves the nominees and answers their id; shares must total 100', async () => {
    expect(await saveNominee()).toMatch(/^\d+$/);
    const half = { ...nominee, sharePercentage: '50' };
    expect(await refusal(h.call(saveNewInvestorNominees, { pan: ANITA.pan, arn: DEMO.arn, IWishToNominate: 'Y', nominees: [half] }, as()))).toBe(M.nomineesShare);
    // Ten nominees since 2025 (lib/rules/regulations.ts); an eleventh is refused.
    const tenth = (n: number) => Array.from({ length: n }, () => ({ ...nominee, sharePercentage: String(100 / n) }));
    expect((await h.call(saveNewInvestorNominees, { pan: ANITA.pan, arn: DEMO.arn, IWishToNominate: 'Y', nominees: tenth(10) }, as())).Dtinformation[0]?.nom_id).toMatch(/^\d+$/);
    expect(await refusal(h.call(saveNewInvestorNominees, { pan: ANITA.pan, arn: DEMO.arn, IWishToNominate: 'Y', nominees: tenth(11) }, as()))).toBe(M.nomineesMany);
    const none = await h.call(saveNewInvestorNominees, { pan: ANITA.pan, arn: DEMO.arn, IWishToNominate: 'N', nominees: [] }, as());
    expect(none.Dtinformation[0]?.nom_id).toMatch(/^\d+$/);
  });

  it('opens a lumpsum application: the investor joins the book and is mailed to authorise', async () => {
    const answer = await h.call(newInvestorLumpsumSubmit, { ...application(await saveNominee()), i_trtype: 'NEW' }, as());
    expect(answer.DtData[0]).toMatchObject({ Schdesc: expect.stringContaining('Flexi Cap Fund'), Amount: '5000' });
    expect(answer.DtData[0]?.appno).toMatch(/^\d+$/);
    const book = (await h.call(allClients, { ARN: DEMO.arn, customfund: '117', AllFavFlag: 'A' }, as())).DtData;
    expect(book.some((r) => r.Pan === ANITA.pan)).toBe(true);
    const [mail] = await h.admin<Array<{ subject: string; link?: string }>>(`outbox.json?to=${encodeURIComponent(ANITA.email)}`);
    expect(mail?.subject).toContain(`transaction ${answer.DtData[0]?.appno}`);
    // A second application for the same investor is an additional purchase, not a new folio.
    expect(await refusal(h.call(newInvestorLumpsumSubmit, { ...application(await saveNominee()), i_trtype: 'NEW' }, as()))).toBe(M.already);
  });

  it('opens an iSIP application and names the distributor', async () => {
    const answer = await h.call(newInvestorSipSubmit, { ...application(await saveNominee()), i_amount: '1000', ...sipFields }, as());
    expect(answer.DtData[0]?.Amount).toBe('1000');
    expect(answer.Table3[0]?.Distributor_name).toBe(DEMO.name);
  });

  it('keeps one application per caller reference, which the look-up names', async () => {
    const ref = nextRef();
    expect((await h.call(newInvestorApplicationByRequestRef, { Fund: '117', RequestRef: ref }, as())).DtData).toEqual([]);
    const answer = await h.call(newInvestorLumpsumSubmit, { ...application(await saveNominee(), ref), i_trtype: 'NEW' }, as());
    const [found] = (await h.call(newInvestorApplicationByRequestRef, { Fund: '117', RequestRef: ref }, as())).DtData;
    expect(found).toEqual(answer.DtData[0]);
    expect(await refusal(h.call(newInvestorLumpsumSubmit, { ...application(await saveNominee(), ref), i_trtype: 'NEW' }, as()))).toBe(M.submitted);
    // Another distributor's reference reads as unknown.
    const other = (await h.call(login, { ReqBy: 'D', username: TXN.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0]?.token ?? '';
    expect((await h.call(newInvestorApplicationByRequestRef, { Fund: '117', RequestRef: ref }, { token: other })).DtData).toEqual([]);
  });

  it("refuses the registrar's rules: unsaved nominees, amounts, a direct plan, installments", async () => {
    const nomId = await saveNominee();
    expect(await refusal(h.call(newInvestorLumpsumSubmit, { ...application('1'), i_trtype: 'NEW' }, as()))).toBe(M.nominee);
    expect(await refusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), i_amount: '999', i_trtype: 'NEW' }, as()))).toBe(M.minAmount(1000));
    expect(await refusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), i_scheme: 'CB', i_amount: '5005', i_trtype: 'NEW' }, as()))).toBe(M.multiple(10));
    expect(await refusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), i_plan: 'DR', i_trtype: 'NEW' }, as()))).toBe(M.regularOnly);
    expect(await refusal(h.call(newInvestorSipSubmit, { ...application(nomId), i_amount: '1000001', ...sipFields }, as()))).toBe(M.maxSip);
    expect(await refusal(h.call(newInvestorSipSubmit, { ...application(nomId), i_amount: '1000', ...sipFields, i_noofinst: '3' }, as()))).toBe(M.installments);
    expect(await refusal(h.call(newInvestorSipSubmit, { ...application(nomId), i_scheme: 'FP', i_amount: '5000', ...sipFields }, as()))).toBe(M.scheme);
  });
});

/** Rahul Pillai, an EUIN holder of the demo ARN: his e-mail and mobile are not an investor's. */
const RAHUL = EUINS.find((e) => e.name === 'Rahul Pillai')!;

describe("the registrar's refusals of an application that opens a folio, after the seeds' checks", () => {
  it("refuses an EUIN holder's e-mail and mobile (221 before 222) and a lapsed EUIN, with their reason codes", async () => {
    const nomId = await saveNominee();
    expect(await codedRefusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), i_email: RAHUL.email, i_mobileno: RAHUL.mobile, i_trtype: 'NEW' }, as())))
      .toEqual({ code: '221', message: FOLIO_CONTACT_MESSAGES.email });
    expect(await codedRefusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), i_mobileno: RAHUL.mobile, i_trtype: 'NEW' }, as())))
      .toEqual({ code: '222', message: FOLIO_CONTACT_MESSAGES.mobile });
    expect(await codedRefusal(h.call(newInvestorSipSubmit, { ...application(nomId), i_amount: '1000', ...sipFields, i_EUINflag: 'N', i_EUINno: LAPSED_EUIN.euin }, as())))
      .toEqual({ code: '271', message: EUIN_LAPSED_MESSAGE(LAPSED_EUIN.euin) });
    // A seed's own check comes first: an amount below the minimum is refused in its words, not the contacts'.
    expect(await refusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), i_amount: '999', i_email: RAHUL.email, i_trtype: 'NEW' }, as())))
      .toBe(M.minAmount(1000));
  });

  it("refuses a team member's e-mail and mobile as the firm's own, though the member holds no EUIN", async () => {
    const divya = TEAM.operations;
    const euinHolders: string[] = EUINS.flatMap((e) => [e.email, e.mobile]);
    expect(euinHolders).not.toContain(divya.email);
    expect(euinHolders).not.toContain(divya.mobile);
    const nomId = await saveNominee();
    expect(await codedRefusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), i_email: divya.email, i_trtype: 'NEW' }, as())))
      .toEqual({ code: '221', message: FOLIO_CONTACT_MESSAGES.email });
    expect(await codedRefusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), i_mobileno: divya.mobile, i_trtype: 'NEW' }, as())))
      .toEqual({ code: '222', message: FOLIO_CONTACT_MESSAGES.mobile });
  });

  it("opens the application with the EUIN holder's contacts once it declares the family relation; Self or none is still refused", async () => {
    const nomId = await saveNominee();
    const rahuls = { i_email: RAHUL.email, i_mobileno: RAHUL.mobile, i_trtype: 'NEW' as const };
    expect(await codedRefusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), ...rahuls, pEmailFlag: '', pMobileFlag: '' }, as())))
      .toEqual({ code: '221', message: FOLIO_CONTACT_MESSAGES.email });
    // The e-mail declared a spouse's, the mobile still the investor's own: the mobile is refused.
    expect(await codedRefusal(h.call(newInvestorLumpsumSubmit, { ...application(nomId), ...rahuls, pEmailFlag: 'SP' }, as())))
      .toEqual({ code: '222', message: FOLIO_CONTACT_MESSAGES.mobile });
    const answer = await h.call(newInvestorLumpsumSubmit, { ...application(nomId), ...rahuls, pEmailFlag: 'SP', pMobileFlag: 'SP' }, as());
    expect(answer.DtData[0]?.appno).toMatch(/^\d+$/);
  });

  it('opens the same application once its contacts are the investor\'s and its EUIN a certified one', async () => {
    const nomId = await saveNominee();
    const certified = RAHUL;
    const answer = await h.call(newInvestorLumpsumSubmit, { ...application(nomId), i_EUINflag: 'N', i_EUINno: certified.euin, i_trtype: 'NEW' }, as());
    expect(answer.DtData[0]?.appno).toMatch(/^\d+$/);
  });
});

describe('/GetOrderProblems for a prospective new investor (empty Acno, a PAN not yet on the book)', () => {
  type Ask = Partial<Parameters<typeof h.call<typeof orderCheck>>[1]>;
  const check = async (ask: Ask) =>
    (await h.call(orderCheck, { Pan: ANITA.pan, Fund: '117', Kind: 'purchase', Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000', ...ask } as Parameters<typeof h.call<typeof orderCheck>>[1], as())).Table
      .filter((p) => p.Severity === 'refuse').map((p) => [p.Code, p.Fix]);

  it('answers what the application would meet, from the KRA and what the order gives, instead of No Data Found', async () => {
    expect(await check({ Email: ANITA.email, Mobile: ANITA.mobile })).toEqual([]);
    expect(await check({ Kind: 'sip', Email: RAHUL.email, Mobile: RAHUL.mobile, Euin: LAPSED_EUIN.euin, Scheme: 'AR' }))
      .toEqual([['221', 'contact-update'], ['222', 'contact-update'], ['261', 'other-scheme'], ['271', 'execution-only']]);
    // The family relation the application declares clears the contacts here as at its submit; Self does not.
    expect(await check({ Email: RAHUL.email, Mobile: RAHUL.mobile, EmailFlag: 'SP', MobileFlag: 'DP' })).toEqual([]);
    expect(await check({ Email: RAHUL.email, Mobile: RAHUL.mobile, EmailFlag: 'SE', MobileFlag: 'SP' })).toEqual([['221', 'contact-update']]);
    expect((await h.call(orderCheck, { Pan: ANITA.pan, Fund: '117', Kind: 'purchase', Scheme: 'AR', Plan: 'RG', Option: 'G', Amount: '5000' } as Parameters<typeof h.call<typeof orderCheck>>[1], as())).Table[0]?.Words)
      .toBe(SCHEME_SUSPENDED_MESSAGE);
  });

  it("keeps 'No Data Found' for a folio, or an order out of a folio, outside the book", async () => {
    expect(await codedRefusal(check({ Kind: 'redemption' }))).toEqual({ code: '1', message: 'No Data Found' });
    expect(await codedRefusal(check({ Acno: '9999999999' }))).toEqual({ code: '1', message: 'No Data Found' });
  });
});
