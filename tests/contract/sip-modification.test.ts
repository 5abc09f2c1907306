import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { liveSipsForChange, type LiveSipRow } from '../../server/fundhouse/endpoints/sip-changes';
import { saveSipModification, sipModificationDates } from '../../server/fundhouse/endpoints/sip-modification';
import { FOLIOS, SIPS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { MODIFICATION_MESSAGES as M } from '../../sandbox/domains/sip/sip-modifications';
import { DEMO, DEMO_PASSWORD, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { REFUSALS } from '../../lib/rules/registrar-problem';
import { SCHEME_SUSPENDED_MESSAGE } from '../../lib/rules/scheme-suspension';
import { approveThroughLink } from '../support/investor-approval';
import { refusal, sandboxPerFile } from './sandbox-harness';

// The modification's end dates and its submit through the portal's real client: dates from the SIP
// day and count, a modification recorded pending the investor's approval once per reference, applied
// to the SIP once approved, and the registrar's refusals.

const h = sandboxPerFile();
let token: string;
beforeEach(async () => {
  token = await tokenFor();
});

async function tokenFor(user: { userId: string } = DEMO): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: user.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

async function sip(): Promise<LiveSipRow> {
  const rows = (await h.call(liveSipsForChange, { ArnCode: DEMO.arn, Pan: RAVI.pan, Acno: FOLIOS.raviMain.acno, Fund: '117', folio: FOLIOS.raviMain.acno }, { token })).DtData;
  const row = rows.find((r) => r.Ihno === String(SIPS.raviEnach.ihno));
  if (!row) throw new Error('no SIP');
  return row;
}

const dates = (row: LiveSipRow, count: string, ask: Partial<Parameters<typeof h.call<typeof sipModificationDates>>[1]> = {}) =>
  h.call(
    sipModificationDates,
    { i_fund: '117', SIPDay: String(SIPS.raviEnach.sipDay), SIPStartDate: '', Frequency: 'Monthly', NoOfInstallment: count, SIPtype: row.SIPType, Urnno: row.Urnno, Ihno: row.Ihno, scheme: row.Scheme, folio: row.Acno, ...ask },
    { token },
  );

type SaveParams = Parameters<typeof h.call<typeof saveSipModification>>[1];
async function save(row: LiveSipRow, ask: Partial<SaveParams> = {}) {
  const d = (await dates(row, String(ask.MNoOfInstallment ?? '24'))).DtData[0];
  if (!d) throw new Error('no dates');
  const params: SaveParams = {
    i_fund: '117', i_folio: row.Acno, Trdate: '01/01/2026', trtype: 'SIPM', Branch: 'WB99', Entby: DEMO.userId, Distributor: DEMO.arn,
    Scheme: row.Scheme, Plan: row.Plan, Option: row.Option, Frequency: row.Frequency, SIPDay: String(SIPS.raviEnach.sipDay), StartDate: row.Start_Date, EndDate: row.End_Date,
    NoOfInstallment: row.Noofinst, Amount: row.Amount, MScheme: row.Scheme, MPlan: row.Plan, MOption: row.Option, MFrequency: 'Monthly',
    MSIPDay: String(SIPS.raviEnach.sipDay), MStartDate: d.SIP_StartDate, MEndDate: d.SIP_EndDate, MNoOfInstallment: '24', MAmount: '7000', PerpetualSIP: 'N',
    IpAddress: '203.0.113.7', OIhno: row.Ihno, Pan: RAVI.pan, SipType: row.SIPType, urno: row.Urnno, RequestRef: randomUUID().replaceAll('-', ''),
    ...ask,
  };
  return h.call(saveSipModification, params, { token });
}

async function approveNewest() {
  const mails = await h.admin<{ link?: string }[]>(`outbox.json?to=${encodeURIComponent('ravi.sharma@example.com')}`);
  const res = await approveThroughLink(h.sandbox.url, mails[0]?.link ?? '');
  expect(res.status).toBe(200);
}

describe('ISIPModificationDates', () => {
  it('steps the end by the frequency from a start on the SIP day at least 15 days ahead', async () => {
    const row = await sip();
    const monthly = (await dates(row, '12')).DtData[0];
    const quarterly = (await dates(row, '12', { Frequency: 'Quarterly' })).DtData[0];
    expect(monthly?.SIP_StartDate.slice(3, 5)).toBe(String(SIPS.raviEnach.sipDay).padStart(2, '0'));
    const months = (d: string) => Number(d.slice(6, 10)) * 12 + Number(d.slice(0, 2));
    expect(months(monthly!.SIP_EndDate) - months(monthly!.SIP_StartDate)).toBe(11);
    expect(months(quarterly!.SIP_EndDate) - months(quarterly!.SIP_StartDate)).toBe(33);
  });

  it('refuses a count the registrar will not take, and another distributor', async () => {
    const row = await sip();
    expect(await refusal(dates(row, '5'))).toBe('Enter Valid Number of Installments');
    expect(await refusal(dates(row, 'x'))).toBe(M.installments);
    expect(await refusal(dates(row, '1000'))).toBe('No of Installments should not be greater than 999');
    expect(await refusal(dates(row, '999'))).toBe('SIP End date should not exceed the Mandate Date');
    token = await tokenFor(TXN);
    expect(await refusal(dates(row, '12'))).toBe(M.notFound);
  });
});

describe('ISIPModification', () => {
  it('records the modification pending approval, once per reference, and applies it once approved', async () => {
    const row = await sip();
    const ref = randomUUID().replaceAll('-', '');
    const first = await save(row, { RequestRef: ref });
    const again = await save(row, { RequestRef: ref });
    expect(first.Dtinformation[0]?.Error_code).toBe('0');
    expect(again.Dtinformation[0]?.IHNO).toBe(first.Dtinformation[0]?.IHNO);
    expect(await refusal(save(row))).toBe(M.pending);
    expect((await sip()).Modification_Status).toBe('Pending');
    expect((await sip()).Amount).toBe('5000.00');
    await approveNewest();
    // The modified start is ahead; the registration day stays the SIP's own.
    expect(await sip()).toMatchObject({ Amount: '7000.00', Noofinst: '24', Modification_Status: '', Reg_Date: row.Reg_Date });
  });

  it("refuses a change into a scheme whose subscriptions are suspended, with the refusal's code", async () => {
    const row = await sip();
    const err = await save(row, { MScheme: 'AR', MPlan: 'RG', MOption: 'G' }).then(() => null, (e: unknown) => e as { detail?: { code?: string }; userMessage?: string });
    expect(err?.userMessage).toBe(SCHEME_SUSPENDED_MESSAGE);
    expect(err?.detail?.code).toBe(String(REFUSALS.schemeSuspended.code));
  });

  it('refuses what the registrar would', async () => {
    const row = await sip();
    expect(await refusal(save(row, { MAmount: '50' }))).toBe(M.minimum);
    expect(await refusal(save(row, { MAmount: '100100' }))).toBe(M.mandateAmount);
    expect(await refusal(save(row, { MScheme: 'TS', MAmount: '7050' }))).toBe(M.multiple(500));
    expect(await refusal(save(row, { MAmount: '5000', MNoOfInstallment: row.Balance_Inst }))).toBe('There are no modifications done, you cannot proceed further');
    expect(await refusal(save(row, { Branch: 'WB01' }))).toBe(M.branch);
    expect(await refusal(save(row, { MEndDate: '01/10/2030' }))).toBe(M.installments);
    expect(await refusal(save(row, { OIhno: String(SIPS.farahEnach.ihno) }))).toBe(M.notFound);
  });
});
