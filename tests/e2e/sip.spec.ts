import type { Page } from '@playwright/test';
import { approveThroughLink } from '../support/investor-approval';
import { SANDBOX_URL, USERS } from './env';
import { expect, fillSignIn, test, type SandboxControls } from './fixtures';
import { liveSipsOf } from './sip-api';

// SIP registration (seed 001 sections 2 to 5) through the real portal and sandbox: a new-folio SIP to
// a reference, the approval mail and the SIP live once approved; an existing-folio SIP with a
// lumpsum; the principal refusals; the perpetual end; the draft restored; one SIP for a double confirm.

test.describe.configure({ timeout: 150_000 });

const RAVI = { pan: 'BKFPS4821K', email: 'ravi.sharma@example.com' };
const MEERA = { pan: 'CQWPM7310L', email: 'meera.nair@example.com' };
const DEMO = { userId: USERS.demo, arn: 'ARN-112233' };
const FORM = '/new-transaction/sip/digital/transact';
const FLEXI = 'Flexi Cap Fund - Regular Plan - Growth';

async function openForm(page: Page, pan: string) {
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  const ready = await page.request.post('/api/investors/initiate', { data: { pan, from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  await page.goto(FORM);
  await expect(page).toHaveURL(/\/sip\/digital\/transact\?f=/);
  await expect(page.getByRole('heading', { name: 'SIP Registration' })).toBeVisible();
}

const combo = (page: Page, name: string) => page.getByRole('combobox', { name });
const box = (page: Page, name: string) => page.getByRole('textbox', { name });

/** Scheme, frequency, installments and day; the registrar's dates then show. */
async function schedule(page: Page, o: { category: string; scheme: string; frequency: string; installments?: string; day: string }) {
  await combo(page, 'Category').selectOption(o.category);
  await combo(page, 'Scheme').selectOption({ label: o.scheme });
  await combo(page, 'Investment Frequency').selectOption({ label: o.frequency });
  if (o.installments) await box(page, 'No. of Installments').fill(o.installments);
  await combo(page, 'SIP Day').selectOption(o.day);
  await expect(box(page, 'SIP Start Date')).toHaveValue(new RegExp(`^${o.day.padStart(2, '0')}/\\d{2}/\\d{4}$`));
}

async function confirmOnce(page: Page, sandbox: SandboxControls, email: string) {
  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Successfully Initiated Transaction/Registration');
  const reference = (await dialog.textContent())?.match(/Reference Number:\s*(\d+)/)?.[1];
  expect(reference, 'a reference number in the success dialog').toBeTruthy();
  const mail = (await sandbox.outbox(email)).find((m) => m.subject.includes(`transaction ${reference}`));
  expect(mail?.subject).toContain('SIP Registration');
  return { reference, link: mail?.text.match(/https?:\/\/\S+\/__sandbox\/authorise\?t=[0-9a-f]+/)?.[0] ?? '' };
}

test('a new-folio SIP for Meera Nair to a reference; once she approves it, it is live', async ({ page, sandbox }) => {
  await openForm(page, MEERA.pan);
  await expect(page.getByRole('radio', { name: 'New Folio' })).toBeChecked();
  await schedule(page, { category: 'Equity', scheme: FLEXI, frequency: 'Monthly', installments: '12', day: '10' });
  await box(page, 'Installment Amount').fill('1000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sip\/digital\/transact\/confirm\?f=/);
  await expect(page.getByRole('heading', { name: 'SIP Registration Summary' })).toBeVisible();
  await expect(page.getByText('New Folio').first()).toBeVisible();
  const { link, reference } = await confirmOnce(page, sandbox, MEERA.email);
  const approved = await approveThroughLink(SANDBOX_URL, link, reference ?? '');
  expect(approved.ok).toBe(true);
  const live = (await liveSipsOf(DEMO, MEERA.pan)).filter((s) => s.fund_code === '117');
  expect(live).toEqual([expect.objectContaining({ amt: '1000.00', Installments: '12', Status: 'Live' })]);
});

test('an existing-folio SIP for Ravi Sharma into a scheme he holds, quarterly, with a lumpsum', async ({ page, sandbox }) => {
  await openForm(page, RAVI.pan);
  await page.getByRole('radio', { name: 'Existing Folio' }).check();
  await combo(page, 'Folio').selectOption('10234561');
  await page.getByRole('radio', { name: 'Existing Scheme' }).check();
  // A scheme the folio holds needs no category.
  await expect(combo(page, 'Category')).toHaveCount(0);
  await combo(page, 'Scheme').selectOption({ label: FLEXI });
  await combo(page, 'Investment Frequency').selectOption({ label: 'Quarterly' });
  await box(page, 'No. of Installments').fill('4');
  await combo(page, 'SIP Day').selectOption('5');
  await expect(box(page, 'SIP Start Date')).toHaveValue(/^05\/\d{2}\/\d{4}$/);
  await box(page, 'Installment Amount').fill('2000');
  await box(page, 'Lumpsum Amount (optional)').fill('6000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'SIP Registration Summary' })).toBeVisible();
  await expect(page.getByText('Quarterly')).toBeVisible();
  await expect(page.getByText('10234561')).toBeVisible();
  await confirmOnce(page, sandbox, RAVI.email);
});

test('the principal refusals of the SIP form', async ({ page }) => {
  await openForm(page, MEERA.pan);
  await combo(page, 'Category').selectOption('Debt');
  await combo(page, 'Scheme').selectOption({ label: 'Fixed Maturity Plan - Series 4 - Regular Plan - Growth' });
  await expect(page.getByText('Selected scheme should not allow for SIP Transaction')).toBeVisible();

  await combo(page, 'Category').selectOption('ELSS');
  await combo(page, 'Scheme').selectOption({ label: 'ELSS Tax Saver Fund - Regular Plan - Growth' });
  await combo(page, 'Investment Frequency').selectOption({ label: 'Quarterly' });
  const installments = box(page, 'No. of Installments');
  await installments.fill('3');
  await installments.blur();
  await expect(page.getByText('No.of installments should be same as mentioned or more')).toBeVisible();
  await installments.fill('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Installments is mandatory')).toBeVisible();

  await installments.fill('999');
  await combo(page, 'SIP Day').selectOption('10');
  await expect(page.getByText('Your SIP installments are going beyond 2099, select lesser number of installments.')).toBeVisible();
  await installments.fill('8');
  await combo(page, 'SIP Day').selectOption('10');
  await expect(box(page, 'SIP Start Date')).not.toHaveValue('');

  const amount = box(page, 'Installment Amount');
  await amount.fill('300');
  await amount.blur();
  await expect(page.getByText('The amount should be ₹ 500 or more')).toBeVisible();
  await amount.fill('750');
  await expect(page.getByText('The amount should be in the multiples of 500')).toBeVisible();

  await page.locator('input[name="topUp"][value="Y"]').check();
  await expect(page.getByRole('radio', { name: 'Half-Yearly' })).toBeChecked();
  await expect(box(page, 'Top-up End Date')).toBeDisabled();
  const topUp = box(page, 'Top-up Amount');
  await topUp.fill('400');
  await topUp.blur();
  await expect(page.getByText('Amount should be greater than or equal to 500')).toBeVisible();
});

test('perpetual, on a phone: the end is December 2099 on the SIP day and installments are disabled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForm(page, MEERA.pan);
  await combo(page, 'Category').selectOption('Equity');
  await combo(page, 'Scheme').selectOption({ label: FLEXI });
  await combo(page, 'Investment Frequency').selectOption({ label: 'Monthly' });
  await page.getByRole('checkbox', { name: /Perpetual SIP/ }).check();
  await expect(box(page, 'No. of Installments')).toBeDisabled();
  await combo(page, 'SIP Day').selectOption('15');
  await expect(box(page, 'SIP End Date')).toHaveValue('15/12/2099');
  // Nothing of the form runs off a 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the draft is restored when the form reopens; a double confirmation registers one SIP', async ({ page, sandbox }) => {
  await openForm(page, MEERA.pan);
  await schedule(page, { category: 'Equity', scheme: FLEXI, frequency: 'Monthly', installments: '24', day: '20' });
  await box(page, 'Installment Amount').fill('1500');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/confirm\?f=/);
  const f = new URL(page.url()).searchParams.get('f') ?? '';

  await page.goto(`${FORM}?f=${encodeURIComponent(f)}`);
  await expect(combo(page, 'Scheme')).toHaveValue('117~FC~RG~G');
  await expect(box(page, 'No. of Installments')).toHaveValue('24');
  await expect(box(page, 'Installment Amount')).toHaveValue('1500');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'SIP Registration Summary' })).toBeVisible();

  await page.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByRole('dialog')).toContainText('Reference Number');
  const mails = (await sandbox.outbox(MEERA.email)).filter((m) => m.subject.includes('SIP Registration'));
  expect(mails).toHaveLength(1);

  // A successful registration clears the draft.
  await page.goto(`${FORM}?f=${encodeURIComponent(f)}`);
  await expect(box(page, 'Installment Amount')).toHaveValue('');
});

test('a mandate-mode SIP form without a selected mandate sends the distributor back to the modes', async ({ page }) => {
  await openForm(page, RAVI.pan);
  const f = new URL(page.url()).searchParams.get('f') ?? '';
  await page.goto(`/new-transaction/sip/digital/modes/upi-folios/transact?f=${encodeURIComponent(f)}`);
  await expect(page.getByText('Select a mandate for this SIP on the mode of registration page first.')).toBeVisible();
  const back = page.getByRole('link', { name: 'Select Mode of Registration' });
  await expect(back).toHaveAttribute('href', `/new-transaction/sip/digital/modes?f=${encodeURIComponent(f)}`);
  await expect(page.getByRole('combobox', { name: 'Scheme' })).toHaveCount(0);
});
