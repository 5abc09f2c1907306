import type { Page } from '@playwright/test';
import type { DashboardSummaryResponse } from '../../lib/api/dashboard';
import { E2E_PORT, PASSWORD, USERS } from './env';
import { expect, fillSignIn, signIn, signInTo, test } from './fixtures';

// Transaction types, lumpsum and additional purchase through the real portal and sandbox: the main
// flows to a reference number with the investor's mail, the principal refusals, draft restore, and
// ten confirmations of one draft making one transaction.

const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma', email: 'ravi.sharma@example.com', mobile: '9876543210' };
const MEERA = { pan: 'CQWPM7310L', name: 'Meera Nair' };
const TYPES = '/new-transaction/transction-types';
const LUMPSUM = '/new-transaction/nfo-new-purchase/digital/transact';
const ADDITIONAL = '/new-transaction/additional-purchase/digital/transact';

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
// By keyboard: leaving a field may show or clear its message and move the button under a mouse click.
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).press('Enter');

test.describe('purchases', () => {
  // Long flows of many screens; the default limit is meant for single screens.
  test.describe.configure({ timeout: 150_000 });

  // The first sign-in after the portal starts also opens its store and loads the landing page's code;
  // done once here, that cost stays out of the first test's time limits.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await browser.newPage({ baseURL: `http://localhost:${E2E_PORT}` });
    await page.goto('/login');
    await fillSignIn(page, USERS.demo, PASSWORD);
    await expect(page.getByText('Logged as')).toBeVisible({ timeout: 170_000 });
    await page.close();
  });

  test('types page: tiles by holding, the ISIP note, the tooltip, and on to the lumpsum form', async ({ page }) => {
    await signInTo(page, `${TYPES}?pan=${MEERA.pan}`);
    // The PAN moves out of the address into the flow's sealed token.
    await expect(page).toHaveURL(/transction-types\?f=/);
    expect(page.url()).not.toContain(MEERA.pan);
    const aside = page.getByRole('region', { name: 'Investor' });
    await expect(aside.getByText(MEERA.name)).toBeVisible();
    await expect(aside.getByText(MEERA.pan)).toBeVisible();
    await expect(page.getByText('For a new Investor, only ISIP facility is available to register the SIP.')).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Transaction types' }).getByRole('listitem');
    await expect(tiles).toHaveText([/New Purchase \+ SIP \(new folio\)/, /^SIP/]);

    await page.goto(`${TYPES}?pan=${RAVI.pan}`);
    await expect(tiles).toHaveCount(8);
    await expect(page.getByRole('link', { name: /Additional Purchase/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Pause\/Cancellation/ })).toBeVisible();
    await expect(page.getByText('For a new Investor, only ISIP facility')).toHaveCount(0);
    await page.getByRole('button', { name: 'Know about Digital Mode' }).click();
    await expect(page.getByText(/authorises it online/)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: /New Purchase \+ SIP/ }).click();
    await page.getByRole('link', { name: /Digital Mode/ }).click();
    await expect(page.getByRole('heading', { name: 'Lumpsum', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Investor' }).getByText(RAVI.pan)).toBeVisible();

    // At phone width the investor sits above the form and nothing runs off the side.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('textbox', { name: 'Email ID' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('lumpsum: its refusals, a draft restored after leaving, and the flow to a reference with the mail', async ({ page, sandbox }) => {
    await signInTo(page, `${LUMPSUM}?pan=${RAVI.pan}`);
    // E-mail and phone on record are locked.
    await expect(field(page, 'Email ID')).toHaveValue(RAVI.email);
    await expect(field(page, 'Email ID')).toHaveAttribute('readonly', '');
    await expect(field(page, 'Phone No')).toHaveValue(RAVI.mobile);

    await field(page, 'Investor Name').fill('');
    await field(page, 'Investor Name').blur();
    await expect(page.getByText('Investor Name is mandatory')).toBeVisible();
    await submit(page);
    for (const message of ['Investor Name is mandatory', 'Category is mandatory*', 'Scheme is mandatory*', 'Minimum Investment Amount is mandatory*']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await field(page, 'Investor Name').fill('Ravi Sharma');
    await combo(page, 'Category').selectOption('ELSS');
    await combo(page, 'Scheme').selectOption({ label: 'ELSS Tax Saver Fund - Regular Plan - Growth' });
    const amount = field(page, 'Minimum Investment Amount');
    await amount.pressSequentially('04e.0-0');
    await expect(amount).toHaveValue('400');
    await amount.blur();
    await expect(page.getByText('The amount should be ₹ 500 or more')).toBeVisible();
    await submit(page);
    await expect(page.getByText('Minimum Amount should be 500')).toBeVisible();
    await amount.fill('1200');
    await expect(page.getByText('The amount should be in the multiples of 500')).toBeVisible();

    const subArn = field(page, 'Sub ARN Code');
    await subArn.fill('112233');
    await subArn.blur();
    await expect(page.getByText('ARN and Sub ARN Code should not be the same')).toBeVisible();
    await subArn.fill('999999');
    await subArn.blur();
    await expect(page.getByText('Please enter a valid Sub ARN Code')).toBeVisible();
    await subArn.fill('');
    await subArn.blur();
    await page.getByRole('radio', { name: 'No' }).check();
    await amount.fill('1500');
    await submit(page);
    await expect(page.getByText('EUIN No is mandatory')).toBeVisible();
    // With a Sub ARN whose register holds one EUIN, declaring No selects it.
    await page.getByRole('radio', { name: 'Yes' }).check();
    await subArn.fill('445566');
    await subArn.blur();
    await expect(page.getByText('Checking the Sub ARN Code…')).toHaveCount(0);
    await page.getByRole('radio', { name: 'No' }).check();
    await expect(combo(page, 'EUIN')).toHaveValue('E345678');

    await submit(page);
    await expect(page.getByRole('heading', { name: 'LUMPSUM SUMMARY' })).toBeVisible();
    await expect(page.getByText('New Folio')).toBeVisible();
    await expect(page.getByText('₹1,500')).toBeVisible();
    await expect(page.getByText('One Thousand Five Hundred Rupees Only')).toBeVisible();
    await expect(page.getByText('ARN-445566')).toBeVisible();
    await expect(page.getByRole('link', { name: /NAV applicability/ })).toBeVisible();

    // Leave the flow, come back by the address: the form is as it was submitted.
    await page.goto(`${TYPES}?pan=${RAVI.pan}`);
    await page.goto(`${LUMPSUM}?pan=${RAVI.pan}`);
    await expect(field(page, 'Minimum Investment Amount')).toHaveValue('1500');
    await expect(combo(page, 'Scheme')).toHaveValue('117~TS~RG~G');
    await expect(combo(page, 'EUIN')).toHaveValue('E345678');
    await submit(page);

    await sandbox.fault('/SaveDTRWeb', 'delay');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Confirmation in progress.. please wait..' })).toBeDisabled();
    const dialog = page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' });
    await expect(dialog.getByText('Reference Number')).toBeVisible();
    const reference = (await dialog.getByRole('strong').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^\d+$/);
    await expect(dialog.getByText('The investor will receive an e-mail for approval')).toBeVisible();
    const mails = await sandbox.outbox(RAVI.email);
    expect(mails[0]?.subject).toContain(`transaction ${reference}`);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Confirmed: the draft is gone and the form starts afresh.
    await page.goto(`${LUMPSUM}?pan=${RAVI.pan}`);
    await expect(field(page, 'Minimum Investment Amount')).toHaveValue('');
  });

  test('additional purchase: zero balance refused, schemes by type, and ten confirmations make one transaction', async ({ page, sandbox, context }) => {
    await signIn(page);
    // The registrar's own count of pending transactions (Dist_Dashboard counts its stored records).
    const pending = async () => ((await (await page.request.get('/api/dashboard/summary')).json()) as DashboardSummaryResponse).counts.pending;
    const pendingBefore = await pending();
    await page.goto(`${ADDITIONAL}?pan=${RAVI.pan}`);
    const folio = combo(page, 'Folio');
    await expect(folio.locator('option')).toHaveText(['Select Folio', /^10234561 /, /^10234562 /]);
    await expect(page).toHaveURL(/\?f=/);
    const f = new URL(page.url()).searchParams.get('f') ?? '';

    // A zero-balance folio sent anyway is refused by the BFF.
    const refused = await page.request.post(`/api/transactions/additional-purchase?f=${encodeURIComponent(f)}`, {
      headers: { 'Idempotency-Key': 'e2e-zero-balance-0001' },
      data: { folio: '10234563', schemeType: 'EXISTING', scheme: '117~SD~RG~G', amount: '5000', minAmount: '1000', multiples: '1', arnCode: 'ARN-112233', euinDeclaration: 'YES' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).fieldErrors.folio).toBe('Additional Purchase in zero balance folios is not allowed');

    await folio.selectOption('10234561');
    await combo(page, 'Scheme').selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
    await field(page, 'Amount').fill('999');
    await field(page, 'Amount').blur();
    await expect(page.getByText('The amount should be ₹ 1,000 or more')).toBeVisible();
    await submit(page);
    await expect(page.getByText('Minimum Amount should be 1,000')).toBeVisible();

    await page.getByRole('radio', { name: 'New Scheme' }).check();
    await expect(field(page, 'Amount')).toHaveValue('');
    await submit(page);
    await expect(page.getByText('(category is mandatory*)')).toBeVisible();
    await combo(page, 'Category').selectOption('Equity');
    const newSchemes = combo(page, 'Scheme').locator('option');
    await expect(newSchemes.filter({ hasText: 'Large & Midcap Fund - Regular Plan - Growth' })).toHaveCount(1);
    await expect(newSchemes.filter({ hasText: 'Large Cap Fund - Regular Plan - Growth' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Existing Scheme' }).check();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveCount(0);
    await combo(page, 'Scheme').selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
    await field(page, 'Amount').fill('2500');
    await submit(page);
    await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();
    await expect(page.getByText('10234561')).toBeVisible();

    // A second tab on the same draft, then ten confirmations of the first at once.
    const second = await context.newPage();
    await second.goto(page.url());
    await sandbox.fault('/SaveDTRWeb', 'delay');
    const replies: Promise<{ reference?: string }>[] = [];
    await page.route('**/api/transactions/additional-purchase/confirm?*', async (route) => {
      const req = route.request();
      const headers = { 'idempotency-key': req.headers()['idempotency-key'] ?? '' };
      for (let i = 0; i < 9; i++) {
        replies.push(page.request.post(req.url(), { headers }).then((r) => r.json()));
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' });
    const reference = (await dialog.getByRole('strong').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^\d+$/);
    expect((await Promise.all(replies)).map((r) => r.reference)).toEqual(Array(9).fill(reference));

    await second.getByRole('button', { name: 'Confirm' }).click();
    await expect(second.getByRole('dialog').getByRole('strong')).toHaveText(reference);
    await second.close();

    const saved = (await sandbox.calls('/SaveDTRWeb')).filter((c) => c.outcome === 'ok');
    expect(saved).toHaveLength(1);
    expect(await pending()).toBe(pendingBefore + 1);
    const mails = (await sandbox.outbox(RAVI.email)).filter((m) => m.subject.includes('Additional Purchase'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`transaction ${reference}`);

    // Beside Close, the same investor's next transaction, with no search.
    await dialog.getByRole('link', { name: 'Another transaction for Ravi Sharma' }).click();
    await expect(page).toHaveURL(/\/new-transaction\/transction-types\?f=/);
    await expect(page.getByRole('heading', { name: 'Select Transaction Type' })).toBeVisible();
    await expect(page.getByText('BKFPS4821K').first()).toBeVisible();
  });
});
