import type { Page } from '@playwright/test';
import { CHHOTI_SIP_MESSAGES } from '../../lib/rules/chhoti-sip';
import { expect, test } from './fixtures';
import { liveSipsOf, registerChhotiSips } from './sip-api';
import { approve, box, combo, confirmOnce, DEMO, flow, FOLIO, MODES, openModes, RAVI, selectMandate } from './sip-mandate-steps';

// Chhoti SIP (SEBI 2025, lib/rules/chhoti-sip.ts) through the portal and the registrar: offered only
// for an eligible scheme's growth option, monthly at ₹250 on a UPI AutoPay mandate, live once
// approved; refused by the server on the IDCW option and by the registrar as a PAN's fourth, in the
// rule's words, with the form's values kept.

test.describe.configure({ timeout: 150_000 });

const UPI_UMRN = 'UPI8100002117000001';
const UPI_FORM = `${MODES}/upi-folios/transact`;
const LABEL = 'Chhoti SIP (Rs 250)';
const chhotiBox = (page: Page) => page.getByRole('checkbox', { name: LABEL });

/** Picks an Equity scheme and waits for its frequencies, so what the form offers for it has settled. */
async function pickScheme(page: Page, label: string) {
  await combo(page, 'Scheme').selectOption({ label });
  await expect(combo(page, 'Investment Frequency')).toBeEnabled();
}

/** Ravi's UPI AutoPay form with a Chhoti SIP in Flexi Cap growth over 12 instalments on the 10th. */
async function chhotiSip(page: Page) {
  await selectMandate(page, 'UPI Autopay', UPI_UMRN, '/upi-folios/transact');
  await combo(page, 'Category').selectOption('Equity');
  await pickScheme(page, 'Flexi Cap Fund - Regular Plan - Growth');
  await chhotiBox(page).check();
  await box(page, 'No. of Installments').fill('12');
  await combo(page, 'SIP Day').selectOption('10');
  await expect(box(page, 'SIP Start Date')).toHaveValue(/^10\/\d{2}\/\d{4}$/);
}

test('offered for an eligible scheme’s growth option only; one on UPI AutoPay goes live at ₹250', async ({ page, sandbox }) => {
  await openModes(page);
  await selectMandate(page, 'UPI Autopay', UPI_UMRN, '/upi-folios/transact');
  await combo(page, 'Category').selectOption('Equity');
  // Midcap does not offer it; Flexi Cap does, but not in its IDCW option.
  await pickScheme(page, 'Midcap Fund - Regular Plan - Growth');
  await expect(chhotiBox(page)).toHaveCount(0);
  await pickScheme(page, 'Flexi Cap Fund - Regular Plan - IDCW');
  await expect(chhotiBox(page)).toHaveCount(0);
  await pickScheme(page, 'Flexi Cap Fund - Regular Plan - Growth');
  await expect(chhotiBox(page)).toHaveAccessibleDescription(/₹250 a month.*growth option.*Paid only by an eNACH or UPI AutoPay mandate.*At most 3 Chhoti SIPs per PAN/);

  await box(page, 'Installment Amount').fill('5000');
  await chhotiBox(page).check();
  await expect(combo(page, 'Investment Frequency')).toHaveValue('M');
  await expect(box(page, 'Installment Amount')).toHaveValue('250');
  await expect(box(page, 'Installment Amount')).toHaveAttribute('readonly', '');
  await box(page, 'No. of Installments').fill('12');
  await combo(page, 'SIP Day').selectOption('10');
  await expect(box(page, 'SIP Start Date')).toHaveValue(/^10\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('group', { name: 'SIP Top-up' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/modes\/upi-folios\/transact\/confirm\?f=/);
  await expect(page.locator('dt:text-is("Chhoti SIP") + dd')).toHaveText('Yes');
  const { link, reference } = await confirmOnce(page, sandbox);
  await approve(link, reference ?? '');
  const live = (await liveSipsOf(DEMO, RAVI.pan)).filter((s) => s.Urnno === UPI_UMRN);
  expect(live).toEqual([expect.objectContaining({ SIPType: '2', amt: '250.00', Status: 'Live' })]);
});

test('outside the eNACH and UPI Autopay modes it cannot be chosen, and says where it can (at 390px)', async ({ page }) => {
  await openModes(page);
  await selectMandate(page, 'Existing OTM', 'ICIC8100003117000001', '/otm-with-isip/transact');
  await page.setViewportSize({ width: 390, height: 844 });
  await combo(page, 'Category').selectOption('Equity');
  await pickScheme(page, 'Flexi Cap Fund - Regular Plan - Growth');
  await expect(chhotiBox(page)).toBeDisabled();
  await expect(chhotiBox(page)).toHaveAccessibleDescription(/Register it in the Enach or UPI Autopay mode/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the server refuses a Chhoti SIP on the IDCW option in the rule’s words; the form stays', async ({ page }) => {
  await openModes(page);
  await chhotiSip(page);
  // The growth option is all the form offers it for: the request is altered on the way, as a stale page would send it.
  await page.route('**/api/transactions/sip-upi?*', async (route) => {
    const values = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...values, scheme: '117~FC~RG~D' }) });
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(combo(page, 'Scheme')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(CHHOTI_SIP_MESSAGES.growthOnly, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/upi-folios\/transact\?f=/);
});

test('the registrar refuses the PAN’s fourth at confirmation in its words; the draft is kept', async ({ page }) => {
  await registerChhotiSips(DEMO, { pan: RAVI.pan, folio: FOLIO, umrn: UPI_UMRN, schemes: ['LC', 'EB', 'NF'] });
  const f = await openModes(page);
  await chhotiSip(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/upi-folios\/transact\/confirm\?f=/);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(CHHOTI_SIP_MESSAGES.perPan)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(flow(UPI_FORM, f));
  await expect(combo(page, 'Scheme')).toHaveValue('117~FC~RG~G');
  await expect(chhotiBox(page)).toBeChecked();
  await expect(box(page, 'Installment Amount')).toHaveValue('250');
  await expect(box(page, 'No. of Installments')).toHaveValue('12');
});
