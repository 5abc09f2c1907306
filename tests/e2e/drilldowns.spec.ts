import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { DashboardSummaryResponse } from '@/lib/api/dashboard';
import { E2E_PORT, SANDBOX_URL, USERS } from './env';
import { expect, fillSignIn, type SandboxControls, signIn, signInSession, signInTo, test } from './fixtures';
import { approveWithOtp } from './investor-approval';

// The dashboard's drill-downs against the seeded sandbox: Ravi Sharma's transactions 5000001–5000010
// (3 pending; approved 3, 10, 25 and 45 days ago; expired 9, 12 and 20 days ago), the SIP summary
// lists and the per-fund investor lists.

const SUMMARY = '/dashboard/transaction-summary';
const DAY_MINUTES = 24 * 60;

const row = (page: Page, ihno: string | number) => page.getByRole('row').filter({ hasText: String(ihno) });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');
/** A list by its caption (the table on a desktop; the same words head the cards on a phone). */
const table = (page: Page, name: string | RegExp) => page.getByRole('table', { name });

/** Moves the registrar's clock; its tokens expire with it, so the distributor signs in again. */
async function laterSignIn(page: Page, sandbox: SandboxControls, days: number) {
  await sandbox.advanceClock(days * DAY_MINUTES);
  await page.context().clearCookies();
  await signIn(page);
}

async function expectRows(list: Locator, present: number[], absent: number[] = []) {
  for (const n of present) await expect(list.getByRole('row').filter({ hasText: String(n) })).toHaveCount(1);
  for (const n of absent) await expect(list.getByRole('row').filter({ hasText: String(n) })).toHaveCount(0);
}

// Each test walks a whole screen (several lists, sign-ins, the sandbox's own page), each page checked
// with axe: more than the default time on a shared two-core machine.
test.describe.configure({ timeout: 135_000 });

// The first sign-in after the server starts also opens and migrates the portal store; on a busy machine
// that outlasts the sign-in helper's wait, so it happens here once, with time to spare.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await browser.newPage();
  await page.goto(`http://localhost:${E2E_PORT}/login`);
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  await page.close();
});

test.describe('transaction summary', () => {
  test('tabs follow the address; copy link; the investor approves through the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInTo(page, SUMMARY);
    await expect(tab(page, 'Authorization Pending')).toHaveAttribute('aria-selected', 'true');
    await expect(table(page, 'Authorization Pending: 3 transactions')).toBeVisible();
    await expectRows(panel(page), [5000001, 5000002, 5000003], [5000101]);
    await expect(row(page, 5000001).getByText('Pending')).toBeVisible();
    await expect(row(page, 5000001).getByText('₹10,000')).toBeVisible();
    await expect(row(page, 5000002).getByText('50.00 units')).toBeVisible();

    await tab(page, 'Authorization Approved').click();
    await expect(page).toHaveURL(/\?tab=A$/);
    // Approved 3, 10 and 25 days ago are listed; 45 days ago is past the 30-day window.
    await expectRows(panel(page), [5000004, 5000005, 5000006], [5000007]);
    // No row has an action (the column headers' sort buttons are not row actions).
    await expect(panel(page).locator('tbody').getByRole('button')).toHaveCount(0);

    await tab(page, 'Authorization Expired').click();
    await expect(page).toHaveURL(/\?tab=E$/);
    await expectRows(panel(page), [5000008, 5000009, 5000010]);
    await expect(row(page, 5000008).getByRole('button', { name: /Reinitiate/ })).toBeVisible();
    await expect(row(page, 5000009).getByRole('button', { name: /Reinitiate/ })).toBeVisible();
    await expect(row(page, 5000010).getByText('Expired')).toBeVisible();
    // Rejected by the investor: listed here, in the registrar's word (as the history says).
    await expect(row(page, 5000009).getByText('Rejected', { exact: true })).toBeVisible();
    await expect(row(page, 5000008).getByText('Expired', { exact: true })).toBeVisible();
    await expect(row(page, 5000010).getByRole('button')).toHaveCount(0);

    await tab(page, 'Authorization Pending').click();
    await expect(page).toHaveURL(/\?tab=P$/);
    await row(page, 5000001).getByRole('button', { name: /Copy Transaction Link/ }).click();
    await expect(page.getByText('Link copied successfully')).toBeVisible();
    // The toast stays while the pointer rests on it (it would go after 4 seconds).
    const toast = page.getByTestId('toast').filter({ hasText: 'Link copied successfully' });
    await toast.hover();
    await page.waitForTimeout(5_000);
    await expect(toast).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/__sandbox\/authorise\?t=[0-9a-f]{32}$/);

    // The investor's part: the copied link opens the registrar's authorisation page.
    await page.goto(link);
    await expect(page.getByText('5000001').first()).toBeVisible();
    await approveWithOtp(page, '5000001');
    await expect(page.getByRole('heading', { name: 'Transaction approved' })).toBeVisible();

    await page.goto(`${SUMMARY}?tab=A`);
    await expectRows(panel(page), [5000001, 5000004]);
    await tab(page, 'Authorization Pending').click();
    await expect(table(page, 'Authorization Pending: 2 transactions')).toBeVisible();
    await expectRows(panel(page), [5000002], [5000001]);
  });

  test('reinitiate inside 14 days, once; the window closes as the clock moves', async ({ page, sandbox }) => {
    await signInTo(page, `${SUMMARY}?tab=E`);
    // A double-click must not reinitiate twice.
    await row(page, 5000008).getByRole('button', { name: /Reinitiate/ }).dblclick();
    const done = page.getByText(/^Successfully Reinitiated Transaction with transaction number \d+$/);
    await expect(done).toBeVisible();
    const created = /(\d+)$/.exec((await done.textContent()) ?? '')?.[1] ?? '';
    expect(Number(created)).toBeGreaterThanOrEqual(5100001);
    await expect(row(page, 5000008).getByRole('button')).toHaveCount(0);
    await expect(row(page, 5000009).getByRole('button', { name: /Reinitiate/ })).toBeEnabled();

    await tab(page, 'Authorization Pending').click();
    await expect(table(page, 'Authorization Pending: 4 transactions')).toBeVisible();
    await expect(row(page, created)).toHaveCount(1);

    // Another attempt (a second tab) is refused: the registrar's row says it has been reinitiated.
    const again = await page.request.post(`/api/dashboard/transactions/5000008/reinitiate`, { headers: { 'idempotency-key': randomUUID() } });
    expect(again.status()).toBe(422);
    expect((await again.json()).message).toBe('This transaction has already been reinitiated');

    // 5000009 was entered 12 days ago: three days on it is past the 14-day window.
    await laterSignIn(page, sandbox, 3);
    await page.goto(`${SUMMARY}?tab=E`);
    await expectRows(panel(page), [5000009]);
    await expect(row(page, 5000009).getByRole('button')).toHaveCount(0);
    const late = await page.request.post(`/api/dashboard/transactions/5000009/reinitiate`, { headers: { 'idempotency-key': randomUUID() } });
    expect(late.status()).toBe(422);
    expect((await late.json()).message).toBe('A transaction can be reinitiated only within 14 days of its entry');
  });

  test('at 390 px the lists are cards; 40 days on every tab is empty', async ({ page, sandbox }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, SUMMARY);
    const cards = page.getByRole('list', { name: 'Authorization Pending: 3 transactions' });
    await expect(cards.getByRole('listitem')).toHaveCount(3);
    await expect(cards.getByRole('button', { name: /Copy Transaction Link/ })).toHaveCount(3);
    await expect(page.getByRole('table')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The registrar still answers every row; the portal lists none of them any more.
    await laterSignIn(page, sandbox, 40);
    await page.goto(`${SUMMARY}?tab=P`);
    await expect(panel(page).getByText('No Data Found')).toBeVisible();
    for (const name of ['Authorization Approved', 'Authorization Expired']) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page).getByText('No Data Found')).toBeVisible();
    }
  });
});

test.describe('SIP summary and investor types', () => {
  test('SIP lists by tab and sub-button, the loading text and a failed read', async ({ page, sandbox }) => {
    await signInTo(page, '/dashboard/SipSummaryTypes?tab=SIP_Closed_this_month');
    await expect(table(page, /^SIPs closed this month: \d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'CLIENT WITH SIP' })).toHaveCount(0);
    // A slow registrar: the seed's loading text shows until the list arrives.
    const slow = await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, { data: { path: '/Ktrack_Dist_SipSummaryList', kind: 'delay', ms: 3000 } });
    expect(slow.ok()).toBe(true);
    await tab(page, 'SIP investments').click();
    await expect(page).toHaveURL(/tab=Sip_Investments&view=CWS$/);
    await expect(page.getByText('loading please wait...')).toBeVisible();
    const withSip = page.getByRole('button', { name: 'CLIENT WITH SIP' });
    await expect(withSip).toHaveAttribute('aria-pressed', 'true');
    await expect(table(page, /^Clients with SIP: \d+$/)).toBeVisible({ timeout: 20_000 });
    // A client list counts clients: Ravi's three live SIPs (two on folio 10234561, one on 10234562) make one row.
    const ravi = page.getByRole('row').filter({ hasText: 'Ravi Sharma' });
    await expect(ravi).toHaveCount(1);
    await expect(ravi.getByRole('cell', { name: '3', exact: true })).toBeVisible();
    await expect(ravi.getByText('10234561, 10234562')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Live SIPs' })).toBeVisible();

    await page.getByRole('button', { name: 'CLIENT WITHOUT SIP' }).click();
    await expect(page).toHaveURL(/tab=Sip_Investments&view=CWOS$/);
    await expect(table(page, /^Clients without SIP: \d+$/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Fund' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Start Date' })).toHaveCount(0);

    await sandbox.fault('/Ktrack_Dist_SipSummaryList', 'http-500');
    await tab(page, 'SIPs expiring next month').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(table(page, /^SIPs expiring next month: \d+$/).or(panel(page).getByText('No Data Found'))).toBeVisible();
  });

  test('investor types: as many as the dashboard card says, pages, tabs and an empty fund', async ({ page }) => {
    await signInSession(page);
    const summary = (await (await page.request.get('/api/dashboard/summary')).json()) as DashboardSummaryResponse;
    const ours = summary.funds.find((f) => f.fundCode === '117');
    if (!ours) throw new Error('no fund 117 on the dashboard');
    expect(ours.activeInvestors).toBeGreaterThan(50);

    await page.goto('/dashboard/investorType?tab=Active&fund=117&type=AUM_SUMMARY');
    const count = (n: number) => n.toLocaleString('en-IN');
    await expect(table(page, `Active investors of Sandbox Mutual Fund: ${count(ours.activeInvestors)}`)).toBeVisible();
    for (const header of ['Investor Name', 'PAN', 'Mobile Number', 'Email Id']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(51);
    await expect(page.getByText(`Showing 1–50 of ${count(ours.activeInvestors)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Showing 51–100 of ${count(ours.activeInvestors)}`)).toBeVisible();

    await tab(page, 'Inactive').click();
    await expect(page).toHaveURL(/\?tab=Inactive&fund=117&type=AUM_SUMMARY$/);
    await expect(table(page, `Inactive investors of Sandbox Mutual Fund: ${count(ours.inactiveInvestors)}`)).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(Math.min(ours.inactiveInvestors, 50) + 1);

    await tab(page, 'New').click();
    await expect(page.getByText(`New investors of Sandbox Mutual Fund: ${count(ours.newInvestors)}`).first()).toBeVisible();

    // Meera's Sahyadri folio is the only one on the book: one active investor, nobody new.
    await page.goto('/dashboard/investorType?tab=Active&fund=120&type=AUM_SUMMARY');
    await expect(page.getByRole('row').filter({ hasText: 'Meera Nair' }).getByText('CQWPM7310L')).toBeVisible();
    await tab(page, 'New').click();
    await expect(page.getByText('New investors of Sahyadri Mutual Fund: 0')).toBeVisible();
    await expect(panel(page).getByText('No Data Found')).toBeVisible();
  });
});
