import type { Page } from '@playwright/test';
import { ORDER_CHECK_TEXTS } from '../../lib/transactions/confirmation-texts';
import { expect, test } from './fixtures';
import { approveFromOutbox, LIVE_SIPS, openLiveSips, RAVI } from './live-sip-helpers';

// SIP Modification and its summary (seed 002 sections 2.1, 4.4 and 5) through the real portal and
// sandbox: Ravi's eNACH SIP 7000001 (₹5,000 monthly) is modified to ₹6,000, confirmed to a reference
// number, approved by the investor from the outbox, and then listed at the new amount. The buttons are the
// seed's: Proceed on the form goes to the summary, Submit there sends the modification.

test.describe.configure({ timeout: 120_000 });

const FORM = /\/new-transaction\/sip\/digital\/modes\/sipModification\?f=.+&sip=7000001$/;
const SUMMARY = /\/new-transaction\/sip\/digital\/modes\/sipModificationSummary\?f=/;
const SUCCESS = /^Your recommendation for SIP modification through DIT has been initiated with reference number (\d+)\. Please request the investor to review and confirm the SIP modification$/;

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const row = (page: Page, ihno: string) => page.getByRole('table', { name: 'Live SIPs of folio 10234561' }).getByRole('row').filter({ hasText: ihno });

/** Opens SIP 7000001's modification form and waits for the registrar's dates of the SIP as it stands. */
async function openForm(page: Page) {
  const f = await openLiveSips(page);
  await page.getByRole('link', { name: 'Modify SIP 7000001' }).click();
  await expect(page).toHaveURL(FORM);
  await expect(page.getByRole('textbox', { name: 'Installment Amount' })).toHaveValue('5000');
  await expect(page.getByRole('textbox', { name: 'Modified SIP Start Date' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  return f;
}

const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed', exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

/** Changes the amount to ₹6,000, accepts the terms and goes to the summary. */
async function toSummary(page: Page) {
  await page.getByRole('textbox', { name: 'Installment Amount' }).fill('6000');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await proceed(page).click();
  await expect(page).toHaveURL(SUMMARY);
}

test('a modification goes to its reference and, approved by the investor, changes the SIP', async ({ page, sandbox }) => {
  const f = await openForm(page);
  await expect(page.getByRole('link', { name: /SIP Modification FAQs/ })).toHaveAttribute('href', /\.pdf$/);
  // Seed 002 section 4.4: the form's button is Proceed, not Submit.
  await expect(submit(page)).toHaveCount(0);
  await toSummary(page);
  // and the summary's is Submit, not Confirm.
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  const amount = page.getByRole('table', { name: 'Existing versus modified' }).getByRole('row').filter({ hasText: 'Amount' });
  await expect(amount).toContainText('₹5,000');
  await expect(amount).toContainText('₹6,000');
  // The registrar was asked before Submit and holds nothing against the change.
  await expect(page.getByRole('heading', { name: ORDER_CHECK_TEXTS.heading }).locator('..')).toContainText(ORDER_CHECK_TEXTS.clear);
  await submit(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your recommendation for SIP modification through DIT has been initiated');
  const text = (await dialog.getByText(/^Your recommendation/).textContent()) ?? '';
  const reference = text.match(SUCCESS)?.[1] ?? '';
  expect(reference).not.toBe('');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL(/\/new-transaction$/);

  await page.goto(`${LIVE_SIPS}?f=${encodeURIComponent(f)}`);
  await expect(row(page, '7000001')).toContainText('Modification not allowed: a modification is awaiting the investor’s approval');
  await approveFromOutbox(page, sandbox, reference, 'SIP Modification');
  await page.goto(`${LIVE_SIPS}?f=${encodeURIComponent(f)}`);
  await expect(row(page, '7000001')).toContainText('₹6,000');
  await expect(page.getByRole('link', { name: 'Modify SIP 7000001' })).toBeVisible();
});

test('an unchanged SIP is refused: no modifications done', async ({ page }) => {
  await openForm(page);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await proceed(page).click();
  await expect(page.getByText('There are no modifications done, you cannot proceed further')).toBeVisible();
  await expect(page).toHaveURL(FORM);
  // Any change makes the refusal stale.
  await page.getByRole('textbox', { name: 'Installment Amount' }).fill('5500');
  await expect(page.getByText('There are no modifications done, you cannot proceed further')).toHaveCount(0);
});

test('more than 999 installments are refused, and the terms must be accepted', async ({ page }) => {
  await openForm(page);
  await page.getByRole('textbox', { name: 'No. of Installments' }).fill('1000');
  await page.getByRole('textbox', { name: 'No. of Installments' }).press('Tab');
  await expect(page.getByText('No of Installments should not be greater than 999')).toBeVisible();
  await proceed(page).click();
  await expect(page.getByText('Please accept the terms and conditions to proceed')).toBeVisible();
  await expect(page).toHaveURL(FORM);
});

test('Back from the summary returns to the form with the values kept', async ({ page }) => {
  await openForm(page);
  await toSummary(page);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(FORM);
  await expect(page.getByRole('textbox', { name: 'Installment Amount' })).toHaveValue('6000');
  await expect(page.getByRole('checkbox', { name: /I accept the terms and conditions/ })).toBeChecked();
  // Nothing typed travels in the address (the sealed flow token is random and may hold any digits).
  const address = new URL(page.url());
  address.searchParams.delete('f');
  expect(address.toString()).not.toContain('6000');
});

test('a confirmation sent twice with its key makes one modification', async ({ page, sandbox }) => {
  const f = await openForm(page);
  await toSummary(page);
  const sent = page.waitForRequest((r) => r.url().includes('/api/transactions/sip-modification/confirm'));
  await submit(page).dblclick();
  const key = (await sent).headers()['idempotency-key'] ?? '';
  const text = (await page.getByRole('dialog').getByText(/^Your recommendation/).textContent()) ?? '';
  const reference = text.match(SUCCESS)?.[1];
  expect(reference).toMatch(/^\d+$/);
  // A replay of the same confirmation (a retry, a second tab) answers the same reference.
  const again = await page.request.post(`/api/transactions/sip-modification/confirm?f=${encodeURIComponent(f)}`, { headers: { 'Idempotency-Key': key } });
  expect((await again.json()).reference).toBe(reference);
  const mails = (await sandbox.outbox(RAVI.email)).filter((m) => m.subject.includes('SIP Modification'));
  expect(mails).toHaveLength(1);
});

test('phone: the form fits and the summary compares existing and modified as cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForm(page);
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await toSummary(page);
  const cards = page.getByRole('list', { name: 'Existing versus modified' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Amount' })).toContainText('₹6,000');
  await expect(page.getByRole('table', { name: 'Existing versus modified' })).toBeHidden();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
});
