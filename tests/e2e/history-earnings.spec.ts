import type { Page } from '@playwright/test';
import { passFirstVisit } from './first-visit';
import { expect, signIn, test } from './fixtures';

// Transaction history (/transaction-history and /transaction-history/details/{PAN}) and View My
// Earnings (/my-earnings) against the seeded sandbox: Ravi Sharma's transactions on the demo book
// (5000004 approved, 5000009 rejected by the investor) and the demo book's six months of brokerage.

const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma' };
const FARAH_PAN = 'EZTPR5532M';
const FRESH = 'fresh@dit.test';
const DETAILS = `/transaction-history/details/${RAVI.pan}`;

test.describe.configure({ timeout: 150_000 });

// The first sign-in after the portal starts also opens its store, which can take a minute.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await signIn(page);
  await page.close();
});

const txnRow = (page: Page, trno: string) => page.getByRole('row').filter({ hasText: trno });

/**
 * Whole rupees with Indian grouping (seed 000 section 9: "Amounts in rupees without decimals, Indian
 * grouping"), written out here rather than taken from the portal's formatter: 140955.43 → '1,40,955'.
 */
function wholeRupees(amount: number): string {
  const digits = String(Math.round(amount));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3;
}

async function signedIn(page: Page, userId?: string) {
  await signIn(page, userId);
  await passFirstVisit(page);
}

test('history: from the investor list to Ravi’s transactions, statuses, page sizes and Reinitiate', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transaction History' }).first().click();
  await expect(page).toHaveURL(/\/transaction-history$/);
  await page.getByRole('textbox', { name: 'PAN' }).fill(RAVI.pan);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: `View for ${RAVI.name}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`${DETAILS}\\?isKyc=Y$`));

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Transaction History' })).toHaveAttribute('href', '/transaction-history');
  await expect(crumbs.getByText('Transactions List')).toBeVisible();

  const approved = txnRow(page, '5000004');
  await expect(approved.getByText('Success')).toBeVisible();
  await expect(approved).toContainText('Flexi Cap Fund - Regular Plan - Growth');
  // An amount in whole rupees: 7,500, not 7,500.00.
  await expect(approved.getByRole('cell', { name: '7,500', exact: true })).toBeVisible();
  await expect(approved).not.toContainText('7,500.00');
  await expect(approved.getByRole('button', { name: /New Transaction/ })).toBeVisible();
  const rejected = txnRow(page, '5000009');
  await expect(rejected.getByText('Rejected')).toBeVisible();
  await expect(rejected.getByText('Rejected')).toHaveClass(/text-danger-700/);
  await expect(approved.getByText('Success')).toHaveClass(/text-success-700/);

  const sizes = page.getByRole('combobox', { name: 'Rows per page' });
  await expect(sizes.getByRole('option')).toHaveText(['10', '25', '100']);
  await sizes.selectOption('25');
  await expect(page.getByRole('navigation', { name: 'Transactions, pages' })).toHaveCount(0);

  await rejected.getByRole('button', { name: /Reinitiate/ }).click();
  await expect(page).toHaveURL(/\/new-transaction\/transction-types(\?f=[^&]+)?$/);
});

test('history: a failed read, no PAN, and an investor of another book', async ({ page, sandbox }) => {
  await signedIn(page);
  await sandbox.fault('/GetTrxnDatabyFund', 'http-500');
  await page.goto(`${DETAILS}?isKyc=Y`);
  const failed = page.getByText('No Data Found');
  await expect(failed).toBeVisible();
  await expect(failed).toHaveClass(/text-danger-700/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(txnRow(page, '5000009')).toBeVisible();

  await page.goto('/transaction-history/details');
  await expect(page.getByText('No Investor PAN found. Please submit Investor PAN')).toBeVisible();

  // Farah is on ARN-445566's book: the registrar refuses, the portal shows nothing of hers.
  await page.goto(`/transaction-history/details/${FARAH_PAN}?isKyc=Y`);
  await expect(page.getByText('No Data Found')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(0);
});

test('history on a phone: the latest ten transactions as cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await page.goto(`${DETAILS}?isKyc=Y`);
  const cards = page.getByRole('list', { name: 'Latest transactions' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.filter({ hasText: '5000009' }).getByRole('button', { name: /Reinitiate/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('earnings: six months for the demo book with the chart and the brokerage mailbox', async ({ page }) => {
  await signedIn(page);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/earnings' && r.request().method() === 'GET');
  await page.goto('/my-earnings');
  const table = page.getByRole('table', { name: 'Brokerage by month' });
  await expect(table.getByRole('columnheader')).toHaveText(['Bank Name', 'From date', 'To date', 'Amount (₹)']);
  const rows = table.getByRole('row').filter({ hasText: 'HDFC Bank' });
  await expect(rows).toHaveCount(6);

  // The BFF answers the exact figures (the trail is paid to the paisa); the page shows whole rupees.
  const exact = ((await (await answer).json()) as { rows: { amount: number }[] }).rows.map((r) => r.amount);
  expect(exact).toHaveLength(6);
  expect(exact.some((a) => !Number.isInteger(a))).toBe(true);
  await expect(rows.locator('td:nth-child(4)')).toHaveText(exact.map(wholeRupees));
  await expect(table).not.toContainText('.');
  await expect(page.getByRole('img', { name: /^Brokerage by month/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'brokerage@fundhouse.example' })).toHaveAttribute('href', 'mailto:brokerage@fundhouse.example');
});

test('earnings: the additional incentive for new B30 and new women investors, apart from the trail', async ({ page }) => {
  await signedIn(page);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/earnings' && r.request().method() === 'GET');
  await page.goto('/my-earnings');
  const body = (await (await answer).json()) as { incentives: { investor: string; pan: string; category: string; firstAmount: number; amount: number }[]; incentiveTotal: number };
  // The sandbox pays it for a few new investors of the demo book: 1% of the first investment, at most Rs 2,000 each.
  expect(body.incentives.length).toBeGreaterThanOrEqual(2);
  for (const x of body.incentives) expect(x.amount).toBe(Math.min(Math.round(x.firstAmount) / 100, 2000));
  expect(body.incentiveTotal).toBeCloseTo(body.incentives.reduce((sum, x) => sum + x.amount, 0), 2);

  const section = page.getByRole('region', { name: 'Additional incentive (B30 / new women investors)' });
  await expect(section).toContainText(`Total: ₹${wholeRupees(body.incentiveTotal)} for ${body.incentives.length} new investors`);
  await expect(section).toContainText('up to Rs 2,000 per new PAN');
  const rows = section.getByRole('table', { name: 'Additional incentive by investor' }).getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows).toHaveCount(body.incentives.length);
  for (const x of body.incentives) {
    const row = rows.filter({ hasText: x.pan });
    await expect(row).toContainText(x.investor);
    await expect(row).toContainText(x.category);
    await expect(row.locator('td').last()).toHaveText(wholeRupees(x.amount));
  }
  await expect(section).toContainText('New woman investor');
  await expect(section).toContainText('beyond the top 30 cities (B30)');
  // The trail table stays the trail alone.
  await expect(page.getByRole('table', { name: 'Brokerage by month' })).not.toContainText(body.incentives[0]!.pan);
});

test('earnings on a phone, and No Data Found for an empty book', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await page.goto('/my-earnings');
  await expect(page.getByRole('list', { name: 'Brokerage by month' }).getByRole('listitem')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.context().clearCookies();
  await signedIn(page, FRESH);
  await page.goto('/my-earnings');
  await expect(page.getByText('No Data Found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Additional incentive (B30 / new women investors)' })).toHaveCount(0);
});
