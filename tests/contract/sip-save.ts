import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { login } from '../../server/fundhouse/endpoints/auth';
import { sipEndDate, sipSave } from '../../server/fundhouse/endpoints/sip';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { DEMO, DEMO_PASSWORD, RAVI } from '../../sandbox/seed/fixtures';
import type { Harness } from './sandbox-harness';

// /SIPSave as the SIP contract tests send it: the demo distributor's token, the registrar's dates for
// a SIP on the 10th, and Ravi's monthly Flexi Cap SIP of ₹1,000 over 12 instalments unless told otherwise.

export type SipAsk = Partial<z.input<(typeof sipSave)['params']>>;

export function sipSaver(h: Harness) {
  async function tokenFor(): Promise<string> {
    const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
    if (!row) throw new Error('sign-in failed');
    return row.token;
  }

  async function dates(token: string, installments: number, frequency: 'M' | 'Q' = 'M', sch = 'FC') {
    const now = await h.admin<{ now: string }>('clock');
    const d = new Date(now.now);
    const start = `${String(d.getUTCMonth() + 1).padStart(2, '0')}/10/${d.getUTCFullYear()}`;
    const row = (await h.call(sipEndDate, { Fund: '117', StartDate: start, Installments: String(installments), Frequency: frequency, trtype: 'SIP', sch }, { token })).DtData[0];
    if (!row) throw new Error('no dates');
    const mdy = (dmy: string) => `${dmy.slice(3, 5)}/${dmy.slice(0, 2)}/${dmy.slice(6)}`;
    return { start: mdy(row.SIP_StartDate), end: mdy(row.SIP_EndDate), display: row };
  }

  async function save(token: string, ask: SipAsk = {}, installments = 12) {
    const d = await dates(token, installments);
    return h.call(
      sipSave,
      {
        i_fund: '117', i_pan: RAVI.pan, i_folio: FOLIOS.raviMain.acno, i_SchemeCode: 'FC', i_Plan: 'RG', i_Option: 'G', i_brokercode: DEMO.arn,
        i_subbroker: '', SubbrokerArn: '', i_euinno: '', EUINFlag: 'Y', i_Amount: '1000', LumpsumAmount: '0', i_frequency: 'M', i_SIPday: '10',
        i_ModeofPayment: 'ISIP', i_SIPStartDate: d.start, i_SIPEndDate: d.end, i_NoofInstalment: String(installments), i_PerpetialSIP: 'N', Topupflag: 'N',
        TopupAmount: '0', TopupFrequency: '', TopupStartDate: '', TopupEnddate: '', Umrn: '', InvestorName: RAVI.name, Email: RAVI.email,
        Mobile: RAVI.mobile, CountryCode: '+91', RequestRef: randomUUID().replaceAll('-', ''), i_Refno: '',
        ...ask,
      },
      { token },
    );
  }

  return { tokenFor, dates, save };
}
