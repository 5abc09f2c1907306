import { describe, expect, it } from 'vitest';
import { distDashboard } from '../../server/fundhouse/endpoints/dashboard';
import { investorTypeList } from '../../server/fundhouse/endpoints/dashboard-lists';
import { sendEkycMail } from '../../server/fundhouse/endpoints/ekyc';
import { investorByPan } from '../../server/fundhouse/endpoints/investors';
import { planInstalments, resendAuthorisationLink, transactionStatuses, transactionTimeline } from '../../server/fundhouse/endpoints/lifecycle';
import { newInvestorLumpsumSubmit, saveNewInvestorNominees } from '../../server/fundhouse/endpoints/new-investor-application';
import { saveStp } from '../../server/fundhouse/endpoints/systematic-plans';
import { detailedTransactions, reinitiateTransaction } from '../../server/fundhouse/endpoints/transactions';
import { otherSchemes } from '../../server/fundhouse/endpoints/purchase';
import { bookWorklist } from '../../server/fundhouse/endpoints/worklist';
import { LIFECYCLE_MESSAGES } from '../../lib/rules/authorisation-link';
import { TEAM_MESSAGES } from '../../lib/rules/team';
import { EUINS } from '../../sandbox/domains/links/links';
import { SUNIL_SIP } from '../../sandbox/domains/plans/instalment-fixtures';
import { FOLIOS, TXNS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { TEAM } from '../../sandbox/domains/team/team-seed';
import { TXN_MESSAGES } from '../../sandbox/domains/transactions/portfolio-txns';
import { ANITA, DEMO, FARAH, LATA, MEERA, RAVI, SUNIL } from '../../sandbox/seed/fixtures';
import { applicationParams, NOMINEE } from './new-investor-calls';
import { refusal, sandboxPerFile, type Harness } from './sandbox-harness';
import { sipSaver } from './sip-save';
import { teamCalls } from './team-calls';

// A narrowed member's scope on the registrar's book-wide reads and by-number calls (an investor outside it
// is not there, or answers as another book's), the orders that bring an investor into an EUIN scope, and
// the registrar holding an Adviser to their own EUIN. Rahul Pillai (Adviser, EUIN E234567, scope euin) sees
// Ravi only; the ARN holder sees the whole book.

const h = sandboxPerFile();
const team = teamCalls(h);
const sip = sipSaver(h);
const call: Harness['call'] = (endpoint, params, options) => h.call(endpoint, params, options);

const OWN_EUIN = TEAM.adviser.euin;
/** Another EUIN of the demo ARN, valid and certified: only the Adviser's own-EUIN rule refuses it. */
const OTHER_EUIN = EUINS.find((e) => e.arn === DEMO.arn && e.euin !== OWN_EUIN)!.euin;
const FUND = '117';

const tokens = async () => ({ holder: await team.tokenOf(), rahul: await team.tokenOf(TEAM.adviser.email) });
const pendingList = async (token: string) =>
  (await call(detailedTransactions, { Arn: DEMO.arn, customfund: FUND, transflag: 'P' }, { token })).DtData.map((r) => r.ihno);
const statuses = async (token: string, ihnos: readonly (string | number)[]) =>
  (await call(transactionStatuses, { Arn: DEMO.arn, Fund: FUND, Ihnos: ihnos.join(','), Pending: 'Y' }, { token })).Statuses.map((r) => r.ihno);
const detail = async (token: string, pan: string) => (await call(investorByPan, { Uid: DEMO.userId, ReqBy: 'D', PAN: pan, customfund: FUND }, { token })).DtData;
const pansOf = (rows: readonly { pan: string }[]) => [...new Set(rows.map((r) => r.pan))];

describe('the book-wide reads of an EUIN-scoped member', () => {
  it("leave out an investor outside the scope from the transaction lists and statuses, which the ARN holder's hold", async () => {
    const { holder, rahul } = await tokens();
    const meera = await team.pendingPurchase(holder, MEERA);
    const ravi = String(TXNS.pendingPurchase.ihno);
    expect(await pendingList(holder)).toEqual(expect.arrayContaining([meera, ravi]));
    expect(await pendingList(rahul)).toContain(ravi);
    expect(await pendingList(rahul)).not.toContain(meera);
    // Asked by number or gathered as the book's pending ones, Meera's is not there for Rahul.
    expect(await statuses(holder, [meera, ravi])).toEqual(expect.arrayContaining([meera, ravi]));
    expect(await statuses(rahul, [meera, ravi])).toContain(ravi);
    expect(await statuses(rahul, [meera, ravi])).not.toContain(meera);
  });

  it("count and list only the scope's investors on the dashboard and its drill-downs", async () => {
    const { holder, rahul } = await tokens();
    await team.pendingPurchase(holder, MEERA);
    const pending = async (token: string) => Number((await call(distDashboard, { AgentCode: DEMO.arn, customfund: FUND }, { token })).DtData[0]?.AuthorisationPending);
    expect(await pending(rahul)).toBeLessThan(await pending(holder));
    const investors = (await call(distDashboard, { AgentCode: DEMO.arn, customfund: FUND }, { token: rahul })).Table1[0]?.Numberofinvestors;
    expect(investors).toBe('1');
    const active = (token: string) =>
      call(investorTypeList, { AgentCode: DEMO.arn, customfund: FUND, Fund: FUND, InvType: 'Active', PageNo: '1', PageSize: '100' }, { token });
    expect(Number((await active(holder)).Table1[0]?.TotalCount)).toBeGreaterThan(1);
    const theirs = await active(rahul);
    expect(theirs.DtData.map((r) => r.pangir)).toEqual([RAVI.pan]);
    expect(theirs.Table1[0]?.TotalCount).toBe('1');
  });

  it("hold only the scope's investors, SIPs and mandates in the worklist", async () => {
    const { holder, rahul } = await tokens();
    const worklist = (token: string) => call(bookWorklist, { Arn: DEMO.arn, Fund: FUND }, { token });
    const all = await worklist(holder);
    expect(pansOf(all.Investors)).toContain(LATA.pan);
    expect(pansOf(all.Sips)).toContain(SUNIL.pan);
    const theirs = await worklist(rahul);
    for (const rows of [theirs.Investors, theirs.Sips, theirs.Mandates]) expect(pansOf(rows).filter((pan) => pan !== RAVI.pan)).toEqual([]);
    expect(pansOf(theirs.Sips)).toEqual([RAVI.pan]);
    // Named by PAN, an investor outside the scope has nothing to show either.
    expect((await call(bookWorklist, { Arn: DEMO.arn, Fund: FUND, Pan: LATA.pan }, { token: rahul })).Investors).toEqual([]);
  });
});

describe("a call naming an out-of-scope investor's transaction, plan or PAN", () => {
  it('answers a resend, reinitiation and timeline as for another book, where the ARN holder gets on', async () => {
    const { holder, rahul } = await tokens();
    const meera = await team.pendingPurchase(holder, MEERA);
    const otherBook = String(TXNS.farahPending.ihno);
    let refs = 0;
    const resend = (token: string, Ihno: string) => call(resendAuthorisationLink, { Arn: DEMO.arn, Fund: FUND, Ihno, RequestRef: `scope-resend-${++refs}` }, { token });
    expect(await refusal(resend(rahul, otherBook))).toBe(LIFECYCLE_MESSAGES.notFound);
    expect(await refusal(resend(rahul, meera))).toBe(LIFECYCLE_MESSAGES.notFound);
    expect((await resend(holder, meera)).Table1).toHaveLength(1);

    const reinitiate = (token: string, ihno: string) => refusal(call(reinitiateTransaction, { fund: FUND, ihno }, { token }));
    expect(await reinitiate(rahul, otherBook)).toBe(TXN_MESSAGES.notFound);
    expect(await reinitiate(rahul, meera)).toBe(TXN_MESSAGES.notFound);
    // The ARN holder is told why this one cannot be reinitiated: it is still pending.
    expect(await reinitiate(holder, meera)).toBe(TXN_MESSAGES.notExpired);

    const timeline = (token: string, Ihno: string) => call(transactionTimeline, { Arn: DEMO.arn, Fund: FUND, Ihno }, { token });
    expect(await refusal(timeline(rahul, meera))).toBe(await refusal(timeline(rahul, otherBook)));
    expect((await timeline(holder, meera)).Transaction[0]?.pan).toBe(MEERA.pan);
  });

  it("answers a plan's instalments outside the scope as another book's plan", async () => {
    const { holder, rahul } = await tokens();
    const plan = (token: string, Ihno: number) => call(planInstalments, { Arn: DEMO.arn, Fund: FUND, Ihno: String(Ihno) }, { token });
    expect((await plan(holder, SUNIL_SIP.ihno)).Plan).toHaveLength(1);
    expect(await refusal(plan(rahul, SUNIL_SIP.ihno))).toBe(await refusal(plan(rahul, 9_999_999)));
  });

  it("answers the schemes a folio outside the scope may switch or add into as another book's folio: none", async () => {
    const { holder, rahul } = await tokens();
    const q = { schtype: 'Regular' as const, category: 'Equity', fundCode: FUND, customfund: FUND, trantype: 'I' as const };
    const schemes = async (token: string, acno: string) => (await call(otherSchemes, { ...q, acno }, { token })).DtData.length;
    expect(await schemes(holder, FOLIOS.sunil.acno)).toBeGreaterThan(0);
    expect(await schemes(rahul, FOLIOS.raviMain.acno)).toBeGreaterThan(0);
    expect(await schemes(rahul, FOLIOS.sunil.acno)).toBe(0);
  });

  it("answers the e-KYC mail for an investor outside the scope as for another book's: it reads nothing of the book", async () => {
    const { rahul } = await tokens();
    let refs = 0;
    const mail = (investor: { pan: string; name: string; email: string; mobile: string }) =>
      refusal(
        call(sendEkycMail, {
          RequestRef: `scope-ekyc-${++refs}`, InvPan: investor.pan, InvMobile: investor.mobile, InvFund: FUND, customfund: FUND, InvName: investor.name,
          DistUserId: TEAM.adviser.email, Url: 'https://ekyc.example.test/start', DistName: DEMO.name, ArnCode: DEMO.arn, InvEmail: investor.email,
        }, { token: rahul }),
      );
    expect(await mail(MEERA)).toBe(await mail(FARAH));
  });
});

describe('the orders that bring an investor into an EUIN scope', () => {
  it("count a SIP registered on an existing folio with the member's EUIN", async () => {
    const { holder, rahul } = await tokens();
    expect(await detail(rahul, SUNIL.pan)).toEqual([]);
    await sip.save(holder, {
      i_pan: SUNIL.pan, i_folio: FOLIOS.sunil.acno, InvestorName: SUNIL.name, Email: SUNIL.email, Mobile: SUNIL.mobile, EUINFlag: 'N', i_euinno: OWN_EUIN,
    });
    expect(await detail(rahul, SUNIL.pan)).toHaveLength(1);
  });

  it("count a new investor's application naming the member's EUIN", async () => {
    const { holder, rahul } = await tokens();
    const nomId = (await call(saveNewInvestorNominees, { pan: ANITA.pan, arn: DEMO.arn, IWishToNominate: 'Y', nominees: [NOMINEE] }, { token: holder })).Dtinformation[0]!.nom_id;
    await call(newInvestorLumpsumSubmit, { ...applicationParams(nomId, 'scope-application-1'), i_trtype: 'NEW', i_EUINflag: 'N', i_EUINno: OWN_EUIN }, { token: holder });
    expect(await detail(rahul, ANITA.pan)).toHaveLength(1);
    // The list-scoped viewer's list does not name Anita: it is the EUIN that brought her into Rahul's scope.
    expect(await detail(await team.tokenOf(TEAM.viewer.email), ANITA.pan)).toEqual([]);
  });
});

describe("an Adviser's own EUIN on the registrar's side", () => {
  it("refuses an Adviser's purchase naming another EUIN, or none, in the rule's words; the ARN holder's goes through", async () => {
    const { holder, rahul } = await tokens();
    const tagged = (euin: string) => ({ EUINFlag: 'N', EuinCode: euin });
    expect(await refusal(team.purchase(rahul, RAVI, tagged(OTHER_EUIN)))).toBe(TEAM_MESSAGES.ownEuin(OWN_EUIN));
    expect(await refusal(team.purchase(rahul, RAVI))).toBe(`An Adviser's orders carry their own EUIN, ${OWN_EUIN}: it cannot be changed`);
    expect((await team.purchase(rahul, RAVI, tagged(OWN_EUIN))).DtData[0]?.Refno).toMatch(/^\d+$/);
    expect((await team.purchase(holder, RAVI, tagged(OTHER_EUIN))).DtData[0]?.Refno).toMatch(/^\d+$/);
  });

  it("refuses an Adviser's SIP, STP and new investor's application naming another EUIN", async () => {
    const { holder, rahul } = await tokens();
    const refused = TEAM_MESSAGES.ownEuin(OWN_EUIN);
    expect(await refusal(sip.save(rahul, { EUINFlag: 'N', i_euinno: OTHER_EUIN }))).toBe(refused);
    const stp = {
      Trtype: 'STP' as const, Stpday: '10', NoofTransfer: '6', Enddt: '01/01/2027', Stdt: '01/01/2026', Scheme: 'FC', Plan: 'RG', Option: 'G', ToScheme: 'LC',
      Toplan: 'RG', Tooption: 'G', Stpoption: 'F', Freq: 'M', Amount: '1000', Euin: OTHER_EUIN, Acno: FOLIOS.raviMain.acno, Fund: FUND, Pan: RAVI.pan, Agent: DEMO.arn,
      RequestRef: 'scope-stp-1',
    };
    expect(await refusal(call(saveStp, stp, { token: rahul }))).toBe(refused);
    const nomId = (await call(saveNewInvestorNominees, { pan: ANITA.pan, arn: DEMO.arn, IWishToNominate: 'Y', nominees: [NOMINEE] }, { token: holder })).Dtinformation[0]!.nom_id;
    const application = { ...applicationParams(nomId, 'scope-application-2'), i_trtype: 'NEW' as const, i_EUINflag: 'N' as const, i_EUINno: OTHER_EUIN };
    expect(await refusal(call(newInvestorLumpsumSubmit, application, { token: rahul }))).toBe(refused);
  });
});
