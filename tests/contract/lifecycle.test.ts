import { describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { resendAuthorisationLink, transactionStatuses, transactionTimeline } from '../../server/fundhouse/endpoints/lifecycle';
import { detailedTransactions, reinitiateTransaction } from '../../server/fundhouse/endpoints/transactions';
import { LIFECYCLE_MESSAGES, REJECTION_REASONS } from '../../lib/rules/authorisation-link';
import { TXNS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { DEMO, DEMO_PASSWORD, FARAH, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { addDays, istDayOf, istInstant, moveTo, sandboxNow } from './lifecycle-clock';
import { refusal, sandboxPerFile } from './sandbox-harness';

// The lifecycle's own paths on the seeded book: states of the caller's transactions only, one
// transaction's timeline, and the resend of a pending link (three a day, one per RequestRef).

const h = sandboxPerFile();

async function tokenFor(user: { userId: string } = DEMO): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: user.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

const statuses = async (ihnos: number[], user: { userId: string; arn: string } = DEMO) =>
  (await h.call(transactionStatuses, { Arn: user.arn, Fund: '117', Ihnos: ihnos.join(',') }, { token: await tokenFor(user) })).Statuses;
const timeline = async (ihno: number) => h.call(transactionTimeline, { Arn: DEMO.arn, Fund: '117', Ihno: String(ihno) }, { token: await tokenFor() });
const resend = async (ihno: number, ref: string) =>
  h.call(resendAuthorisationLink, { Arn: DEMO.arn, Fund: '117', Ihno: String(ihno), RequestRef: ref }, { token: await tokenFor() });
const outbox = async (to: string) => h.admin<{ channel: string; subject: string; link?: string }[]>(`outbox.json?to=${encodeURIComponent(to)}`);

describe('GetTransactionStatuses', () => {
  it("with Pending adds every transaction of the caller's book awaiting the investor, whoever entered it", async () => {
    const pending = async (ihnos: string, user: { userId: string; arn: string } = DEMO) =>
      (await h.call(transactionStatuses, { Arn: user.arn, Fund: '117', Ihnos: ihnos, Pending: 'Y' }, { token: await tokenFor(user) })).Statuses;
    const mine = await pending('');
    const numbers = mine.map((r) => Number(r.ihno));
    expect(numbers).toEqual(expect.arrayContaining([TXNS.pendingPurchase.ihno, TXNS.pendingRedemption.ihno, TXNS.pendingSip.ihno]));
    expect(numbers).not.toContain(TXNS.farahPending.ihno);
    expect(numbers).not.toContain(TXNS.expired9d.ihno);
    expect(mine.every((r) => r.status === 'P' && r.Link !== '' && r.ExpiresAt !== '')).toBe(true);
    // A number asked about is answered once, whatever its state.
    const asked = await pending(`${TXNS.pendingPurchase.ihno},${TXNS.approved3d.ihno}`);
    expect(asked.filter((r) => Number(r.ihno) === TXNS.pendingPurchase.ihno)).toHaveLength(1);
    expect(asked.find((r) => Number(r.ihno) === TXNS.approved3d.ihno)?.status).toBe('L');
    expect((await pending('', TXN)).map((r) => Number(r.ihno))).toContain(TXNS.farahPending.ihno);
  });

  it("answers each state of the caller's numbers and leaves out another book's and unknown ones", async () => {
    const rows = await statuses([TXNS.pendingPurchase.ihno, TXNS.approved3d.ihno, TXNS.approved25d.ihno, TXNS.expired9d.ihno, TXNS.expired12d.ihno, TXNS.farahPending.ihno, 9_999_999]);
    expect(rows.map((r) => [Number(r.ihno), r.status])).toEqual([
      [TXNS.pendingPurchase.ihno, 'P'],
      [TXNS.approved3d.ihno, 'L'],
      [TXNS.approved25d.ihno, 'L'],
      [TXNS.expired9d.ihno, 'E'],
      [TXNS.expired12d.ihno, 'R'],
    ]);
    const [pending, allotted, , expired, rejected] = rows;
    const entered = new Date(pending!.EnteredAt).getTime();
    expect(new Date(pending!.ExpiresAt).getTime() - entered).toBe(7 * 86_400_000);
    expect(pending).toMatchObject({ ResendsLeft: '3', InvName: RAVI.name, DecidedAt: '', NavDate: '' });
    expect(pending!.Link).toMatch(/\/__sandbox\/authorise\?t=[0-9a-f]{32}$/);
    // The seeded approved purchase is history its holding includes: allotted at the NAV of its day.
    expect(Number(allotted!.AllotUnits)).toBeCloseTo(7500 / Number(allotted!.Nav), 4);
    expect(allotted).toMatchObject({ ExpiresAt: '', Link: '', ResendsLeft: '0', AllotAmount: '7500.00' });
    expect(allotted!.NavDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(expired).toMatchObject({ ExpiresAt: '', Reason: '' });
    expect(rejected).toMatchObject({ Reason: REJECTION_REASONS.investor });
  });

  it('answers another distributor only its own', async () => {
    const rows = await statuses([TXNS.pendingPurchase.ihno, TXNS.farahPending.ihno], TXN);
    expect(rows.map((r) => r.ihno)).toEqual([String(TXNS.farahPending.ihno)]);
    expect(rows[0]).toMatchObject({ InvName: FARAH.name, status: 'P' });
  });

  it('the pending list carries the same expiry', async () => {
    const rows = (await h.call(detailedTransactions, { transflag: 'P', Arn: DEMO.arn, customfund: '117' }, { token: await tokenFor() })).DtData;
    const [status] = await statuses([TXNS.pendingSip.ihno]);
    expect(rows.find((r) => Number(r.ihno) === TXNS.pendingSip.ihno)?.ExpiresAt).toBe(status?.ExpiresAt);
  });
});

describe('GetTransactionTimeline', () => {
  const events = async (ihno: number) => (await timeline(ihno)).Events.map((e) => e.Event);

  it('tells the entry, the link, the decision and the allotment', async () => {
    expect(await events(TXNS.approved3d.ihno)).toEqual(['INITIATED', 'LINK_SENT', 'APPROVED', 'ALLOTTED']);
    const rejected = await timeline(TXNS.expired12d.ihno);
    expect(rejected.Events.map((e) => e.Event)).toEqual(['INITIATED', 'LINK_SENT', 'REJECTED']);
    expect(rejected.Events.at(-1)?.Detail).toBe(REJECTION_REASONS.investor);
    expect(rejected.Transaction[0]).toMatchObject({ status: 'R', trtype: 'Redemption' });
  });

  it('an expiry at entry plus 7 days, then the reinitiated copy', async () => {
    const before = await timeline(TXNS.expired9d.ihno);
    expect(before.Events.map((e) => e.Event)).toEqual(['INITIATED', 'LINK_SENT', 'EXPIRED']);
    const [entered, , expired] = before.Events;
    expect(new Date(expired!.At).getTime() - new Date(entered!.At).getTime()).toBe(7 * 86_400_000);
    const copy = (await h.call(reinitiateTransaction, { fund: '117', ihno: String(TXNS.expired9d.ihno) }, { token: await tokenFor() })).Table1[0]!.IHNO;
    const after = await timeline(TXNS.expired9d.ihno);
    expect(after.Events.at(-1)).toMatchObject({ Event: 'REINITIATED', Detail: `As transaction ${copy}` });
    expect(after.Transaction[0]?.ReinitiatedAs).toBe(copy);
    expect(await events(Number(copy))).toEqual(['INITIATED', 'LINK_SENT']);
  });

  it("refuses another book's and unknown numbers", async () => {
    expect(await refusal(timeline(TXNS.farahPending.ihno))).toBe(LIFECYCLE_MESSAGES.notFound);
    expect(await refusal(timeline(9_999_999))).toBe(LIFECYCLE_MESSAGES.notFound);
  });
});

describe('ResendAuthorisationLink', () => {
  const ihno = TXNS.pendingPurchase.ihno;

  it('sends the same link by e-mail and SMS to the contacts on record, three times a day', async () => {
    const [row] = await statuses([ihno]);
    const first = (await resend(ihno, 'resend-0001')).Table1[0];
    expect(first).toEqual({ Email: 'ra****@example.com', Mobile: '******3210', ResendsLeft: '2', ExpiresAt: row!.ExpiresAt });
    const mails = await outbox(RAVI.email);
    const sms = await outbox(RAVI.mobile);
    expect(mails).toHaveLength(1);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', link: row!.Link });
    expect(mails[0]?.link).toBe(row!.Link);

    // A repeat of the reference answers the same and sends nothing.
    expect((await resend(ihno, 'resend-0001')).Table1[0]).toEqual(first);
    expect(await outbox(RAVI.email)).toHaveLength(1);

    expect((await resend(ihno, 'resend-0002')).Table1[0]?.ResendsLeft).toBe('1');
    expect((await resend(ihno, 'resend-0003')).Table1[0]?.ResendsLeft).toBe('0');
    expect(await refusal(resend(ihno, 'resend-0004'))).toBe(LIFECYCLE_MESSAGES.resendLimit);
    expect(await outbox(RAVI.email)).toHaveLength(3);
    expect((await statuses([ihno]))[0]?.ResendsLeft).toBe('0');
    expect((await timeline(ihno)).Events.filter((e) => e.Event === 'LINK_RESENT')).toHaveLength(3);
    expect(await refusal(resend(TXNS.pendingRedemption.ihno, 'resend-0001'))).toBe(LIFECYCLE_MESSAGES.refUsed);

    // The next day in India allows three more.
    await moveTo(h, istInstant(addDays(istDayOf(await sandboxNow(h)), 1), '09:00'));
    expect((await resend(ihno, 'resend-0005')).Table1[0]?.ResendsLeft).toBe('2');
  });

  it('refuses a transaction no longer pending, and another book\'s', async () => {
    expect(await refusal(resend(TXNS.approved3d.ihno, 'resend-1001'))).toBe(LIFECYCLE_MESSAGES.notPending);
    expect(await refusal(resend(TXNS.expired9d.ihno, 'resend-1002'))).toBe(LIFECYCLE_MESSAGES.notPending);
    expect(await refusal(resend(TXNS.farahPending.ihno, 'resend-1003'))).toBe(LIFECYCLE_MESSAGES.notFound);
    expect(await h.admin<unknown[]>('outbox.json')).toEqual([]);
  });
});
