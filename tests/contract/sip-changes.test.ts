import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMonths, formatUpstreamDay, istDay, parseUpstreamDate } from '../../lib/dates';
import { topupStartWindow } from '../../lib/forms/sip/sip-topup';
import { login } from '../../server/fundhouse/endpoints/auth';
import { liveSipsForChange, saveSipTopup, type LiveSipRow } from '../../server/fundhouse/endpoints/sip-changes';
import { detailedTransactions } from '../../server/fundhouse/endpoints/transactions';
import { FOLIOS, SIPS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { SIP_CHANGE_MESSAGES } from '../../sandbox/domains/sip/sip-changes';
import { DEMO, DEMO_PASSWORD, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { refusal, sandboxPerFile } from './sandbox-harness';

// The live-SIP fetch and the top-up save through the portal's real client: Ravi's SIPs with what is
// left of them, a top-up recorded pending the investor's approval, once per reference, and the
// registrar's refusals.

const h = sandboxPerFile();

async function tokenFor(user: { userId: string } = DEMO): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: user.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

const live = async (token: string, arn: string = DEMO.arn, acno: string = FOLIOS.raviMain.acno) =>
  (await h.call(liveSipsForChange, { ArnCode: arn, Pan: RAVI.pan, Acno: acno, Fund: '117', folio: acno }, { token })).DtData;

async function today() {
  const clock = await h.admin<{ now: string }>('clock');
  return istDay(new Date(clock.now));
}

/** A top-up that keeps every rule, for the SIP in `row`. */
async function goodAsk(row: LiveSipRow) {
  const start = parseUpstreamDate(row.Start_Date);
  const end = parseUpstreamDate(row.End_Date);
  if (!start || !end) throw new Error('bad dates');
  const sip = { start, end, scheme: row.Scheme, enachflag: row.Enachflag, mandateAmount: Number(row.MandateAmount), instalmentsLeft: Number(row.Balance_Inst) };
  const from = topupStartWindow(sip, await today()).from;
  return { TopupStartDate: formatUpstreamDay(from), TopupEnddate: formatUpstreamDay(addMonths(from, 12)) };
}

type Ask = Partial<Parameters<typeof h.call<typeof saveSipTopup>>[1]>;
const topup = (token: string, row: LiveSipRow, ask: Ask) =>
  h.call(
    saveSipTopup,
    {
      i_fund: '117', i_folio: row.Acno, i_SchemeCode: row.Scheme, Option: row.Option, i_brokercode: DEMO.arn, i_subbroker: '', i_euinno: '', i_euinDeclaration: 'Y',
      i_frequency: row.Frequency, i_NoofInstalment: row.Noofinst, i_SIPStartDate: row.Start_Date, i_SIPEndDate: row.End_Date, i_BankName: '', i_EntBy: DEMO.userId,
      EntDt: '01/01/2026', i_Amount: row.Amount, i_InvDistFlag: 'M', SubARN: '', CustomFund: '117', Umrn: row.Urnno, Topupflag: 'Y', TopupFrequency: 'Y',
      TopupAmount: '1000', TopupStartDate: '', TopupEnddate: '', OldIhno: row.Ihno, SipFlag: 'T', Enachflag: row.Enachflag, SIPType: row.SIPType,
      RequestRef: randomUUID().replaceAll('-', ''),
      ...ask,
    } as Parameters<typeof h.call<typeof saveSipTopup>>[1],
    { token },
  );

describe('FetchSIPDetailsByFolio', () => {
  it("lists Ravi's live SIPs on the folio with instalments left and the eNACH mandate behind them", async () => {
    const rows = await live(await tokenFor());
    const main = rows.find((r) => r.Ihno === String(SIPS.raviEnach.ihno));
    expect(main).toMatchObject({ SchemeName: expect.stringContaining('Flexi Cap'), SIPType: '1', Enachflag: '1', URN_Status: 'Active', MandateAmount: '100000.00', Topup_Status: '' });
    expect(Number(main?.Balance_Inst)).toBeGreaterThan(6);
    const ending = rows.find((r) => r.Ihno === String(SIPS.raviEnding.ihno));
    expect(Number(ending?.Balance_Inst)).toBeLessThanOrEqual(6);
  });

  it('answers no rows to another distributor', async () => {
    expect(await live(await tokenFor(TXN), TXN.arn)).toEqual([]);
  });
});

describe('SIPSaveTopup', () => {
  it('records the top-up pending approval, once per reference, and shows it on the SIP', async () => {
    const token = await tokenFor();
    const row = (await live(token)).find((r) => r.Ihno === String(SIPS.raviEnach.ihno));
    if (!row) throw new Error('no SIP');
    const ref = randomUUID().replaceAll('-', '');
    const first = await topup(token, row, { ...(await goodAsk(row)), RequestRef: ref });
    const again = await topup(token, row, { ...(await goodAsk(row)), RequestRef: ref });
    expect(again.DtData[0]?.refno).toBe(first.DtData[0]?.refno);
    const after = (await live(token)).find((r) => r.Ihno === row.Ihno);
    expect(after).toMatchObject({ Topup_Status: 'Pending', Topup_Frequency: 'Y', Topup_Amount: '1000.00' });
    const txns = await h.call(detailedTransactions, { transflag: 'P', Arn: DEMO.arn, customfund: '117' }, { token });
    expect(JSON.stringify(txns)).toContain(String(first.DtData[0]?.refno));
    expect(await refusal(topup(token, row, await goodAsk(row)))).toBe(SIP_CHANGE_MESSAGES.pending);
  });

  it('refuses what the registrar would', async () => {
    const token = await tokenFor();
    const rows = await live(token);
    const row = rows.find((r) => r.Ihno === String(SIPS.raviEnach.ihno));
    const ending = rows.find((r) => r.Ihno === String(SIPS.raviEnding.ihno));
    if (!row || !ending) throw new Error('no SIP');
    const ok = await goodAsk(row);
    expect(await refusal(topup(token, row, { ...ok, TopupAmount: '499' }))).toBe(SIP_CHANGE_MESSAGES.minimum);
    expect(await refusal(topup(token, row, { ...ok, TopupAmount: '100001' }))).toBe(SIP_CHANGE_MESSAGES.mandate(100000));
    expect(await refusal(topup(token, row, { ...ok, TopupEnddate: '12/10/2099' }))).toBe(SIP_CHANGE_MESSAGES.endPastEnd);
    expect(await refusal(topup(token, ending, await goodAsk(ending)))).toBe(SIP_CHANGE_MESSAGES.fewInstalments);
    expect(await refusal(topup(token, row, { ...ok, OldIhno: String(SIPS.farahEnach.ihno) }))).toBe(SIP_CHANGE_MESSAGES.notFound);
  });
});
