import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createUpstreamClient } from '../../server/fundhouse/client';
import { createAesGcmCipher } from '../../server/fundhouse/crypto';
import { login } from '../../server/fundhouse/endpoints/auth';
import { upcomingSips } from '../../server/fundhouse/endpoints/investors';
import { sipEndDate, sipSave } from '../../server/fundhouse/endpoints/sip';
import { CHHOTI_SIP_MIN_INSTALMENTS } from '../../lib/rules/chhoti-sip';
import { PASSWORD, SANDBOX_URL } from './env';

// The registrar's list of an investor's live SIPs, read as the portal reads it, so a test can see a
// registered SIP go live once the investor approves it; and SIPs registered there directly.

export function fundhouseSecret(): string {
  if (process.env.FUNDHOUSE_API_SECRET) return process.env.FUNDHOUSE_API_SECRET;
  const saved = JSON.parse(readFileSync(path.join(process.cwd(), '.data', 'local-secrets.json'), 'utf8')) as Record<string, string>;
  const secret = saved.FUNDHOUSE_API_SECRET;
  if (!secret) throw new Error('no FUNDHOUSE_API_SECRET in .data/local-secrets.json');
  return secret;
}

async function signedIn(user: { userId: string }) {
  const upstream = createUpstreamClient({ baseUrl: SANDBOX_URL, cipher: createAesGcmCipher(fundhouseSecret()), transport: { timeoutMs: 10_000 } });
  const signedIn = await upstream(login, { ReqBy: 'D', username: user.userId, password: PASSWORD, nonce: '424242' });
  const token = signedIn.DtData[0]?.token;
  if (!token) throw new Error(`sandbox sign-in of ${user.userId} failed`);
  return { upstream, token };
}

export async function liveSipsOf(user: { userId: string; arn: string }, pan: string) {
  const { upstream, token } = await signedIn(user);
  return (await upstream(upcomingSips, { Pan: pan, ARNCode: user.arn }, { token })).DtData;
}

const mdy = (dmy: string) => `${dmy.slice(3, 5)}/${dmy.slice(0, 2)}/${dmy.slice(6)}`;

/**
 * Chhoti SIPs of ₹250 a month for their 60 instalments, registered at the registrar directly (pending approval, so counted),
 * one per scheme, on the folio's UPI AutoPay mandate: a PAN that already has them, as another
 * distributor or fund house would have left it.
 */
export async function registerChhotiSips(user: { userId: string; arn: string }, sip: { pan: string; folio: string; umrn: string; schemes: string[] }) {
  const { upstream, token } = await signedIn(user);
  const today = new Date();
  const from = `${String(today.getUTCMonth() + 1).padStart(2, '0')}/10/${today.getUTCFullYear()}`;
  const dates = (await upstream(sipEndDate, { Fund: '117', StartDate: from, Installments: String(CHHOTI_SIP_MIN_INSTALMENTS), Frequency: 'M', trtype: 'SIP', sch: 'FC' }, { token })).DtData[0];
  if (!dates) throw new Error('no SIP dates');
  for (const scheme of sip.schemes) {
    await upstream(sipSave, {
      i_fund: '117', i_pan: sip.pan, i_folio: sip.folio, i_SchemeCode: scheme, i_Plan: 'RG', i_Option: 'G', i_brokercode: user.arn, i_subbroker: '',
      SubbrokerArn: '', i_euinno: '', EUINFlag: 'Y', i_Amount: '250', LumpsumAmount: '0', i_frequency: 'M', i_SIPday: '10', i_ModeofPayment: 'UAUTO',
      i_SIPStartDate: mdy(dates.SIP_StartDate), i_SIPEndDate: mdy(dates.SIP_EndDate), i_NoofInstalment: String(CHHOTI_SIP_MIN_INSTALMENTS), i_PerpetialSIP: 'N', Topupflag: 'N',
      TopupAmount: '0', TopupFrequency: '', TopupStartDate: '', TopupEnddate: '', Umrn: sip.umrn, InvestorName: '', Email: '', Mobile: '',
      CountryCode: '+91', RequestRef: randomUUID().replaceAll('-', ''), i_Refno: '', ChhotiSIP: 'Y',
    }, { token });
  }
}
