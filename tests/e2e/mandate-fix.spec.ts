import type { Page } from '@playwright/test';
import { MANDATE_LIMIT_MESSAGES } from '../../lib/rules/mandate-limits';
import { ORDER_CHECK_TEXTS } from '../../lib/transactions/confirmation-texts';
import { BACK_TO_SIP_LABEL } from '../../lib/transactions/mandate-fix';
import { FIX_LABELS } from '../../lib/transactions/problem-fixes';
import { approveThroughLink } from '../support/investor-approval';
import { SANDBOX_URL } from './env';
import { expect, test } from './fixtures';
import { box, combo, confirmOnce, istDayPlus, MODES, openModes, schedule, selectMandate } from './sip-mandate-steps';

// The mandate fix as a journey that ends in a SIP: a SIP whose top-ups outgrow its eNACH mandate is
// refused on the summary with the fix; the fix opens the registration with the amount the SIP needs;
// once submitted, the way back leads to the mandate list, where the new mandate (authorised by the
// investor) is selected, the SIP's draft reopens and it confirms to a Reference Number.

test.describe.configure({ timeout: 240_000 });

/** Harish Patel (the demo book's mandate investor): his folio and his eNACH of at most ₹5,000. */
const HARISH = { pan: 'HHPPP8842P', email: 'harish.patel@example.com', folio: '10678061', umrn: 'HDFC7000007117000007' };

/** DD/MM/YYYY `months` later, on the same day of the month (the SIP day, the 10th). */
function plusMonths(dmy: string, months: number): string {
  const m = Number(dmy.slice(3, 5)) - 1 + months;
  return `${dmy.slice(0, 2)}/${String((m % 12) + 1).padStart(2, '0')}/${Number(dmy.slice(6)) + Math.floor(m / 12)}`;
}

const check = (page: Page) => page.getByRole('heading', { name: ORDER_CHECK_TEXTS.heading }).locator('..');

test("a SIP its mandate cannot carry: the fix registers a mandate with the SIP's amount, and the SIP goes through on it", async ({ page, sandbox }) => {
  await openModes(page, HARISH.pan);
  await selectMandate(page, 'Enach', HARISH.umrn, '/enach-folios/transact', HARISH.folio);

  // ₹4,000 a month for 18 months, ₹1,000 more every six months from the seventh to the thirteenth: each
  // figure fits the ₹5,000 mandate, so the form lets it through; the ₹6,000 it reaches does not.
  await schedule(page, '4000', '18');
  const start = await box(page, 'SIP Start Date').inputValue();
  await page.locator('input[name="topUp"][value="Y"]').check();
  await expect(page.getByRole('radio', { name: 'Half-Yearly' })).toBeChecked();
  await box(page, 'Top-up Amount').fill('1000');
  await box(page, 'Top-up Start Date').fill(plusMonths(start, 6));
  await box(page, 'Top-up End Date').fill(plusMonths(start, 12));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/enach-folios\/transact\/confirm\?f=/);
  await expect(check(page)).toContainText(MANDATE_LIMIT_MESSAGES.topUpLife(5000));
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  const fix = check(page).getByRole('link', { name: FIX_LABELS.mandate });
  await expect(fix).toHaveAttribute('href', /\/enach-folios\/eNACH\?f=[^&]+&amount=6000$/);
  await fix.click();

  // The registration starts with what the SIP needs.
  await expect(page.getByRole('heading', { name: 'eNACH Registration' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('6000');
  await combo(page, 'Folio').selectOption(HARISH.folio);
  await combo(page, 'Bank Account').selectOption({ index: 1 });
  await combo(page, 'Frequency').selectOption('Monthly');
  await page.getByRole('textbox', { name: 'Start Date' }).fill(istDayPlus(1));
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'eNACH Registration Summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Reference Number : EN');
  const reference = (await dialog.textContent())?.match(/Reference Number : (EN\d+)/)?.[1] ?? '';

  // The investor authorises the mandate from the link in the mail the registrar sent.
  const mail = (await sandbox.outbox(HARISH.email)).find((m) => m.subject.includes(reference));
  const link = mail?.text.match(/https?:\/\/\S+authorise-mandate\?t=\S+/)?.[0] ?? '';
  expect(link, 'the mandate authorisation link in the mail').toBeTruthy();
  expect((await approveThroughLink(SANDBOX_URL, link, reference)).ok).toBe(true);

  // Back to the SIP: the list of his eNACH mandates, the new one active with its ₹6,000, and Select.
  await dialog.getByRole('link', { name: BACK_TO_SIP_LABEL }).click();
  await expect(page).toHaveURL(new RegExp(`${MODES}/enach-folios\\?f=`));
  await combo(page, 'Folio').selectOption(HARISH.folio);
  const row = page.getByRole('row').filter({ hasText: '₹6,000' });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: /Select/ }).click();
  await expect(page).toHaveURL(new RegExp(`${MODES}/enach-folios/transact\\?f=`), { timeout: 30_000 });
  const panel = page.getByRole('region', { name: 'Selected mandate' });
  await expect(panel).toContainText('₹6,000');
  await expect(panel).not.toContainText(HARISH.umrn);
  // The SIP as it was left: its instalment and its top-up.
  await expect(box(page, 'Installment Amount')).toHaveValue('4000');
  await expect(box(page, 'Top-up Amount')).toHaveValue('1000');
  await expect(box(page, 'Top-up End Date')).toHaveValue(plusMonths(start, 12));

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/enach-folios\/transact\/confirm\?f=/);
  await expect(check(page)).toContainText(ORDER_CHECK_TEXTS.clear);
  const { reference: sip } = await confirmOnce(page, sandbox, HARISH.email);
  expect(sip).toMatch(/^\d+$/);
});
