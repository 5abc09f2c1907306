import type { Page } from '@playwright/test';
import { expect, signInTo, test } from './fixtures';

// A refusal that only the BFF can make lands on the field it is about, on every transaction form: the
// request leaves the page valid and is altered on the way, as a stale page or a changed register would
// make it, so the answer comes from the server's own check of the kind's schema.

test.describe.configure({ timeout: 120_000 });

const RAVI = 'BKFPS4821K';
const NT = '/new-transaction';
const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Sends the form's own values with `changes` applied once it is submitted. */
async function alterSubmission(page: Page, kind: string, changes: Record<string, string>) {
  await page.route(`**/api/transactions/${kind}?*`, async (route) => {
    const values = route.request().postDataJSON() as Record<string, string>;
    await route.continue({ postData: JSON.stringify({ ...values, ...changes }) });
  });
}

async function expectRefusedOn(page: Page, label: string, message: string) {
  await page.getByRole('button', { name: 'Submit' }).press('Enter');
  const input = page.getByRole('textbox', { name: label, exact: true }).or(combo(page, label));
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  // The field carries the message; no banner stands in for it.
  await expect(page.getByText('Please correct the highlighted fields.')).toHaveCount(0);
  await expect(page).toHaveURL(/digital\/transact\?f=/);
}

test('lumpsum: the amount the BFF refuses is highlighted', async ({ page }) => {
  await signInTo(page, `${NT}/nfo-new-purchase/digital/transact?pan=${RAVI}`);
  await combo(page, 'Category').selectOption('ELSS');
  await combo(page, 'Scheme').selectOption({ label: 'ELSS Tax Saver Fund - Regular Plan - Growth' });
  await field(page, 'Minimum Investment Amount').fill('1500');
  await alterSubmission(page, 'nfo-new-purchase', { amount: '100' });
  await expectRefusedOn(page, 'Minimum Investment Amount', 'Minimum Amount should be 500');
});

test('additional purchase: the scheme the BFF refuses is highlighted', async ({ page }) => {
  await signInTo(page, `${NT}/additional-purchase/digital/transact?pan=${RAVI}`);
  await combo(page, 'Folio').selectOption('10234561');
  await combo(page, 'Scheme').selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await field(page, 'Amount').fill('2500');
  await alterSubmission(page, 'additional-purchase', { scheme: '' });
  await expectRefusedOn(page, 'Scheme', 'Scheme is mandatory*');
});

test('redemption: the bank the BFF refuses is highlighted', async ({ page }) => {
  await signInTo(page, `${NT}/redemption/digital/transact?pan=${RAVI}`);
  await combo(page, 'Folio').selectOption('10234561');
  await combo(page, 'Scheme').selectOption({ label: 'Flexi Cap Fund - Regular Plan - Growth' });
  await page.getByRole('radio', { name: 'Amount' }).check();
  await field(page, 'Redemption Value').fill('5000');
  await combo(page, 'Bank').selectOption({ label: 'State Bank of India - XXXXXXX8904 (SB)' });
  await alterSubmission(page, 'redemption', { bank: '' });
  await expectRefusedOn(page, 'Bank', 'Bank details are mandatory');
});

test('switch: the switch-in scheme the BFF refuses is highlighted', async ({ page }) => {
  await signInTo(page, `${NT}/switch/digital/transact?pan=${RAVI}`);
  await combo(page, 'Folio').selectOption('10234561');
  await combo(page, 'Switch out Scheme').selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await combo(page, 'Category').selectOption('Hybrid');
  await combo(page, 'Switch In Scheme').selectOption({ label: 'Aggressive Hybrid Fund - Regular Plan - Growth' });
  await field(page, 'Switch Value').fill('10.5');
  await alterSubmission(page, 'switch', { switchInScheme: '117~LC~RG~G' });
  await expectRefusedOn(page, 'Switch In Scheme', 'Switch in scheme should not be same as Switch out scheme');
});
