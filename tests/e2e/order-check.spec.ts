import type { Page } from '@playwright/test';
import { DEBIT_FREEZE_MESSAGE } from '../../lib/rules/debit-freeze';
import { KYC_VALIDATION_MESSAGES } from '../../lib/rules/kyc-validation';
import { ORDER_CHECK_TEXTS } from '../../lib/transactions/confirmation-texts';
import { FIX_LABELS } from '../../lib/transactions/problem-fixes';
import { expect, signIn, test } from './fixtures';

// Nothing avoidable reaches the registrar: the summary asks the registrar what it would hold against the
// order before Confirm and keeps Confirm disabled while anything refuses it, with the fix beside each
// problem; a refusal the registrar makes on a submit carries the same fix, and following it leads to an
// order that goes through. Real portal, real sandbox, the demo book's refusal investors (README).

test.describe.configure({ timeout: 120_000 });

const NT = '/new-transaction';
const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test("a debit-frozen folio's redemption: the summary says why the registrar would refuse it, and Confirm waits", async ({ page }) => {
  await signIn(page);
  await page.goto(`${NT}/redemption/digital/transact?pan=GSKPK7781M`);
  await combo(page, 'Folio').selectOption('10678051');
  await combo(page, 'Scheme').selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await page.getByRole('radio', { name: 'Full' }).check();
  await combo(page, 'Bank').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Redemption Payment Summary' })).toBeVisible();

  const check = page.getByRole('heading', { name: ORDER_CHECK_TEXTS.heading }).locator('..');
  await expect(check).toContainText(ORDER_CHECK_TEXTS.refused(1));
  await expect(check).toContainText(DEBIT_FREEZE_MESSAGE);
  // Only the investor can lift a freeze: the fix says so, and links nowhere.
  await expect(check).toContainText(FIX_LABELS.investor);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expect(page.getByText(ORDER_CHECK_TEXTS.blocked)).toBeVisible();
});

test('a new folio for a KYC only Registered: refused with its fix, which leads to his folio and an order that goes through', async ({ page }) => {
  await signIn(page);
  await page.goto(`${NT}/nfo-new-purchase/digital/transact?pan=BRGPG7012K`);
  await combo(page, 'Category').selectOption('ELSS');
  await combo(page, 'Scheme').selectOption({ label: 'ELSS Tax Saver Fund - Regular Plan - Growth' });
  await field(page, 'Minimum Investment Amount').fill('1500');
  await page.getByRole('button', { name: 'Submit' }).click();

  const banner = page.getByRole('alert').filter({ hasText: KYC_VALIDATION_MESSAGES.registered });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: FIX_LABELS.existingFolio }).click();

  await expect(page).toHaveURL(/\/additional-purchase\/digital\/transact\?f=/);
  await combo(page, 'Folio').selectOption('10678011');
  await combo(page, 'Scheme').selectOption({ label: 'Flexi Cap Fund - Regular Plan - Growth' });
  await field(page, 'Amount').fill('5000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();
  const check = page.getByRole('heading', { name: ORDER_CHECK_TEXTS.heading }).locator('..');
  await expect(check).toContainText(ORDER_CHECK_TEXTS.clear);

  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Successfully Initiated Transaction/Registration');
  await expect(dialog).toContainText(/Reference Number:\s*\d+/);
});
