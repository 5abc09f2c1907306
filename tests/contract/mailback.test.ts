import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { frequentMailback } from '../../server/fundhouse/endpoints/dashboard';
import {
  accountStatement,
  capitalGainsStatement,
  distMailbackRequest,
  dividendStatement,
  mailbackRequestStatus,
  netWorthPortfolio,
} from '../../server/fundhouse/endpoints/mailback';
import { MAILBACK_REFUSALS } from '../../sandbox/handlers/mailback';
import type { SentMessage } from '../../sandbox/outbox';
import { DEMO, DEMO_PASSWORD, RAVI } from '../../sandbox/seed/fixtures';
import { isEncryptedPdf, openPdf, openZip, readDbf, readXlsx } from '../support/statement-files';
import { sandboxPerFile } from './sandbox-harness';

// Mail-back requests through the portal's client: each makes its file from the sandbox's own data,
// mails it with the file attached and answers a reference the status call lists.

const h = sandboxPerFile();
let token: string;
beforeEach(async () => {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  token = row.token;
});

const opts = () => ({ token });
const PASSWORD = 'Stmt#2026x';
const wire = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
const today = () => wire(new Date(Date.now() + 330 * 60_000));

async function mailTo(to: string): Promise<SentMessage> {
  const [latest] = await h.admin<SentMessage[]>(`outbox.json?to=${encodeURIComponent(to)}`);
  if (!latest) throw new Error(`no mail to ${to}`);
  return latest;
}

async function attachment(m: SentMessage): Promise<Uint8Array> {
  const a = m.attachments?.[0];
  if (!a) throw new Error('no attachment');
  return new Uint8Array(await (await fetch(`${h.sandbox.url}${a.url}`)).arrayBuffer());
}

const selfRequest = (over: Partial<Parameters<typeof distMailbackRequest.params.parse>[0]> = {}) =>
  h.call(
    distMailbackRequest,
    {
      Userid: DEMO.userId,
      ReportNumber: 'MFSD201',
      ZipPwd: PASSWORD,
      Fund: '117',
      customfund: '117',
      fromDate: '01/01/2020',
      toDate: today(),
      ReqBy: 'M',
      Agent: DEMO.arn,
      reportType: 'Excel',
      ...over,
    },
    opts(),
  );

describe('GetDistMailbackRequest', () => {
  it('makes a request once per RequestRef: a repeat after a lost answer gets the first number and mails nothing', async () => {
    const first = (await selfRequest({ RequestRef: 'RR0123456789ABCDEF01' })).DtData[0]?.Refno;
    const mails = async () => (await h.admin<SentMessage[]>(`outbox.json?to=${encodeURIComponent(DEMO.userId)}`)).length;
    const before = await mails();
    expect((await selfRequest({ RequestRef: 'RR0123456789ABCDEF01' })).DtData[0]?.Refno).toBe(first);
    expect(await mails()).toBe(before);
    expect((await selfRequest({ RequestRef: 'RR0123456789ABCDEF02' })).DtData[0]?.Refno).not.toBe(first);
    expect(await mails()).toBe(before + 1);
  });

  it('mails the transaction report as a workbook in a zip that opens only with ZipPwd', async () => {
    const refno = (await selfRequest()).DtData[0]?.Refno;
    expect(refno).toMatch(/^MB\d{7}$/);
    const mail = await mailTo(DEMO.userId);
    expect(mail.subject).toContain(refno);
    expect(mail.attachments?.[0]).toMatchObject({ filename: `MFSD201_${refno}.zip`, contentType: 'application/zip' });
    const page = await (await fetch(`${h.sandbox.url}/__sandbox/outbox`)).text();
    expect(page).toContain(`href="${mail.attachments?.[0]?.url}" download="MFSD201_${refno}.zip"`);
    const zip = await attachment(mail);
    await expect(openZip(zip, 'Wrong#Pass1')).rejects.toThrow();
    await expect(openZip(zip)).rejects.toThrow();
    const [entry] = await openZip(zip, PASSWORD);
    expect(entry?.encrypted).toBe(true);
    expect(entry?.name).toBe(`MFSD201_${refno}.xlsx`);
    const rows = await readXlsx(entry!.content);
    expect(rows[0]).toEqual(['TRXN_NO', 'PAN', 'INV_NAME', 'FOLIO', 'SCHEME', 'TRXN_TYPE', 'AMOUNT', 'UNITS', 'TRXN_DATE', 'STATUS']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((r) => r[1] === RAVI.pan)).toBe(true);
  });

  it('mails the investor master as a DBF', async () => {
    await selfRequest({ ReportNumber: 'MFSD205', reportType: 'DBF' });
    const [entry] = await openZip(await attachment(await mailTo(DEMO.userId)), PASSWORD);
    expect(entry?.name).toMatch(/\.dbf$/);
    const table = readDbf(entry!.content);
    expect(table.fields).toEqual(['PAN', 'INV_NAME', 'MOBILE', 'EMAIL', 'KYC', 'TAX_STATUS']);
    expect(table.records.find((r) => r[0] === RAVI.pan)?.[1]).toBe(RAVI.name);
  });

  it('refuses a weak password, a reversed or future period, a date before 2000 and someone else', async () => {
    const refusal = (p: Promise<unknown>) => p.then(() => 'answered', (e: Error) => e.message);
    expect(await refusal(selfRequest({ ZipPwd: 'weakpass' }))).toContain(MAILBACK_REFUSALS.password);
    expect(await refusal(selfRequest({ fromDate: today(), toDate: '01/01/2020' }))).toContain(MAILBACK_REFUSALS.dates);
    expect(await refusal(selfRequest({ toDate: '01/01/2099' }))).toContain(MAILBACK_REFUSALS.dates);
    expect(await refusal(selfRequest({ fromDate: '12/31/1999' }))).toContain(MAILBACK_REFUSALS.dates);
    expect(await refusal(selfRequest({ Agent: 'ARN-445566' }))).toContain(MAILBACK_REFUSALS.notYours);
    expect(await refusal(selfRequest({ ReportNumber: 'MFSD999' }))).toContain(MAILBACK_REFUSALS.report);
  });

  it('counts the requests in the frequent reports', async () => {
    await selfRequest({ ReportNumber: 'MFSD205' });
    await selfRequest({ ReportNumber: 'MFSD205' });
    const frequent = (await h.call(frequentMailback, { AgentCode: DEMO.arn, customfund: '117' }, opts())).DtData;
    expect(frequent[0]).toMatchObject({ KDM_Repcode: 'MFSD205', RequestCount: '2' });
  });
});

const investor = { Password: PASSWORD, customfund: '117', Email: '', distCode: DEMO.arn, distUid: DEMO.userId, PAN: RAVI.pan };

describe('investor statements', () => {
  it('mails each statement as a PDF that opens only with the password, and lists its status', async () => {
    const calls = [
      () => h.call(accountStatement, { ...investor, StatementType: 'SOA', fromdt: '01/01/2020', todate: today() }, opts()),
      () => h.call(accountStatement, { ...investor, StatementType: 'ELSS', fromdt: '01/01/1970', todate: today() }, opts()),
      () => h.call(capitalGainsStatement, { ...investor, trtype: 'WBCAP', fromdt: '01/01/2020', todate: today() }, opts()),
      () => h.call(dividendStatement, { ...investor, trtype: 'WBCAP', fromdt: '01/01/1970', todate: today() }, opts()),
      () =>
        h.call(
          netWorthPortfolio,
          { fromdate: '01/01/1970', todate: today(), mylp: 'N', emailid: '', distCode: DEMO.arn, pswd: PASSWORD, funds: '117', pagetype: 'PAN', distUid: DEMO.userId, pan: RAVI.pan, customfund: '117' },
          opts(),
        ),
    ];
    for (const call of calls) {
      const refno = String((await call()).DtData[0]?.Refno);
      const mail = await mailTo(RAVI.email);
      expect(mail.subject).toContain(refno);
      const pdf = await attachment(mail);
      expect(isEncryptedPdf(pdf)).toBe(true);
      expect(Buffer.from(pdf).toString('latin1')).not.toContain(RAVI.name);
      expect(openPdf(pdf, 'Wrong#Pass1')).toBeNull();
      const text = openPdf(pdf, PASSWORD);
      expect(text).toContain(`Investor: ${RAVI.name}`);
      expect(text).toContain(`Reference: ${refno}`);
    }
    const status = (await h.call(mailbackRequestStatus, { FromDate: today(), Agent: DEMO.arn, customfund: '117' }, opts())).DtData;
    expect(status.map((s) => s.Status)).toEqual(['Mailed', 'Mailed', 'Mailed', 'Mailed', 'Mailed']);
    expect(status[0]).toMatchObject({ ReportName: 'Networth Report', SentTo: RAVI.email });
  });

  it('networth by e-mail covers every folio under it; refusals for strangers and weak passwords', async () => {
    const base = { fromdate: '01/01/1970', todate: today(), mylp: 'N', distCode: DEMO.arn, funds: '117', distUid: DEMO.userId, pan: RAVI.pan, customfund: '117' };
    const refno = (await h.call(netWorthPortfolio, { ...base, emailid: RAVI.email, pswd: PASSWORD, pagetype: 'Email' }, opts())).DtData[0]?.Refno;
    expect((await mailTo(RAVI.email)).subject).toContain(String(refno));
    const refusal = (p: Promise<unknown>) => p.then(() => 'answered', (e: Error) => e.message);
    expect(await refusal(h.call(netWorthPortfolio, { ...base, emailid: 'nobody@example.com', pswd: PASSWORD, pagetype: 'Email' }, opts()))).toContain(MAILBACK_REFUSALS.email);
    expect(await refusal(h.call(accountStatement, { ...investor, Password: 'weak', StatementType: 'CAN', fromdt: '01/01/1970', todate: today() }, opts()))).toContain(MAILBACK_REFUSALS.password);
    expect(await refusal(h.call(accountStatement, { ...investor, PAN: 'ZZZPZ9999Z', StatementType: 'CAN', fromdt: '01/01/1970', todate: today() }, opts()))).toContain(MAILBACK_REFUSALS.investor);
  });
});
