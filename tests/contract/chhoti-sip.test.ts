import { describe, expect, it } from 'vitest';
import { chhotiSipStanding, sipFrequencies } from '../../server/fundhouse/endpoints/sip';
import { CHHOTI_SIP_CODES, CHHOTI_SIP_MESSAGES, type ChhotiSipProblem } from '../../lib/rules/chhoti-sip';
import { MANDATES } from '../../sandbox/domains/mandates/mandates';
import { SIP_MESSAGES } from '../../sandbox/domains/sip/sip-rules';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { FARAH, RAVI, TARA } from '../../sandbox/seed/fixtures';
import { codedRefusal, refusal, sandboxPerFile } from './sandbox-harness';
import { sipSaver, type SipAsk } from './sip-save';
import { approveThroughLink } from '../support/investor-approval';

// The registrar's side of Chhoti SIP (lib/rules/chhoti-sip.ts): the scheme master's flag as the SIP
// form reads it, the PAN's standing, and /SIPSave refusing each broken condition, an investor who is
// not new to mutual funds and a PAN's fourth, each with its reason code and the rule's words.

const h = sandboxPerFile();

const { tokenFor, save } = sipSaver(h);
/** Tara Joseph, new to mutual funds: ₹250 a month in Flexi Cap growth on her UPI AutoPay mandate. */
const tara: SipAsk = {
  i_pan: TARA.pan, i_folio: FOLIOS.tara.acno, InvestorName: TARA.name, Email: TARA.email, Mobile: TARA.mobile,
  ChhotiSIP: 'Y', i_Amount: '250', i_ModeofPayment: 'UAUTO', Umrn: MANDATES.taraUpi.umrn,
};
const COMMITMENT = 60;
const saveChhoti = (token: string, ask: SipAsk = {}, installments = COMMITMENT) => save(token, { ...tara, ...ask }, installments);
const refused = (problem: ChhotiSipProblem) => ({ code: String(CHHOTI_SIP_CODES[problem]), message: CHHOTI_SIP_MESSAGES[problem] });

async function decide(refno: string, decision: 'approve' | 'reject') {
  const mails = await h.admin<Array<{ subject: string; link?: string }>>(`outbox.json?to=${encodeURIComponent(TARA.email)}`);
  const link = mails.find((m) => m.subject.includes(refno))!.link!;
  if (decision === 'approve') return expect((await approveThroughLink(h.sandbox.url, link, refno)).status).toBe(200);
  const t = new URL(link).searchParams.get('t') ?? '';
  const post = await fetch(`${h.sandbox.url}/__sandbox/authorise`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t, decision }).toString(),
  });
  expect(post.status).toBe(200);
}

const standing = async (token: string, pan: string) => (await h.call(chhotiSipStanding, { Fund: '117', PAN: pan }, { token })).DtData[0];

describe('Chhoti SIP at the registrar', () => {
  it('flags the monthly frequency of the schemes that take one, and no debt, mid-cap or sectoral scheme', async () => {
    const token = await tokenFor();
    const flags = async (scheme: string) =>
      (await h.call(sipFrequencies, { opt: 'SIP', fund: '117', scheme }, { token })).Dtinformation.map((f) => [f.FrequencyID, f.ChhotiSIP]);
    expect(await flags('FC')).toEqual([['M', 'Y'], ['Q', 'N']]);
    expect(await flags('NF')).toEqual([['M', 'Y'], ['Q', 'N']]);
    expect(await flags('SD')).toEqual([['M', 'N']]);
    expect(await flags('MC')).toEqual([['M', 'N'], ['Q', 'N']]);
    expect(await flags('TS')).toEqual([['M', 'N'], ['Q', 'N']]);
  });

  it('answers the PAN’s standing: a new investor may, one who invests already may not', async () => {
    const token = await tokenFor();
    expect(await standing(token, TARA.pan)).toEqual({ Eligible: 'Y', ReasonCode: '', Reason: '', ChhotiSIPs: '0' });
    expect(await standing(token, RAVI.pan)).toEqual({ Eligible: 'N', ...{ ReasonCode: refused('newInvestor').code, Reason: CHHOTI_SIP_MESSAGES.newInvestor }, ChhotiSIPs: '0' });
    // Another distributor's investor is not the caller's to ask about.
    expect(await refusal(h.call(chhotiSipStanding, { Fund: '117', PAN: FARAH.pan }, { token }))).toBe(SIP_MESSAGES.notInBook);
  });

  it('registers ₹250 a month for 60 instalments in the growth option on UPI AutoPay, below the scheme minimum', async () => {
    const token = await tokenFor();
    // Large Cap's own SIP minimum is ₹1,000: the Chhoti SIP's ₹250 stands in for it.
    expect(Number((await saveChhoti(token, { i_SchemeCode: 'LC' })).DtData[0]?.refno)).toBeGreaterThan(0);
    expect(await refusal(save(token, { i_Amount: '250', i_SchemeCode: 'LC' }))).toBe('The amount should be ₹ 1,000 or more');
  });

  it('refuses each broken condition with its code and message', async () => {
    const token = await tokenFor();
    expect(await codedRefusal(saveChhoti(token, { i_SchemeCode: 'SD' }))).toEqual(refused('schemeKind'));
    expect(await codedRefusal(saveChhoti(token, { i_SchemeCode: 'MC' }))).toEqual(refused('schemeKind'));
    expect(await codedRefusal(saveChhoti(token, { i_SchemeCode: 'TS', i_Amount: '500' }))).toEqual(refused('notEligible'));
    expect(await codedRefusal(saveChhoti(token, { i_Option: 'D' }))).toEqual(refused('growthOnly'));
    expect(await codedRefusal(saveChhoti(token, { i_ModeofPayment: 'ISIP', Umrn: '' }))).toEqual(refused('payment'));
    expect(await codedRefusal(saveChhoti(token, { i_frequency: 'Q' }))).toEqual(refused('monthly'));
    expect(await codedRefusal(saveChhoti(token, { i_Amount: '500' }))).toEqual(refused('amount'));
    expect(await codedRefusal(saveChhoti(token, {}, 12))).toEqual(refused('installments'));
    expect(await codedRefusal(saveChhoti(token, { Topupflag: 'Y', TopupAmount: '500', TopupFrequency: 'H' }))).toEqual(refused('topUp'));
    expect(await codedRefusal(saveChhoti(token, { LumpsumAmount: '1000' }))).toEqual(refused('lumpsum'));
  });

  it('refuses an investor with any other SIP or lumpsum, in any fund house', async () => {
    const token = await tokenFor();
    // Ravi holds and runs SIPs; Tara's first ordinary SIP makes her an investor too.
    expect(await codedRefusal(saveChhoti(token, { i_pan: RAVI.pan, i_folio: FOLIOS.raviMain.acno, Umrn: MANDATES.raviUpi.umrn, Email: RAVI.email }))).toEqual(refused('newInvestor'));
    expect(Number((await save(token, { ...tara, ChhotiSIP: 'N', i_Amount: '1000' })).DtData[0]?.refno)).toBeGreaterThan(0);
    expect(await codedRefusal(saveChhoti(token))).toEqual(refused('newInvestor'));
  });

  it('refuses a fourth for the PAN; its own Chhoti SIPs keep it new; a rejected one no longer counts', async () => {
    const token = await tokenFor();
    const refnos: string[] = [];
    for (const scheme of ['FC', 'LC', 'NF']) refnos.push((await saveChhoti(token, { i_SchemeCode: scheme })).DtData[0]?.refno ?? '');
    await decide(refnos[0]!, 'approve');
    expect(await codedRefusal(saveChhoti(token, { i_SchemeCode: 'BA' }))).toEqual(refused('perPan'));
    expect(await standing(token, TARA.pan)).toMatchObject({ Eligible: 'N', ReasonCode: refused('perPan').code, ChhotiSIPs: '3' });
    await decide(refnos[1]!, 'reject');
    expect(Number((await saveChhoti(token, { i_SchemeCode: 'BA' })).DtData[0]?.refno)).toBeGreaterThan(0);
  });
});
