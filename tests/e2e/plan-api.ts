import { randomUUID } from 'node:crypto';
import { createUpstreamClient } from '../../server/fundhouse/client';
import { createAesGcmCipher } from '../../server/fundhouse/crypto';
import { login } from '../../server/fundhouse/endpoints/auth';
import { sipPause, sipPauseDates, sipPauseEndDate } from '../../server/fundhouse/endpoints/sip-cancellation';
import { PASSWORD, SANDBOX_URL, USERS } from './env';
import { fundhouseSecret } from './sip-api';

// Seeds a pause of Ravi's SIP 7000001 for 3 instalments through the registrar's API, as the portal's
// pause screen would: its first pause date, the registrar's end date, and the request. Answers the
// reference to approve and the pause's days as the portal shows them (DD/MM/YYYY).

const SIP = { ihno: 7000001, acno: '10234561', scheme: 'FC', plan: 'RG', option: 'G', amount: 5000 };
const mdyToDmy = (mdy: string) => `${mdy.slice(3, 5)}/${mdy.slice(0, 2)}/${mdy.slice(6)}`;

export async function pauseRaviSip(): Promise<{ reference: string; from: string; to: string }> {
  const upstream = createUpstreamClient({ baseUrl: SANDBOX_URL, cipher: createAesGcmCipher(fundhouseSecret()), transport: { timeoutMs: 10_000 } });
  const signedIn = await upstream(login, { ReqBy: 'D', username: USERS.demo, password: PASSWORD, nonce: '424242' });
  const token = signedIn.DtData[0]?.token;
  if (!token) throw new Error('sandbox sign-in failed');
  const call = { token };
  const dates = await upstream(sipPauseDates, { ihno: SIP.ihno, fund: '117', customfund: '117' }, call);
  const from = dates.Dtinformation[0]?.pause_start_date ?? '';
  const end = await upstream(sipPauseEndDate, { SrtDt: from, fund: '117', customfund: '117', count: '3', uid: USERS.demo }, call);
  const to = end.DtData[0]?.enddt ?? '';
  const answer = await upstream(
    sipPause,
    {
      ihno: SIP.ihno, acno: SIP.acno, sch: SIP.scheme, pln: SIP.plan, opt: SIP.option, tpln: '', tsch: '', amt: SIP.amount, freq: 'Monthly',
      fromdate: from, todate: to, trdate: '01/01/2026', mobile: '', lname: '', fund: '117', Agent: 'ARN-112233', RequestRef: randomUUID().replaceAll('-', ''),
    },
    call,
  );
  return { reference: answer.Table1[0]?.refno ?? '', from: mdyToDmy(from), to: mdyToDmy(to) };
}
