import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { upcomingSips } from '../../server/fundhouse/endpoints/investors';
import { sipByRequestRef, sipDays, sipEndDate, sipFrequencies, sipMinAmount, sipPurchaseConfirmation, sipPurchaseRequest } from '../../server/fundhouse/endpoints/sip';
import { MANDATES } from '../../sandbox/domains/mandates/mandates';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { SIP_MESSAGES } from '../../sandbox/domains/sip/sip-rules';
import { DEMO, MEERA, RAVI } from '../../sandbox/seed/fixtures';
import { approveThroughLink } from '../support/investor-approval';
import { refusal, sandboxPerFile } from './sandbox-harness';
import { sipSaver, type SipAsk } from './sip-save';

// SIP registration through the portal's real client: the lists and end date the form loads, and
// /SIPSave with the registrar's rules, the approval mail, approval making the SIP live, one SIP per
// RequestRef.

const h = sandboxPerFile();

const { tokenFor, dates, save } = sipSaver(h);
type Ask = SipAsk;

describe('SIP lists', () => {
  it('offers Monthly for every SIP scheme and Quarterly for equity, with their minimums and days', async () => {
    const token = await tokenFor();
    const fc = (await h.call(sipFrequencies, { opt: 'SIP', fund: '117', scheme: 'FC' }, { token })).Dtinformation;
    expect(fc.map((f) => [f.FrequencyID, f.Minimum_Instalment])).toEqual([['M', '6'], ['Q', '4']]);
    const debt = (await h.call(sipFrequencies, { opt: 'SIP', fund: '117', scheme: 'SD' }, { token })).Dtinformation;
    expect(debt.map((f) => f.FrequencyID)).toEqual(['M']);
    expect((await h.call(sipFrequencies, { opt: 'SIP', fund: '117', scheme: 'FP' }, { token })).Dtinformation).toEqual([]);
    const days = (await h.call(sipDays, { fund: '117', scheme: 'FC', frequency: 'Q' }, { token })).Dtinformation;
    expect(days.map((d) => d.sip_cycleid)).toContain('10');
    const min = (await h.call(sipMinAmount, { Fund: '117', Scheme: 'TS', Trtype: 'SIP', Frequency: 'M' }, { token })).DtData[0];
    expect(min).toEqual({ minamt: '500', multiples: '500' });
  });

  it('computes the first and last instalment on the SIP day, at least a week ahead', async () => {
    const token = await tokenFor();
    const m = await dates(token, 12);
    const q = await dates(token, 4, 'Q');
    expect(m.display.SIP_StartDate.slice(0, 2)).toBe('10');
    const months = (a: string, b: string) => (Number(b.slice(6)) - Number(a.slice(6))) * 12 + Number(b.slice(0, 2)) - Number(a.slice(0, 2));
    expect(months(m.start, m.end)).toBe(11);
    expect(months(q.start, q.end)).toBe(9);
    expect(await refusal(h.call(sipEndDate, { Fund: '117', StartDate: '01/10/2026', Installments: '0', Frequency: 'M', trtype: 'SIP', sch: 'FC' }, { token }))).toBe(SIP_MESSAGES.installments);
  });
});

describe('/SIPSave', () => {
  it('registers a new-folio SIP from its purchase request, mails the investor, and approval makes it live in a new folio', async () => {
    const token = await tokenFor();
    const d = await dates(token, 12);
    const request = (await h.call(sipPurchaseRequest, {
      InvestorName: MEERA.name, SubbrokerArn: '', ARNCode: DEMO.arn, EuinCode: '', CountryCode: '+91', Mobile: MEERA.mobile, PanNo: MEERA.pan,
      Email: MEERA.email, Subbroker: '', i_Fund: '117', i_UntAmtValue: '0', EUINFlag: 'Y', noofinstallments: '12', i_Scheme: 'FC', i_Plan: 'RG',
      i_Option: 'G', sipstartdt: d.start, sipenddt: d.end, sipfrequency: 'M', sipamount: '1000', paymode: 'ISIP', i_PerpetialSIP: 'N', fEmailFlag: 'SE',
      fMobileFlag: 'SE', Topupflag: 'N', TopupFrequency: '', TopupAmount: '0', TopupStartDate: '', TopupEnddate: '', trtype: 'SIP', ModuleName: 'Webile',
    }, { token })).DtData[0];
    const confirmation = { Trtype: 'SIP' as const, fund: '117', customfund: '117', Refno: request?.Refno ?? '', ModuleName: 'Webile' };
    expect((await h.call(sipPurchaseConfirmation, confirmation, { token })).DtData[0]).toMatchObject({
      InvName: MEERA.name, PAN: MEERA.pan, Email: MEERA.email, SchemeDesc: 'Flexi Cap Fund - Regular Plan - Growth', SipAmount: '1000', sip_refno: '',
    });
    const meera = { i_pan: MEERA.pan, i_folio: '', InvestorName: MEERA.name, Email: MEERA.email, Mobile: MEERA.mobile };
    expect(await refusal(save(token, { ...meera }))).toBe(SIP_MESSAGES.request);
    expect(await refusal(save(token, { ...meera, i_Refno: request?.Refno, i_Amount: '2000' }))).toBe(SIP_MESSAGES.requestMismatch);
    const ref = randomUUID().replaceAll('-', '');
    const answer = (await save(token, { ...meera, i_Refno: request?.Refno, RequestRef: ref })).DtData[0];
    expect((await h.call(sipPurchaseConfirmation, confirmation, { token })).DtData[0]?.sip_refno).toBe(answer?.refno);
    expect(answer?.Scheme).toBe('FC');
    const mails = await h.admin<Array<{ subject: string; link?: string }>>(`outbox.json?to=${encodeURIComponent(MEERA.email)}`);
    const mail = mails.find((m) => m.subject.includes(String(answer?.refno)));
    expect(mail?.link).toMatch(/authorise\?t=/);
    expect((await h.call(sipByRequestRef, { Fund: '117', RequestRef: ref }, { token })).DtData).toEqual([{ refno: answer?.refno, Status: 'P' }]);
    expect(await refusal(save(token, { ...meera, i_Refno: request?.Refno, RequestRef: ref }))).toBe(SIP_MESSAGES.repeated);
    expect(await refusal(save(token, { ...meera, i_Refno: request?.Refno }))).toBe(SIP_MESSAGES.repeated);

    const post = await approveThroughLink(h.sandbox.url, mail!.link!, String(answer?.refno));
    expect(post.status).toBe(200);
    const live = (await h.call(upcomingSips, { Pan: MEERA.pan, ARNCode: DEMO.arn }, { token })).DtData.filter((s) => s.fund_code === '117');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ amt: '1000.00', Installments: '12', Status: 'Live', SIPType: '0', InstallmentsPaid: '0' });
    await h.admin('clock', { body: { advanceMinutes: 40 * 24 * 60 } });
    const later = (await h.call(upcomingSips, { Pan: MEERA.pan, ARNCode: DEMO.arn }, { token: await tokenFor() })).DtData.find((s) => s.fund_code === '117');
    expect(Number(later?.InstallmentsPaid)).toBeGreaterThan(0);
  });

  it('lets a live quarterly SIP fall due every third month', async () => {
    const token = await tokenFor();
    const q = await dates(token, 4, 'Q');
    const ref = randomUUID().replaceAll('-', '');
    const answer = (await save(token, { i_frequency: 'Q', i_NoofInstalment: '4', i_SIPStartDate: q.start, i_SIPEndDate: q.end, RequestRef: ref })).DtData[0];
    const mail = (await h.admin<Array<{ subject: string; link?: string }>>(`outbox.json?to=${encodeURIComponent(RAVI.email)}`)).find((m) => m.subject.includes(String(answer?.refno)));
    expect((await approveThroughLink(h.sandbox.url, mail!.link!, String(answer?.refno))).status).toBe(200);
    await h.admin('clock', { body: { advanceMinutes: 40 * 24 * 60 } });
    const live = (await h.call(upcomingSips, { Pan: RAVI.pan, ARNCode: DEMO.arn }, { token: await tokenFor() })).DtData.find((s) => s.sipstartdt === q.display.SIP_StartDate && s.Installments === '4');
    expect(live).toMatchObject({ InstallmentsPaid: '1', Status: 'Live' });
    const month = (dmy: string) => Number(dmy.slice(6)) * 12 + Number(dmy.slice(3, 5));
    expect(month(live!.sipdt) - month(q.display.SIP_StartDate)).toBe(3);
  });

  it('refuses what the registrar refuses', async () => {
    const token = await tokenFor();
    expect(await refusal(save(token, { i_SchemeCode: 'FP' }))).toBe(SIP_MESSAGES.barred);
    expect(await refusal(save(token, { i_Amount: '50' }))).toBe(SIP_MESSAGES.amountMin(100));
    expect(await refusal(save(token, { i_SchemeCode: 'TS', i_Amount: '750' }))).toBe(SIP_MESSAGES.amountMultiple(500));
    expect(await refusal(save(token, { i_NoofInstalment: '3' }))).toBe(SIP_MESSAGES.installmentsMin);
    expect(await refusal(save(token, { i_NoofInstalment: '1000' }))).toBe(SIP_MESSAGES.installmentsMax);
    expect(await refusal(save(token, { i_SIPEndDate: '12/10/2099', i_NoofInstalment: '900' }))).toBe(SIP_MESSAGES.beyond2099);
    expect(await refusal(save(token, { i_folio: FOLIOS.farah.acno }))).toBe(SIP_MESSAGES.noFolio);
    // Ravi holds FC in the folio: its lumpsum is an additional purchase; LC's would be a new purchase.
    expect(await refusal(save(token, { LumpsumAmount: '10' }))).toBe(SIP_MESSAGES.lumpsumMin(500));
    expect(await refusal(save(token, { i_SchemeCode: 'AH', LumpsumAmount: '1000' }))).toBe(SIP_MESSAGES.lumpsumMin(5000));
    expect(await refusal(save(token, { i_folio: '', LumpsumAmount: '5000' }))).toBe(SIP_MESSAGES.lumpsumNewFolio);
    expect(await refusal(save(token, { Topupflag: 'Y', TopupAmount: '400', TopupFrequency: 'H' }))).toBe(SIP_MESSAGES.topUpMin);
    // Top-up dates fall on the SIP day (the 10th here), as on the SIP TOP-UP screen: a 15th is refused.
    const { start } = await dates(token, 12);
    const on = (months: number, day: string) => {
      const m = Number(start.slice(0, 2)) - 1 + months;
      return `${String((m % 12) + 1).padStart(2, '0')}/${day}/${Number(start.slice(6)) + Math.floor(m / 12)}`;
    };
    const topUp: Ask = { Topupflag: 'Y', TopupAmount: '500', TopupFrequency: 'H', TopupEnddate: on(11, '10') };
    expect(await refusal(save(token, { ...topUp, TopupStartDate: on(6, '15') }))).toBe(SIP_MESSAGES.topUpSipDay);
    expect(await refusal(save(token, { ...topUp, TopupStartDate: on(0, '10') }))).toBe(SIP_MESSAGES.topUpWindow);
  });

  it('checks the mandate: its folio, its maximum and its window', async () => {
    const token = await tokenFor();
    const upi = { i_ModeofPayment: 'UAUTO' as const, Umrn: MANDATES.raviUpi.umrn };
    expect(await refusal(save(token, { ...upi, i_Amount: '60000' }))).toBe(SIP_MESSAGES.mandateMax(50000));
    expect(await refusal(save(token, { i_ModeofPayment: 'ENACH', Umrn: MANDATES.raviUpi.umrn }))).toBe(SIP_MESSAGES.mandate);
    expect(await refusal(save(token, { ...upi, i_folio: FOLIOS.raviSecond.acno }))).toBe(SIP_MESSAGES.mandate);
    const d = await dates(token, 12);
    expect(await refusal(save(token, { ...upi, i_PerpetialSIP: 'Y', i_SIPEndDate: `${d.end.slice(0, 6)}2090` }))).toBe(SIP_MESSAGES.mandateEnd);
    const ok = (await save(token, { ...upi, i_Amount: '50000' })).DtData[0];
    expect(Number(ok?.refno)).toBeGreaterThan(0);
  });
});
