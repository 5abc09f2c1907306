import { describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { fundList } from '../../server/fundhouse/endpoints/purchase';
import { randomUUID } from 'node:crypto';
import { exitLoadCalc, orderByRequestRef, redemptionBanks, saveRedemption } from '../../server/fundhouse/endpoints/redemption';
import { detailedTransactions } from '../../server/fundhouse/endpoints/transactions';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { RED_MESSAGES } from '../../sandbox/domains/redemption/redemption-rules';
import { DEMO, DEMO_PASSWORD, FARAH, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { REDEMPTION_MESSAGES } from '../../lib/forms/redemption/redemption';
import { refusal, sandboxPerFile } from './sandbox-harness';

// The redemption side of the sandbox through the portal's real client: banks, the exit-load quote and
// Savetransaction_red with every refusal the registrar makes.

const h = sandboxPerFile();

async function tokenFor(user: { userId: string } = DEMO): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: user.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

const MAIN = FOLIOS.raviMain.acno;

type Ask = Partial<Parameters<typeof h.call<typeof saveRedemption>>[1]>;
const redeem = (token: string, ask: Ask = {}) =>
  h.call(
    saveRedemption,
    {
      i_InvDistFlag: 'M', customfund: '117', i_Acno: MAIN, i_Fund: '117', i_Scheme: 'FC', i_Plan: 'RG', i_Option: 'G',
      i_RedFlg: 'P', i_UntAmtFlg: 'U', i_UntAmtValue: '100', i_Userid: DEMO.userId, ARNCode: DEMO.arn, i_pangno: RAVI.pan,
      i_oldihno: '0', i_multibankdet: 'XXXXXXX8904', i_RequestRef: randomUUID().replaceAll('-', ''),
      ...ask,
    },
    { token },
  );

async function banks(token: string, acno: string = MAIN) {
  return (await h.call(redemptionBanks, { Acno: acno, Trtype: 'RED', Fund: '117' }, { token })).Table1;
}

async function balance(token: string, scheme: string) {
  const rows = (await h.call(fundList, { PAN: RAVI.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, { token })).DtData;
  return rows.find((r) => r.Acno === MAIN && r.Sch === scheme);
}

describe('GetRedemptionBankDeatils', () => {
  it("lists the folio's banks with the account masked but for the last four digits", async () => {
    const token = await tokenFor();
    const rows = await banks(token);
    expect(rows.map((r) => r.bnkname)).toEqual(['HDFC Bank', 'State Bank of India']);
    expect(rows.map((r) => r.bnkacno)).toEqual(['XXXXXXXXXX1781', 'XXXXXXX8904']);
    expect(rows.every((r) => r.bnkactype === 'SB' && /^[A-Z]{4}0[A-Z0-9]{6}$/.test(r.bnkifsc))).toBe(true);
  });

  it("answers nothing for another book's folio", async () => {
    expect(await banks(await tokenFor(), FOLIOS.farah.acno)).toEqual([]);
    expect(await banks(await tokenFor(TXN), FOLIOS.farah.acno)).toHaveLength(1);
  });
});

describe('exitloadcalc', () => {
  const quote = (token: string, q: { units?: string; amount?: string; trdt: string }) =>
    h.call(exitLoadCalc, { amount: q.amount ?? '0', units: q.units ?? '0', Fund: '117', scheme: 'LC', plan: 'RG', opt: 'G', acno: MAIN, trdt: q.trdt, ttrtype: 'R' }, { token });

  it('is nil for equity units held longer than a year, and values units at the NAV', async () => {
    const token = await tokenFor();
    const today = new Date();
    const trdt = `${String(today.getUTCMonth() + 1).padStart(2, '0')}/${String(today.getUTCDate()).padStart(2, '0')}/${today.getUTCFullYear()}`;
    const row = (await quote(token, { units: '10', trdt })).DtData[0];
    expect(row?.ExitLoad).toBe('0');
    expect(row?.ExitLoadAmount).toBe('0.00');
    expect(Number(row?.Amount)).toBeCloseTo(10 * Number(row?.NAV), 2);
    expect(row?.Remarks).toMatch(/^1% if redeemed or switched out within 365 days/);
    expect(row?.NAVDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // One NAV, one date: the fund list (the holding panel's 'NAV as on') dates it as the quote does (MM/DD/YYYY there).
    const listed = (await h.call(fundList, { PAN: RAVI.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, { token })).DtData.find(
      (r) => r.Acno === MAIN && r.Sch === 'LC' && r.Pln === 'RG' && r.Opt === 'G',
    );
    const [mm, dd, yyyy] = (row?.NAVDate ?? '').split('/');
    expect(listed?.NAVDate).toBe(`${dd}/${mm}/${yyyy}`);
    expect(listed?.LastNAV).toBe(row?.NAV);
  });

  it('charges 1% on an amount within 365 days of allotment', async () => {
    const token = await tokenFor();
    // The folio opened 1100 days ago; a trade date 100 days after opening is within the year.
    const opened = new Date(Date.now() - (FOLIOS.raviMain.openedDaysAgo - 100) * 86_400_000);
    const trdt = `${String(opened.getUTCMonth() + 1).padStart(2, '0')}/${String(opened.getUTCDate()).padStart(2, '0')}/${opened.getUTCFullYear()}`;
    const row = (await quote(token, { amount: '20000', trdt })).DtData[0];
    expect(row?.ExitLoad).toBe('1');
    expect(row?.ExitLoadAmount).toBe('200.00');
    expect(Number(row?.Units)).toBeCloseTo(20000 / Number(row?.NAV), 3);
  });

  it("refuses another book's folio", async () => {
    const token = await tokenFor(TXN);
    expect(await refusal(quote(token, { units: '1', trdt: '01/15/2026' }))).toBe(RED_MESSAGES.notFound);
  });
});

describe('Savetransaction_red', () => {
  it('records a pending redemption with its link, mails the investor and holds the units', async () => {
    const token = await tokenFor();
    const before = Number((await balance(token, 'FC'))?.BalUnits);
    const answer = await redeem(token, { i_UntAmtValue: '100.5' });
    const refno = Number(answer.DtData[0]?.REFNO);
    expect(refno).toBeGreaterThanOrEqual(5100001);

    const pending = (await h.call(detailedTransactions, { transflag: 'P', Arn: DEMO.arn, customfund: '117' }, { token })).DtData;
    const row = pending.find((r) => Number(r.ihno) === refno);
    expect(row).toMatchObject({ trtype: 'Redemption', units: '100.5000', pan: RAVI.pan });
    expect(row?.Link).toMatch(/\/__sandbox\/authorise\?t=[0-9a-f]{32}$/);
    const mails = await h.admin<{ subject: string; link?: string }[]>(`outbox.json?to=${encodeURIComponent(RAVI.email)}`);
    expect(mails.find((m) => m.subject.includes(String(refno)))?.link).toBe(row?.Link);

    // The pending order holds its units: more than what is left is refused.
    const left = before - 100.5;
    expect(await refusal(redeem(token, { i_UntAmtValue: String(Math.ceil(left) + 1) }))).toBe(RED_MESSAGES.units);
    // Rejecting it frees them again.
    const t = new URL(row?.Link ?? '').searchParams.get('t') ?? '';
    await fetch(`${h.sandbox.url}/__sandbox/authorise`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t, decision: 'reject' }).toString(),
    });
    expect(Number((await redeem(token, { i_UntAmtValue: String(Math.floor(before)) })).DtData[0]?.REFNO)).toBeGreaterThan(refno);
  });

  it('takes every free unit for a full redemption, and an amount at the NAV', async () => {
    const token = await tokenFor();
    const lc = await balance(token, 'LC');
    const full = Number((await redeem(token, { i_Scheme: 'LC', i_RedFlg: 'F', i_UntAmtValue: '1' })).DtData[0]?.REFNO);
    const rows = (await h.call(detailedTransactions, { transflag: 'P', Arn: DEMO.arn, customfund: '117' }, { token })).DtData;
    expect(Number(rows.find((r) => Number(r.ihno) === full)?.units)).toBeCloseTo(Number(lc?.BalUnits), 4);
    expect(await refusal(redeem(token, { i_Scheme: 'LC', i_UntAmtValue: '1' }))).toBe(RED_MESSAGES.zeroBalance);

    const byAmount = Number((await redeem(token, { i_UntAmtFlg: 'A', i_UntAmtValue: '5000' })).DtData[0]?.REFNO);
    const again = (await h.call(detailedTransactions, { transflag: 'P', Arn: DEMO.arn, customfund: '117' }, { token })).DtData;
    expect(again.find((r) => Number(r.ihno) === byAmount)?.amount).toBe('5000.00');
  });

  it("refuses in the seed's words: zero balance, units, minimum, amount, bank, full by amount", async () => {
    const token = await tokenFor();
    const fc = await balance(token, 'FC');
    expect(await refusal(redeem(token, { i_Acno: FOLIOS.raviZero.acno, i_Scheme: 'SD' }))).toBe(REDEMPTION_MESSAGES.zeroBalance);
    expect(await refusal(redeem(token, { i_UntAmtValue: String(Number(fc?.BalUnits) + 1) }))).toBe(REDEMPTION_MESSAGES.notEnoughUnits);
    expect(await refusal(redeem(token, { i_UntAmtFlg: 'A', i_UntAmtValue: '999' }))).toBe(RED_MESSAGES.minimum(1000));
    expect(await refusal(redeem(token, { i_UntAmtFlg: 'A', i_UntAmtValue: String(Math.ceil(Number(fc?.CurValue)) + 1) }))).toBe(REDEMPTION_MESSAGES.notEnoughAmount);
    expect(await refusal(redeem(token, { i_multibankdet: 'XXXXXXXX0000' }))).toBe(REDEMPTION_MESSAGES.bankMandatory);
    expect(await refusal(redeem(token, { i_RedFlg: 'F', i_UntAmtFlg: 'A' }))).toBe(RED_MESSAGES.fullByUnits);
    expect(await refusal(redeem(token, { i_UntAmtValue: '0' }))).toBe(REDEMPTION_MESSAGES.valueMandatory);
  });

  it("answers 'No Data Found' for another book, another ARN or another PAN", async () => {
    const token = await tokenFor();
    expect(await refusal(redeem(token, { i_Acno: FOLIOS.farah.acno, i_pangno: FARAH.pan, i_Scheme: 'LC' }))).toBe(RED_MESSAGES.notFound);
    expect(await refusal(redeem(token, { ARNCode: TXN.arn }))).toBe(RED_MESSAGES.notFound);
    expect(await refusal(redeem(token, { i_pangno: FARAH.pan }))).toBe(RED_MESSAGES.notFound);
  });
});

describe('one transaction per request reference', () => {
  const byRef = (token: string, RequestRef: string, Trtype: 'RED' | 'SWITCH' = 'RED') =>
    h.call(orderByRequestRef, { Fund: '117', Trtype, RequestRef }, { token });

  it('refuses a second save under one reference, and answers which transaction the reference made', async () => {
    const token = await tokenFor();
    const ref = 'a1b2c3d4e5f6a7b8c9d0e1f2';
    expect((await byRef(token, ref)).DtData).toEqual([]);
    const refno = (await redeem(token, { i_RequestRef: ref })).DtData[0]?.REFNO;
    expect(refno).toMatch(/^\d+$/);
    expect(await refusal(redeem(token, { i_RequestRef: ref }))).toBe(RED_MESSAGES.duplicate);
    expect((await byRef(token, ref)).DtData).toEqual([{ REFNO: refno }]);
    const mails = await h.admin<{ subject: string }[]>(`outbox.json?to=${encodeURIComponent(RAVI.email)}`);
    expect(mails.filter((m) => m.subject.includes(String(refno)))).toHaveLength(1);
    // Another book, or the other kind, knows nothing of it.
    expect((await byRef(await tokenFor(TXN), ref)).DtData).toEqual([]);
    expect((await byRef(token, ref, 'SWITCH')).DtData).toEqual([]);
  });
});
