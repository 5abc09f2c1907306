import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import {
  emandateList, enachBankValid, enachBanksByFolio, enachFrequencies, enachRegistration, otmSipDetails, upiRegistration,
} from '../../server/fundhouse/endpoints/mandates';
import { addDays, addMonths, formatUpstreamDay, istDay, type CalendarDay } from '../../lib/dates';
import { MANDATES } from '../../sandbox/domains/mandates/mandates';
import { FOLIOS, SIPS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { DEMO, DEMO_PASSWORD, MEERA, RAVI } from '../../sandbox/seed/fixtures';
import { approveThroughLink } from '../support/investor-approval';
import { codedRefusal as refusal, sandboxPerFile } from './sandbox-harness';

// The mandate calls through the portal's real client: the lists per folio (with what live SIPs draw),
// the banks and their e-mandate check, the frequencies, and both registrations with the registrar's
// refusals, the idempotent RequestRef, and the investor's authorisation making the mandate active.

const h = sandboxPerFile();
let token = '';
let today: CalendarDay;
beforeEach(async () => {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  token = row!.token;
  today = istDay(new Date((await h.admin<{ now: string }>('clock')).now));
});

const MAIN = FOLIOS.raviMain.acno;
const list = { Fund: '117', PAN: RAVI.pan, uid: DEMO.userId, customfund: '117', acno: MAIN };

function registration(ask: Record<string, string> = {}) {
  const start = addDays(today, 5);
  return {
    Email: RAVI.email, Contact: RAVI.mobile, Name: RAVI.name, Pan: RAVI.pan, invdistflag: 'M' as const, customfund: '117', arncode: DEMO.arn,
    frequency: 'As and when presented', acno: MAIN, startdate: formatUpstreamDay(start), enddate: formatUpstreamDay(addMonths(start, 480)),
    txnamount: '25000', bank_code: 'HDFC', BankName: 'HDFC Bank', bank_acno: '50100234561781', bank_ifsc: 'HDFC0000123',
    RequestRef: randomUUID().replaceAll('-', ''), ...ask,
  };
}

describe('mandate lists', () => {
  it("lists Ravi's active eNACH with what the live SIP draws on it, and the UPI list with source UAUTO", async () => {
    const enach = (await h.call(emandateList, list, { token })).Table1;
    expect(enach).toHaveLength(1);
    expect(enach[0]).toMatchObject({ UMRNNO: MANDATES.raviEnach.umrn, Amt: '100000.00', 'BANK A/C NO': 'XXXXXXXXXX1781' });
    expect(Number(enach[0]!.SIPAmt)).toBe(SIPS.raviEnach.amount + SIPS.raviEnding.amount);
    const upi = (await h.call(emandateList, { ...list, source: 'UAUTO' }, { token })).Table1;
    expect(upi.map((r) => [r.UMRNNO, Number(r.Amt)])).toEqual([[MANDATES.raviUpi.umrn, 50000]]);
  });

  it('lists the one-time mandate with its mode, and nothing on a folio that is not the PAN’s', async () => {
    const otm = (await h.call(otmSipDetails, list, { token })).Table1;
    expect(otm.map((r) => [r.UMRNNO, r.Mode])).toEqual([[MANDATES.raviOtm.umrn, 'AO']]);
    expect((await h.call(emandateList, { ...list, PAN: MEERA.pan }, { token })).Table1).toEqual([]);
  });
});

describe('banks and frequencies', () => {
  it('answers the folio banks with their KeyVal, checks a bank by IFSC, and lists the frequencies', async () => {
    const banks = (await h.call(enachBanksByFolio, { fund: '117', pan: RAVI.pan, acno: MAIN }, { token })).DtData;
    expect(banks.map((b) => b.KeyVal)).toContain('HDFC0000123|SB|50100234561781|HDFC');
    expect((await h.call(enachBankValid, { i_ifsc: 'HDFC0000123' }, { token })).Dtinformation[0]?.Error_Message).toBe('Success');
    expect((await h.call(enachBankValid, { i_ifsc: 'ZZZZ0000001' }, { token })).Dtinformation[0]?.Error_Message).not.toBe('Success');
    const frequencies = (await h.call(enachFrequencies, {}, { token })).DtData.map((r) => r.Interpretation);
    expect(frequencies).toContain('As and when presented');
  });
});

describe('registration', () => {
  it('registers a pending eNACH once per RequestRef, mails the investor, and lists it once authorised', async () => {
    const ask = registration();
    const ref = (await h.call(enachRegistration, ask, { token })).DtData[0]?.en_ihno;
    expect(ref).toMatch(/^EN\d+$/);
    expect((await h.call(enachRegistration, ask, { token })).DtData[0]?.en_ihno).toBe(ref);
    // Listed while pending, after the active ones, with no UMRN yet and its reference.
    const waiting = (await h.call(emandateList, list, { token })).Table1;
    expect(waiting.map((r) => [r.UMRNNO, r.Status])).toEqual([[MANDATES.raviEnach.umrn, 'Active'], ['', 'Pending']]);
    expect(waiting[1]).toMatchObject({ RegRef: ref, Amt: '25000.00' });

    const mails = await h.admin<{ subject: string; link?: string }[]>(`outbox.json?to=${RAVI.email}`);
    const mail = mails.find((m) => m.subject.includes(String(ref)));
    expect(mails.filter((m) => m.subject.includes(String(ref)))).toHaveLength(1);
    const t = new URL(mail!.link!).searchParams.get('t')!;
    const page = await fetch(`${h.sandbox.url}/__sandbox/authorise-mandate?t=${encodeURIComponent(t)}`);
    expect(await page.text()).toContain('Authorise mandate');
    const done = await approveThroughLink(h.sandbox.url, mail!.link!, ref);
    expect(done.status).toBe(200);
    const rows = (await h.call(emandateList, list, { token })).Table1;
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.UMRNNO !== MANDATES.raviEnach.umrn)).toMatchObject({ Amt: '25000.00', SIPAmt: '0', Status: 'Active', RegRef: ref });
  });

  it('refuses a UPI Autopay above 1,00,000 and an eNACH above 1,00,00,000 or below 1,000, with a code', async () => {
    expect(await refusal(h.call(upiRegistration, registration({ txnamount: '100001' }), { token }))).toMatchObject({ message: 'Amount should be less than or equal to 1,00,000' });
    expect((await refusal(h.call(enachRegistration, registration({ txnamount: '100000001' }), { token }))).message).toBe('Amount should be less than or equal to 1,00,00,000');
    expect((await refusal(h.call(enachRegistration, registration({ txnamount: '999' }), { token }))).message).toBe('Amount should be greater than or equal to 1,000');
    const upi = await h.call(upiRegistration, registration({ txnamount: '100000', enddate: formatUpstreamDay(addMonths(addDays(today, 5), 360)) }), { token });
    expect(upi.DtData[0]?.en_ihno).toMatch(/^UP\d+$/);
  });

  it('refuses a start beyond 100 days, an end under 6 months, an end past the horizon and another folio’s bank', async () => {
    const late = addDays(today, 101);
    expect((await refusal(h.call(enachRegistration, registration({ startdate: formatUpstreamDay(late), enddate: formatUpstreamDay(addMonths(late, 12)) }), { token }))).message)
      .toBe('Start Date should be within 100 days from today');
    const start = addDays(today, 1);
    expect((await refusal(h.call(enachRegistration, registration({ startdate: formatUpstreamDay(start), enddate: formatUpstreamDay(addMonths(start, 5)) }), { token }))).message)
      .toBe('End Date should be at least 6 months after Start Date');
    expect((await refusal(h.call(upiRegistration, registration({ startdate: formatUpstreamDay(start), enddate: formatUpstreamDay(addMonths(start, 361)) }), { token }))).message)
      .toBe('End Date should not be more than 30 years after Start Date');
    expect((await refusal(h.call(enachRegistration, registration({ bank_acno: '001201554321', bank_ifsc: 'ICIC0000789' }), { token }))).message)
      .toBe('Bank account is not registered on the folio for e-mandates');
  });
});
