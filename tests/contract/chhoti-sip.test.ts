import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sipFrequencies } from '../../server/fundhouse/endpoints/sip';
import { CHHOTI_SIP_MESSAGES } from '../../lib/rules/chhoti-sip';
import { MANDATES } from '../../sandbox/domains/mandates';
import { RAVI } from '../../sandbox/seed/fixtures';
import { type Harness, refusal, startHarness } from './sandbox-harness';
import { sipSaver, type SipAsk } from './sip-save';
import { approveThroughLink } from '../support/investor-approval';

// The registrar's side of Chhoti SIP (lib/rules/chhoti-sip.ts): the scheme master's flag as the SIP
// form reads it, and /SIPSave refusing each broken condition and a PAN's fourth, in the rule's words.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.sandbox.close();
});
beforeEach(async () => {
  await h.sandbox.reset();
});

const { tokenFor, save } = sipSaver(() => h);
const chhoti: SipAsk = { ChhotiSIP: 'Y', i_Amount: '250', i_ModeofPayment: 'UAUTO', Umrn: MANDATES.raviUpi.umrn };
const enach: SipAsk = { i_ModeofPayment: 'ENACH', Umrn: MANDATES.raviEnach.umrn };

async function decide(refno: string, decision: 'approve' | 'reject') {
  const mails = await h.admin<Array<{ subject: string; link?: string }>>(`outbox.json?to=${encodeURIComponent(RAVI.email)}`);
  const link = mails.find((m) => m.subject.includes(refno))!.link!;
  if (decision === 'approve') return expect((await approveThroughLink(h.sandbox.url, link, refno)).status).toBe(200);
  const t = new URL(link).searchParams.get('t') ?? '';
  const post = await fetch(`${h.sandbox.url}/__sandbox/authorise`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t, decision }).toString(),
  });
  expect(post.status).toBe(200);
}

describe('Chhoti SIP at the registrar', () => {
  it('flags the monthly frequency of the schemes that take one, and no other', async () => {
    const token = await tokenFor();
    const flags = async (scheme: string) =>
      (await h.call(sipFrequencies, { opt: 'SIP', fund: '117', scheme }, { token })).Dtinformation.map((f) => [f.FrequencyID, f.ChhotiSIP]);
    expect(await flags('FC')).toEqual([['M', 'Y'], ['Q', 'N']]);
    expect(await flags('NF')).toEqual([['M', 'Y'], ['Q', 'N']]);
    expect(await flags('SD')).toEqual([['M', 'N']]);
    expect(await flags('TS')).toEqual([['M', 'N'], ['Q', 'N']]);
  });

  it('registers ₹250 a month in the growth option on a UPI AutoPay or eNACH mandate, below the scheme minimum', async () => {
    const token = await tokenFor();
    // Large Cap's own SIP minimum is ₹1,000: the Chhoti SIP's ₹250 stands in for it.
    expect(Number((await save(token, { ...chhoti, i_SchemeCode: 'LC' })).DtData[0]?.refno)).toBeGreaterThan(0);
    expect(Number((await save(token, { ...chhoti, ...enach })).DtData[0]?.refno)).toBeGreaterThan(0);
    expect(await refusal(save(token, { i_Amount: '250', i_SchemeCode: 'LC' }))).toBe('The amount should be ₹ 1,000 or more');
  });

  it('refuses each broken condition with its message', async () => {
    const token = await tokenFor();
    expect(await refusal(save(token, { ...chhoti, i_SchemeCode: 'SD' }))).toBe(CHHOTI_SIP_MESSAGES.notEligible);
    expect(await refusal(save(token, { ...chhoti, i_Option: 'D' }))).toBe(CHHOTI_SIP_MESSAGES.growthOnly);
    expect(await refusal(save(token, { ...chhoti, i_ModeofPayment: 'ISIP', Umrn: '' }))).toBe(CHHOTI_SIP_MESSAGES.payment);
    expect(await refusal(save(token, { ...chhoti, i_ModeofPayment: 'AOTM', Umrn: MANDATES.raviOtm.umrn }))).toBe(CHHOTI_SIP_MESSAGES.payment);
    expect(await refusal(save(token, { ...chhoti, i_frequency: 'Q' }))).toBe(CHHOTI_SIP_MESSAGES.monthly);
    expect(await refusal(save(token, { ...chhoti, i_Amount: '500' }))).toBe(CHHOTI_SIP_MESSAGES.amount);
    expect(await refusal(save(token, { ...chhoti, Topupflag: 'Y', TopupAmount: '500', TopupFrequency: 'H' }))).toBe(CHHOTI_SIP_MESSAGES.topUp);
  });

  it('refuses a fourth for the PAN; a rejected one no longer counts', async () => {
    const token = await tokenFor();
    const refnos: string[] = [];
    for (const ask of [chhoti, { ...chhoti, ...enach }, { ...chhoti, i_SchemeCode: 'NF' }]) refnos.push((await save(token, ask)).DtData[0]?.refno ?? '');
    await decide(refnos[0]!, 'approve');
    expect(await refusal(save(token, { ...chhoti, i_SchemeCode: 'BA' }))).toBe(CHHOTI_SIP_MESSAGES.perPan);
    // An ordinary SIP is not counted, nor held back.
    expect(Number((await save(token, { i_Amount: '1000' })).DtData[0]?.refno)).toBeGreaterThan(0);
    await decide(refnos[1]!, 'reject');
    expect(Number((await save(token, { ...chhoti, i_SchemeCode: 'BA' })).DtData[0]?.refno)).toBeGreaterThan(0);
  });
});
