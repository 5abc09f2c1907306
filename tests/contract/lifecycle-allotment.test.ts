import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { transactionHistory } from '../../server/fundhouse/endpoints/history';
import { transactionStatuses, transactionTimeline } from '../../server/fundhouse/endpoints/lifecycle';
import { fundList, saveDtr, submitPurchase } from '../../server/fundhouse/endpoints/purchase';
import { saveRedemption } from '../../server/fundhouse/endpoints/redemption';
import { saveSwitch } from '../../server/fundhouse/endpoints/switch';
import { ARVIND, DEMO, DEMO_PASSWORD, RAVI } from '../../sandbox/seed/fixtures';
import { saveNewInvestorNominees } from '../../server/fundhouse/endpoints/new-investor-application';
import { orderCheck } from '../../server/fundhouse/endpoints/order-problems';
import { formatRupees, formatUnits } from '../../lib/money';
import { DEBIT_FREEZE_MESSAGE } from '../../lib/rules/debit-freeze';
import { REFUSALS } from '../../lib/rules/registrar-problem';
import { nextBusinessDay } from '../../lib/rules/applicable-nav';
import { isWorkingDay } from '../../lib/rules/working-days';
import { seededCalendar } from '../../sandbox/domains/schemes/market-calendar';
import { addDays, dmy, istDayOf, istInstant, moveTo, moveToNext, sandboxNow } from './lifecycle-clock';
import { approveThroughLink } from '../support/investor-approval';
import { sandboxPerFile } from './sandbox-harness';

// Allotment on the sandbox clock: approved before 3 pm IST on a business day, a purchase, redemption
// or switch is allotted at that day's NAV when it is struck (23:00 IST), and the holding moves by
// exactly the units allotted; after the cut-off, on a weekend, or for 2 lakh or more (credited the
// next business day at 10:00), the NAV day moves on.

const h = sandboxPerFile();

const MAIN = '10234561';
const MON_THU = [1, 2, 3, 4];

// The clock's moves expire the bearer token, so each call signs in afresh.
async function token(): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

async function purchase(scheme: string, amount: number): Promise<string> {
  const t = await token();
  const refno = (await h.call(submitPurchase, {
    InvestorName: RAVI.name, i_entby: DEMO.userId, trtype: 'ADD', Desci: '', SubbrokerArn: '', ARNCode: DEMO.arn, EuinCode: '',
    i_Userid: DEMO.userId, Mobile: RAVI.mobile, PanNo: RAVI.pan, Email: RAVI.email, i_Acno: MAIN, Subbroker: '', i_Fund: '117',
    i_UntAmtValue: String(amount), EUINFlag: 'Y', EuinValid: 'Y', i_Scheme: scheme, i_Plan: 'RG', i_Option: 'G', i_oldihno: '',
    i_InvDistFlag: 'M', ModuleName: 'Webile', CountryCode: '+91', fEmailFlag: 'SE', fMobileFlag: 'SE',
  }, { token: t })).DtData[0]!.Refno;
  const saved = await h.call(saveDtr, { Trtype: 'ADD', fund: '117', customfund: '117', Refno: refno, ModuleName: 'Webile', paymenttype: 'DIGITAL' }, { token: t });
  return saved.DtData[0]!.dd_refno;
}

const common = { i_InvDistFlag: 'M', customfund: '117', i_Acno: MAIN, i_Fund: '117', i_Plan: 'RG', i_Option: 'G', i_UntAmtFlg: 'U', i_Userid: DEMO.userId, ARNCode: DEMO.arn, i_pangno: RAVI.pan, i_oldihno: '0' } as const;
const ref = () => randomUUID().replaceAll('-', '');

async function redeem(scheme: string, units: number): Promise<string> {
  const answer = await h.call(saveRedemption, { ...common, i_Scheme: scheme, i_RedFlg: 'P', i_UntAmtValue: String(units), i_multibankdet: 'XXXXXXX8904', i_RequestRef: ref() }, { token: await token() });
  return answer.DtData[0]!.REFNO;
}

async function switchOut(scheme: string, to: string, units: number): Promise<string> {
  const answer = await h.call(saveSwitch, {
    ...common, i_Scheme: scheme, i_ToScheme: to, i_ToPlan: 'RG', i_ToOption: 'G', i_SwitchFlg: 'P', i_UntAmtValue: String(units),
    SubbrokerArn: '', Subbroker: '', EUINFlag: 'Y', EuinCode: '', i_OTP: '482913', ModuleName: 'Webile', i_RequestRef: ref(),
  }, { token: await token() });
  return answer.DtData[0]!.REFNO;
}

async function state(ihno: string) {
  const rows = (await h.call(transactionStatuses, { Arn: DEMO.arn, Fund: '117', Ihnos: ihno }, { token: await token() })).Statuses;
  return rows[0]!;
}

/** The investor approves through the link the registrar answers while the row is pending. */
async function approve(ihno: string): Promise<void> {
  const res = await approveThroughLink(h.sandbox.url, (await state(ihno)).Link, ihno);
  expect(res.status).toBe(200);
}

async function units(scheme: string): Promise<number> {
  const rows = (await h.call(fundList, { PAN: RAVI.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, { token: await token() })).DtData;
  return Number(rows.find((r) => r.Acno === MAIN && r.Sch === scheme)?.BalUnits ?? 0);
}

describe('allotment of a purchase', () => {
  it('approved before the cut-off: allotted at 23:00 IST at that day\'s NAV, the holding grown by exactly its units', async () => {
    const day = await moveToNext(h, MON_THU, '11:00');
    const ihno = await purchase('LC', 1000);
    await approve(ihno);
    expect(await state(ihno)).toMatchObject({ status: 'A', NavDate: '', AllotUnits: '', ExpiresAt: '', Link: '' });

    await moveTo(h, istInstant(day, '22:59'));
    expect((await state(ihno)).status).toBe('A');
    const before = await units('LC');
    await moveTo(h, istInstant(day, '23:01'));
    const row = await state(ihno);
    expect(row).toMatchObject({ status: 'L', NavDate: dmy(day), AllotAmount: '1000.00' });
    expect(Number(row.AllotUnits)).toBeCloseTo(1000 / Number(row.Nav), 4);
    expect(await units('LC')).toBeCloseTo(before + Number(row.AllotUnits), 4);

    const events = (await h.call(transactionTimeline, { Arn: DEMO.arn, Fund: '117', Ihno: ihno }, { token: await token() })).Events;
    expect(events.map((e) => e.Event)).toEqual(['INITIATED', 'LINK_SENT', 'APPROVED', 'ALLOTTED']);
    expect(events[3]).toMatchObject({ At: istInstant(day, '23:00').toISOString() });
    // Units and rupees as the summary writes them: 3 decimals, whole rupees with Indian grouping.
    expect(events[3]?.Detail).toBe(`${formatUnits(Number(row.AllotUnits))} units allotted at NAV ${row.Nav} of ${dmy(day)} (₹1,000)`);
    // The history shows the allotment's NAV and units.
    const history = (await h.call(transactionHistory, { Uid: DEMO.userId, pan: RAVI.pan, InvdDistFlag: 'A', Fund: '117' }, { token: await token() })).DtData;
    expect(history.find((r) => r.td_trno === ihno)).toMatchObject({ Status: 'Success', td_nav: Number(row.Nav).toFixed(4), td_units: Number(row.AllotUnits).toFixed(3) });
    // Settling again (another clock move) adds nothing.
    await moveTo(h, istInstant(day, '23:30'));
    expect(await units('LC')).toBeCloseTo(before + Number(row.AllotUnits), 4);
  });

  it('Rs 2,00,000 or more approved before the cut-off takes the next business day\'s NAV (the credit\'s), less the same day\'s', async () => {
    const day = await moveToNext(h, MON_THU, '11:00');
    const large = await purchase('LC', 200_000);
    const small = await purchase('LC', 199_999);
    await approve(large);
    await approve(small);
    await moveTo(h, istInstant(day, '23:01'));
    expect(await state(small)).toMatchObject({ status: 'L', NavDate: dmy(day) });
    expect((await state(large)).status).toBe('A');
    await moveTo(h, istInstant(addDays(day, 1), '23:01'));
    expect(await state(large)).toMatchObject({ status: 'L', NavDate: dmy(addDays(day, 1)), AllotAmount: '200000.00' });
  });

  it('approved on a Friday after the cut-off: Monday\'s NAV, allotted Monday night', async () => {
    const friday = await moveToNext(h, [5], '16:00');
    const ihno = await purchase('FC', 5000);
    await approve(ihno);
    const monday = addDays(friday, 3);
    await moveTo(h, istInstant(monday, '22:59'));
    expect((await state(ihno)).status).toBe('A');
    await moveTo(h, istInstant(monday, '23:01'));
    expect(await state(ihno)).toMatchObject({ status: 'L', NavDate: dmy(monday) });
  });
});

describe('allotment on the registrar\'s calendar', () => {
  it('approved after the cut-off on the eve of a trading holiday: the NAV of the next working day, past the holiday', async () => {
    // The first seeded holiday ahead whose eve is a working day (Christmas 2026, a Friday, while the seed is current).
    const calendar = seededCalendar();
    const today = istDayOf(await sandboxNow(h));
    const holiday = [...calendar.years.values()].flatMap((days) => [...days]).sort().find((d) => addDays(d, -1) > today && isWorkingDay(addDays(d, -1), calendar));
    if (!holiday) throw new Error('no seeded holiday ahead');
    const eve = addDays(holiday, -1);
    await moveTo(h, istInstant(eve, '16:00'));
    const ihno = await purchase('LC', 5000);
    await approve(ihno);
    const navDay = nextBusinessDay(eve, calendar);
    expect(navDay > holiday).toBe(true);
    await moveTo(h, istInstant(holiday, '23:01'));
    expect((await state(ihno)).status).toBe('A');
    await moveTo(h, istInstant(navDay, '23:01'));
    expect(await state(ihno)).toMatchObject({ status: 'L', NavDate: dmy(navDay) });
  });
});

describe('allotment of a redemption and a switch', () => {
  it('a redemption takes its units out and is paid to the bank chosen', async () => {
    const day = await moveToNext(h, MON_THU, '14:00');
    const ihno = await redeem('FC', 100);
    await approve(ihno);
    await moveTo(h, istInstant(day, '22:59'));
    const before = await units('FC');
    await moveTo(h, istInstant(day, '23:01'));
    const row = await state(ihno);
    expect(row).toMatchObject({ status: 'L', NavDate: dmy(day), AllotUnits: '100.0000' });
    expect(Number(row.AllotAmount)).toBeCloseTo(100 * Number(row.Nav), 2);
    expect(await units('FC')).toBeCloseTo(before - 100, 4);
    const events = (await h.call(transactionTimeline, { Arn: DEMO.arn, Fund: '117', Ihno: ihno }, { token: await token() })).Events;
    expect(events.map((e) => e.Event).slice(-2)).toEqual(['ALLOTTED', 'PAID_OUT']);
    expect(events.at(-1)?.Detail).toBe(`${formatRupees(Number(row.AllotAmount))} to State Bank of India A/c XXXXXXX8904`);
  });

  it('a switch moves the rupees of its units into the target at that day\'s NAV there', async () => {
    const day = await moveToNext(h, MON_THU, '10:00');
    const ihno = await switchOut('LC', 'FC', 10);
    await approve(ihno);
    await moveTo(h, istInstant(day, '22:59'));
    const [lc, fc] = [await units('LC'), await units('FC')];
    await moveTo(h, istInstant(day, '23:01'));
    const row = await state(ihno);
    expect(row).toMatchObject({ status: 'L', AllotUnits: '10.0000', ToScheme: 'Flexi Cap Fund - Regular Plan - Growth' });
    expect(await units('LC')).toBeCloseTo(lc - 10, 4);
    const detail = (await h.call(transactionTimeline, { Arn: DEMO.arn, Fund: '117', Ihno: ihno }, { token: await token() })).Events.at(-1)?.Detail ?? '';
    // The timeline writes units as the summary does, to three decimals with Indian grouping.
    const into = Number(/; ([\d,.]+) units into/.exec(detail)?.[1]?.replaceAll(',', ''));
    expect(into).toBeGreaterThan(0);
    expect(await units('FC')).toBeCloseTo(fc + into, 2);
  });
});

describe('what the registrar checks again when it processes an approved order', () => {
  it('a folio frozen after the approval: the redemption is rejected with the freeze\'s code and words, and nothing leaves the folio', async () => {
    const day = await moveToNext(h, MON_THU, '10:00');
    const ihno = await redeem('FC', 10);
    await approve(ihno);
    await h.admin('freeze', { method: 'POST', body: { acno: MAIN, frozen: true } });
    const before = await units('FC');
    await moveTo(h, istInstant(day, '23:01'));
    expect(await state(ihno)).toMatchObject({ status: 'R', Reason: DEBIT_FREEZE_MESSAGE, ReasonCode: String(REFUSALS.debitFreeze.code), AllotUnits: '' });
    expect(await units('FC')).toBe(before);
  });

  it('a folio unfrozen before processing: the redemption approved meanwhile is allotted', async () => {
    const day = await moveToNext(h, MON_THU, '10:00');
    await h.admin('freeze', { method: 'POST', body: { acno: MAIN, frozen: true } });
    await h.admin('freeze', { method: 'POST', body: { acno: MAIN, frozen: false } });
    const ihno = await redeem('FC', 10);
    await approve(ihno);
    await moveTo(h, istInstant(day, '23:01'));
    expect(await state(ihno)).toMatchObject({ status: 'L', Reason: '', ReasonCode: '' });
  });
});

describe("a new folio's own nomination", () => {
  it('becomes the registrar\'s record of the investor when the folio opens at allotment', async () => {
    const day = await moveToNext(h, MON_THU, '11:00');
    const t = await token();
    const ask = { Pan: ARVIND.pan, Fund: '117', Kind: 'purchase', Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000' } as const;
    const refusing = async () => (await h.call(orderCheck, ask, { token: await token() })).Table.filter((p) => p.Severity === 'refuse').map((p) => p.Code);
    expect(await refusing()).toEqual([String(REFUSALS.nomination.code)]);
    const nomId = (await h.call(saveNewInvestorNominees, { pan: ARVIND.pan, arn: DEMO.arn, IWishToNominate: 'N', nominees: [] }, { token: t })).Dtinformation[0]!.nom_id;
    const refno = (await h.call(submitPurchase, {
      InvestorName: ARVIND.name, i_entby: DEMO.userId, trtype: 'NEW', Desci: '', SubbrokerArn: '', ARNCode: DEMO.arn, EuinCode: '',
      i_Userid: DEMO.userId, Mobile: ARVIND.mobile, PanNo: ARVIND.pan, Email: ARVIND.email, i_Acno: '', Subbroker: '', i_Fund: '117',
      i_UntAmtValue: '5000', EUINFlag: 'Y', EuinValid: 'Y', i_Scheme: 'FC', i_Plan: 'RG', i_Option: 'G', i_oldihno: '',
      i_InvDistFlag: 'M', ModuleName: 'Webile', CountryCode: '+91', fEmailFlag: 'SE', fMobileFlag: 'SE', Nomslno: String(nomId),
    }, { token: t })).DtData[0]!.Refno;
    const ihno = (await h.call(saveDtr, { Trtype: 'NEW', fund: '117', customfund: '117', Refno: refno, ModuleName: 'Webile', paymenttype: 'DIGITAL' }, { token: t })).DtData[0]!.dd_refno;
    await approve(ihno);
    // Until the folio opens, the record still has no nomination.
    expect(await refusing()).toEqual([String(REFUSALS.nomination.code)]);
    await moveTo(h, istInstant(day, '23:01'));
    expect((await state(ihno)).status).toBe('L');
    expect(await refusing()).toEqual([]);
  });
});
