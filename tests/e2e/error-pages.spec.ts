import type { Page, Response } from '@playwright/test';
import { expect, signInSession, signInTo, test } from './fixtures';

// One registrar failure while a page is drawn: the page says so inside the shell (the menu stays),
// answers no 500, and Try again brings it back, with a form's draft as it was left.

test.describe.configure({ timeout: 120_000 });

const RAVI = 'BKFPS4821K';
const NT = '/new-transaction';
const MESSAGE = 'Something went wrong';

async function expectFailedInShell(page: Page, response: Response | null) {
  expect(response?.status() ?? 0, 'the HTTP status of the failed page').toBeLessThan(500);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGE })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText("This page couldn't load")).toHaveCount(0);
}

const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' }).click();

test('settings: the profile call fails once, the page says so in the shell, Try again shows the profile', async ({ page, sandbox }) => {
  await signInSession(page);
  await sandbox.fault('/GetDistributorDetails', 'http-500');
  await expectFailedInShell(page, await page.goto('/settings'));
  await tryAgain(page);
  await expect(page.getByRole('heading', { name: 'Profile settings', level: 1 })).toBeVisible();
});

test('transaction types: the folio call fails once, then the tiles', async ({ page, sandbox }) => {
  await signInSession(page);
  await sandbox.fault('/GetDistFoliobyPan', 'http-500');
  await expectFailedInShell(page, await page.goto(`${NT}/transction-types?pan=${RAVI}`));
  await tryAgain(page);
  await expect(page.getByRole('list', { name: 'Transaction types' }).getByRole('listitem').first()).toBeVisible();
});

test('additional purchase: a failure on the way back to the form keeps its draft', async ({ page, sandbox }) => {
  await signInTo(page, `${NT}/additional-purchase/digital/transact?pan=${RAVI}`);
  await expect(page).toHaveURL(/\?f=/);
  const form = page.url();
  await page.getByRole('combobox', { name: 'Folio', exact: true }).selectOption('10234561');
  await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2500');
  await page.getByRole('button', { name: 'Submit' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();

  // The form read a moment ago is remembered for the flow; the PAN typed again starts it afresh.
  expect(form).toContain('?f=');
  await sandbox.fault('/GetFundslistByPAN', 'http-500');
  await expectFailedInShell(page, await page.goto(`${NT}/additional-purchase/digital/transact?pan=${RAVI}`));
  await tryAgain(page);
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('2500');
  await expect(page.getByRole('combobox', { name: 'Folio', exact: true })).toHaveValue('10234561');
});

test('redemption: the holdings call fails once, then the form', async ({ page, sandbox }) => {
  await signInSession(page);
  await sandbox.fault('/GetFundslistByPAN', 'http-500');
  await expectFailedInShell(page, await page.goto(`${NT}/redemption/digital/transact?pan=${RAVI}`));
  await tryAgain(page);
  await expect(page.getByRole('region', { name: 'Investor' })).toContainText(RAVI);
});
