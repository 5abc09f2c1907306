import { describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { distDashboard } from '../../server/fundhouse/endpoints/dashboard';
import { detailedTransactions, reinitiateTransaction } from '../../server/fundhouse/endpoints/transactions';
import { APPROVAL_OTP_MESSAGES, OTP_MAX_TRIES } from '../../lib/rules/otp';
import { TXNS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { TXN_MESSAGES } from '../../sandbox/domains/transactions/portfolio-txns';
import { DEMO, DEMO_PASSWORD, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { approvalOtp } from '../support/investor-approval';
import { refusal, sandboxPerFile } from './sandbox-harness';

// Authorisation states, the 30- and 14-day windows, reinitiation and the investor's approval page,
// through the portal's real client.

const h = sandboxPerFile();

const DAY = 24 * 60;

async function tokenFor(user: { userId: string } = DEMO): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: user.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

async function list(token: string, transflag: 'P' | 'A' | 'E', arn: string = DEMO.arn) {
  return (await h.call(detailedTransactions, { transflag, Arn: arn, customfund: '117' }, { token })).DtData;
}

const numbers = (rows: { ihno: string }[]) => rows.map((r) => Number(r.ihno)).sort();

async function counts(token: string) {
  const row = (await h.call(distDashboard, { AgentCode: DEMO.arn, customfund: '117' }, { token })).DtData[0];
  if (!row) throw new Error('no dashboard row');
  return { P: Number(row.AuthorisationPending), A: Number(row.AuthorisedTransaction), E: Number(row.ExpiredTransactions) };
}

const advanceDays = (days: number) => h.admin('clock', { body: { advanceMinutes: days * DAY } });

function authoriseUrl(link: string): string {
  const token = new URL(link).searchParams.get('t');
  if (!token) throw new Error(`no token in ${link}`);
  return `${h.sandbox.url}/__sandbox/authorise?t=${encodeURIComponent(token)}`;
}

describe('Ktrack_Dist_DetailedTransaction', () => {
  it('lists every seeded row by state; the 30-day window is the portal\'s to apply', async () => {
    const token = await tokenFor();
    expect(numbers(await list(token, 'P'))).toEqual([TXNS.pendingPurchase.ihno, TXNS.pendingRedemption.ihno, TXNS.pendingSip.ihno]);
    expect(numbers(await list(token, 'A'))).toEqual([TXNS.approved3d.ihno, TXNS.approved10d.ihno, TXNS.approved25d.ihno, TXNS.approvedOld.ihno]);
    const expired = await list(token, 'E');
    expect(numbers(expired)).toEqual([TXNS.expired9d.ihno, TXNS.expired12d.ihno, TXNS.expired20d.ihno]);
    expect(Object.fromEntries(expired.map((r) => [r.ihno, r.Reinitiate]))).toEqual({
      [TXNS.expired9d.ihno]: 'Y',
      [TXNS.expired12d.ihno]: 'Y',
      [TXNS.expired20d.ihno]: 'N',
    });
    const pending = await list(token, 'P');
    for (const row of pending) {
      expect(row.InvName).toBe(RAVI.name);
      expect(row.Link).toMatch(/\/__sandbox\/authorise\?t=[0-9a-f]{32}$/);
    }
    expect((await list(token, 'A')).every((r) => r.Link === '')).toBe(true);
  });

  it('counts on the dashboard what the lists show', async () => {
    const token = await tokenFor();
    expect(await counts(token)).toEqual({ P: 3, A: 3, E: 3 });
  });

  it('never shows another book, and answers nothing for another ARN', async () => {
    const token = await tokenFor();
    const all = [...(await list(token, 'P')), ...(await list(token, 'A')), ...(await list(token, 'E'))];
    expect(all.some((r) => Number(r.ihno) === TXNS.farahPending.ihno)).toBe(false);
    expect(await list(token, 'P', TXN.arn)).toEqual([]);
    const other = await tokenFor(TXN);
    expect(numbers(await list(other, 'P', TXN.arn))).toEqual([TXNS.farahPending.ihno]);
  });

  it('expires a pending row when its 7-day window passes; the counts drop rows older than 30 days', async () => {
    await advanceDays(3);
    // Moving the clock expires the bearer token too, so sign in again after each move.
    let token = await tokenFor();
    expect(numbers(await list(token, 'P'))).not.toContain(TXNS.pendingSip.ihno);
    expect(numbers(await list(token, 'E'))).toContain(TXNS.pendingSip.ihno);
    expect(await counts(token)).toEqual({ P: 2, A: 3, E: 4 });
    await advanceDays(3);
    token = await tokenFor();
    // approved25d is now 31 days old: still answered, no longer counted; expired20d 26 days, counted.
    expect(numbers(await list(token, 'A'))).toContain(TXNS.approved25d.ihno);
    expect((await counts(token)).A).toBe(2);
    expect(numbers(await list(token, 'E'))).toContain(TXNS.expired20d.ihno);
  });
});

describe('Ktrack_ReinitiateTransaction', () => {
  it('gives a new pending number with a fresh link and mail; the old row stays expired', async () => {
    const token = await tokenFor();
    const answer = await h.call(reinitiateTransaction, { fund: '117', ihno: String(TXNS.expired9d.ihno) }, { token });
    const created = Number(answer.Table1[0]?.IHNO);
    expect(created).toBeGreaterThan(0);
    expect(created).not.toBe(TXNS.expired9d.ihno);
    const pending = await list(token, 'P');
    const row = pending.find((r) => Number(r.ihno) === created);
    expect(row?.trtype).toBe('Additional Purchase');
    expect(row?.amount).toBe('15000.00');
    const old = (await list(token, 'E')).find((r) => Number(r.ihno) === TXNS.expired9d.ihno);
    expect(old?.Reinitiate).toBe('N');
    expect(await counts(token)).toEqual({ P: 4, A: 3, E: 3 });
    const mails = await h.admin<{ subject: string; link?: string }[]>(`outbox.json?to=${encodeURIComponent(RAVI.email)}`);
    const mail = mails.find((m) => m.subject.includes(String(created)));
    expect(mail?.link).toBe(row?.Link);
    expect(await refusal(h.call(reinitiateTransaction, { fund: '117', ihno: String(TXNS.expired9d.ihno) }, { token }))).toBe(TXN_MESSAGES.already);
  });

  it('refuses pending, too old, unknown and other books', async () => {
    const token = await tokenFor();
    const again = (ihno: number) => refusal(h.call(reinitiateTransaction, { fund: '117', ihno: String(ihno) }, { token }));
    expect(await again(TXNS.pendingPurchase.ihno)).toBe(TXN_MESSAGES.notExpired);
    expect(await again(TXNS.expired20d.ihno)).toBe(TXN_MESSAGES.tooOld);
    expect(await again(TXNS.farahPending.ihno)).toBe(TXN_MESSAGES.notFound);
    expect(await again(9_999_999)).toBe(TXN_MESSAGES.notFound);
  });

  it('closes the 14-day window as the clock moves', async () => {
    await advanceDays(3);
    const token = await tokenFor();
    // expired12d is now 15 days old.
    const rows = await list(token, 'E');
    expect(rows.find((r) => Number(r.ihno) === TXNS.expired12d.ihno)?.Reinitiate).toBe('N');
    expect(await refusal(h.call(reinitiateTransaction, { fund: '117', ihno: String(TXNS.expired12d.ihno) }, { token }))).toBe(TXN_MESSAGES.tooOld);
  });
});

describe('investor authorisation page', () => {
  it('approves through the form and moves the dashboard counts', async () => {
    const token = await tokenFor();
    const row = (await list(token, 'P')).find((r) => Number(r.ihno) === TXNS.pendingPurchase.ihno);
    if (!row) throw new Error('pending fixture missing');
    const url = authoriseUrl(row.Link);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('value="otp"');
    expect(html).toContain(String(TXNS.pendingPurchase.ihno));

    // Approving takes the OTP: none sent yet, a wrong one, then the one the outbox shows.
    const t = new URL(url).searchParams.get('t') ?? '';
    const answer = (fields: Record<string, string>) =>
      fetch(`${h.sandbox.url}/__sandbox/authorise`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t, ...fields }).toString() });
    const unsent = await answer({ decision: 'approve', otp: '123456' });
    expect(unsent.status).toBe(422);
    expect(await unsent.text()).toContain(APPROVAL_OTP_MESSAGES.none);
    expect((await answer({ decision: 'otp' })).status).toBe(200);
    const code = await approvalOtp(h.sandbox.url, String(TXNS.pendingPurchase.ihno));
    const wrong = await answer({ decision: 'approve', otp: code === '999999' ? '999998' : '999999' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain(APPROVAL_OTP_MESSAGES.wrong(OTP_MAX_TRIES - 1));
    expect(await counts(token)).toEqual({ P: 3, A: 3, E: 3 });
    const post = await answer({ decision: 'approve', otp: code });
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('Transaction approved');
    expect(await counts(token)).toEqual({ P: 2, A: 4, E: 3 });
    expect(numbers(await list(token, 'A'))).toContain(TXNS.pendingPurchase.ihno);

    const used = await fetch(url);
    expect(used.status).toBe(409);
    expect(await used.text()).toContain('already been answered');
  });

  it('rejecting lists the row as expired; bad and expired links say so', async () => {
    const token = await tokenFor();
    const rows = await list(token, 'P');
    const redemption = rows.find((r) => Number(r.ihno) === TXNS.pendingRedemption.ihno);
    const sip = rows.find((r) => Number(r.ihno) === TXNS.pendingSip.ihno);
    if (!redemption || !sip) throw new Error('pending fixtures missing');
    const t = new URL(redemption.Link).searchParams.get('t') ?? '';
    const post = await fetch(`${h.sandbox.url}/__sandbox/authorise`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t, decision: 'reject' }).toString(),
    });
    expect(post.status).toBe(200);
    expect(numbers(await list(token, 'E'))).toContain(TXNS.pendingRedemption.ihno);

    const bad = await fetch(`${h.sandbox.url}/__sandbox/authorise?t=nope`);
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain('not valid');

    await advanceDays(3);
    const late = await fetch(authoriseUrl(sip.Link));
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('has expired');
  });

  it('a reset leaves no mails behind: the seeded links live in the transaction list', async () => {
    expect(await h.admin<unknown[]>('outbox.json')).toEqual([]);
  });
});
