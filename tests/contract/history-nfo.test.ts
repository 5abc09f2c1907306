import { describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { nfoSchemes } from '../../server/fundhouse/endpoints/dashboard';
import { incentiveFor } from '../../lib/rules/new-investor-incentive';
import { brokerageDetails, transactionHistory } from '../../server/fundhouse/endpoints/history';
import { sendNfoLink } from '../../server/fundhouse/endpoints/nfo';
import { HISTORY_MESSAGES } from '../../sandbox/handlers/history';
import { NFO_MESSAGES } from '../../sandbox/handlers/nfo';
import { DEMO, DEMO_PASSWORD, FARAH, FRESH, RAVI } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

// Transaction history, brokerage payouts, the NFO list and NFO links, through the portal's client.

const h = sandboxPerFile();

async function tokenOf(userId: string): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

const history = async (pan: string, userId: string = DEMO.userId) =>
  h.call(transactionHistory, { Uid: userId, pan, InvdDistFlag: 'A', Fund: '117' }, { token: await tokenOf(userId) });

describe('GetTrxnDatabyFund', () => {
  it("answers Ravi's transactions newest first, approved ones with NAV and units, rejected ones as Rejected", async () => {
    const rows = (await history(RAVI.pan)).DtData;
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const dates = rows.map((r) => r.td_trdt.split('/').reverse().join(''));
    expect([...dates].sort().reverse()).toEqual(dates);
    const approved = rows.find((r) => r.td_trno === '5000004');
    expect(approved).toMatchObject({ Status: 'Success', TrtypeDesc: 'Additional Purchase', td_amt: '7500.00', td_acno: '10234561' });
    expect(Number(approved?.td_nav)).toBeGreaterThan(0);
    expect(Number(approved?.td_units)).toBeCloseTo(7500 / Number(approved?.td_nav), 2);
    expect(approved?.SchemeDesc).toBe('Flexi Cap Fund - Regular Plan - Growth');
    expect(rows.find((r) => r.td_trno === '5000009')).toMatchObject({ Status: 'Rejected', td_nav: '', td_units: '' });
    expect(rows.find((r) => r.td_trno === '5000001')?.Status).toBe('Pending');
    expect(rows.find((r) => r.td_trno === '5000008')?.Status).toBe('Expired');
  });

  it('refuses an investor of another book', async () => {
    await expect(history(FARAH.pan)).rejects.toMatchObject({ userMessage: HISTORY_MESSAGES.notFound });
    await expect(history(RAVI.pan, FRESH.userId)).rejects.toMatchObject({ userMessage: HISTORY_MESSAGES.notFound });
  });
});

describe('GetBrokerageDetails', () => {
  const brokerage = async (userId: string, agent: string) =>
    h.call(brokerageDetails, { ReqBy: 'D', Agent: agent, Fund: '117', customfund: '117' }, { token: await tokenOf(userId) });

  it('answers a payout for each of the last six months for the demo book, newest first', async () => {
    const rows = (await brokerage(DEMO.userId, DEMO.arn)).DtData;
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r.BankName).toBe('HDFC Bank');
      expect(r.Fromdate).toMatch(/^01\/\d{2}\/\d{4}$/);
      expect(Number(r.Amount)).toBeGreaterThan(0);
    }
    const firsts = rows.map((r) => r.Fromdate.split('/').reverse().join(''));
    expect([...new Set(firsts)]).toHaveLength(6);
    expect([...firsts].sort().reverse()).toEqual(firsts);
  });

  it("carries the new-investor incentive (the project's own field) with the month of the first investment", async () => {
    const rows = (await brokerage(DEMO.userId, DEMO.arn)).DtData;
    const paid = rows.flatMap((r) => r.Incentives.map((x) => ({ ...x, month: r.Fromdate.slice(3) })));
    expect(paid.length).toBeGreaterThanOrEqual(2);
    expect(new Set(paid.map((x) => x.Category))).toEqual(new Set(['B30', 'W']));
    for (const x of paid) {
      expect(x.FirstDate.slice(3)).toBe(x.month);
      expect(Number(x.Amount)).toBe(incentiveFor(Number(x.FirstAmount)));
    }
  });

  it('answers nothing for an empty book and refuses another ARN', async () => {
    expect((await brokerage(FRESH.userId, FRESH.arn)).DtData).toEqual([]);
    await expect(brokerage(FRESH.userId, DEMO.arn)).rejects.toMatchObject({ userMessage: HISTORY_MESSAGES.otherArn });
  });
});

describe('GetNFOSchemes and SendNFOLink', () => {
  const link = async (over: Partial<Parameters<typeof sendNfoLink.params.parse>[0]> = {}) =>
    h.call(
      sendNfoLink,
      { euincode: '', euinflag: 'Y', fund: '117', customfund: '117', scheme: 'MN', userid: DEMO.userId, invdistflag: 'M', arncode: DEMO.arn, subarn: '', subbroker: '', ...over },
      { token: await tokenOf(DEMO.userId) },
    );

  it('lists the NFO schemes with their opening and closing dates', async () => {
    const rows = (await h.call(nfoSchemes, { customfund: '117' }, { token: await tokenOf(DEMO.userId) })).DtData;
    const multicap = rows.find((r) => r.scheme === 'MN');
    expect(multicap).toMatchObject({ fund: '117', scheme_desc: 'Multicap Fund' });
    expect(multicap?.opening_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(multicap?.closing_Date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('gives a link to an open NFO that opens the scheme page', async () => {
    const row = (await link({ euinflag: 'N', euincode: 'E123456', subbroker: '1234' })).DtData[0];
    expect(row?.Scheme).toBe('Multicap Fund - Regular Plan - Growth');
    expect(row?.nfo_link).toContain(`/invest/${row?.refno}`);
    const page = await fetch(`${h.sandbox.url}${new URL(row!.nfo_link).pathname}`);
    expect(await page.text()).toContain('Multicap Fund');
  });

  it('makes one link per RequestRef: a repeat after a lost answer gets the same link', async () => {
    const first = (await link({ RequestRef: 'RR0000000000000NFO01' })).DtData[0];
    expect((await link({ RequestRef: 'RR0000000000000NFO01' })).DtData[0]).toEqual(first);
    expect((await link({ RequestRef: 'RR0000000000000NFO02' })).DtData[0]?.refno).not.toBe(first?.refno);
  });

  it('refuses an NFO not open yet, and every NFO once the clock passes the closing day', async () => {
    await expect(link({ scheme: 'BK' })).rejects.toMatchObject({ userMessage: NFO_MESSAGES.notOpen });
    await h.admin('clock', { body: { advanceMinutes: 30 * 24 * 60 } });
    await expect(link()).rejects.toMatchObject({ userMessage: NFO_MESSAGES.notOpen });
    expect((await h.call(nfoSchemes, { customfund: '117' }, { token: await tokenOf(DEMO.userId) })).DtData).toEqual([]);
  });

  it('refuses a sub ARN equal to the ARN, a missing EUIN and an EUIN of another ARN', async () => {
    await expect(link({ subarn: DEMO.arn })).rejects.toMatchObject({ userMessage: NFO_MESSAGES.sameArn });
    await expect(link({ euinflag: 'N' })).rejects.toMatchObject({ userMessage: NFO_MESSAGES.euinMandatory });
    await expect(link({ euinflag: 'N', euincode: 'E345678' })).rejects.toMatchObject({ userMessage: 'EUIN does not belong to the ARN' });
    await expect(link({ arncode: 'ARN-445566' })).rejects.toMatchObject({ userMessage: NFO_MESSAGES.otherArn });
  });

  it('takes a sub broker code of digits only, at most 20 of them', async () => {
    await expect(link({ subbroker: 'SB-1042' })).rejects.toMatchObject({ userMessage: NFO_MESSAGES.invalidSubBroker });
    await expect(link({ subbroker: '1'.repeat(21) })).rejects.toMatchObject({ userMessage: NFO_MESSAGES.invalidSubBroker });
    expect(NFO_MESSAGES.invalidSubBroker).toBe('Invalid Sub Broker Code');
  });
});
