import type { Page } from '@playwright/test';
import { CHHOTI_SIP_MESSAGES } from '../../lib/rules/chhoti-sip';
import { MANDATES } from '../../sandbox/domains/mandates/mandates';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { TARA } from '../../sandbox/seed/fixtures';
import { expect, test } from './fixtures';
import { liveSipsOf, registerChhotiSips } from './sip-api';
import { approve, box, combo, confirmOnce, DEMO, flow, MODES, openModes, selectMandate } from './sip-mandate-steps';

// Chhoti SIP (SEBI 2025, lib/rules/chhoti-sip.ts) through the portal and the registrar: offered only
// to an investor new to mutual funds (Tara Joseph), for an eligible scheme's growth option, monthly
// at ₹250 for at least 60 instalments on a UPI AutoPay mandate, live once approved; not offered to
// Ravi Sharma, who invests already, with the reason; refused by the form under 60 instalments, by the
// server on the IDCW option and by the registrar as a PAN's fourth, in the rule's words, with the
// form's values kept.

test.describe.configure({ timeout: 300_000 });

const UPI_UMRN = MANDATES.taraUpi.umrn;
const TARA_FOLIO = FOLIOS.tara.acno;
const UPI_FORM = `${MODES}/upi-folios/transact`;
const LABEL = 'Chhoti SIP (Rs 250)';
const chhotiBox = (page: Page) => page.getByRole('checkbox', { name: LABEL });

/** Picks an Equity scheme and waits for its frequencies, so what the form offers for it has settled. */
async function pickScheme(page: Page, label: string) {
  await combo(page, 'Scheme').selectOption({ label });
  await expect(combo(page, 'Investment Frequency')).toBeEnabled();
}

const openTaraUpi = async (page: Page) => {
  const f = await openModes(page, TARA.pan);
  await selectMandate(page, 'UPI Autopay', UPI_UMRN, '/upi-folios/transact', TARA_FOLIO);
  await combo(page, 'Category').selectOption('Equity');
  return f;
};

/** Tara's UPI AutoPay form with a Chhoti SIP in Flexi Cap growth over its 60 instalments on the 10th. */
async function chhotiSip(page: Page) {
  await pickScheme(page, 'Flexi Cap Fund - Regular Plan - Growth');
  await chhotiBox(page).check();
  await expect(box(page, 'No. of Installments')).toHaveValue('60');
  await combo(page, 'SIP Day').selectOption('10');
  await expect(box(page, 'SIP Start Date')).toHaveValue(/^10\/\d{2}\/\d{4}$/);
}

test('offered to a new investor for an eligible scheme’s growth option; one on UPI AutoPay goes live at ₹250 for 60 instalments', async ({ page, sandbox }) => {
  await openTaraUpi(page);
  // Midcap is a mid-cap scheme; Flexi Cap offers it, but not in its IDCW option.
  await pickScheme(page, 'Midcap Fund - Regular Plan - Growth');
  await expect(chhotiBox(page)).toHaveCount(0);
  await pickScheme(page, 'Flexi Cap Fund - Regular Plan - IDCW');
  await expect(chhotiBox(page)).toHaveCount(0);
  await pickScheme(page, 'Flexi Cap Fund - Regular Plan - Growth');
  await expect(chhotiBox(page)).toHaveAccessibleDescription(/₹250 a month for at least 60 instalments.*growth option.*new to mutual funds.*Paid only by an eNACH or UPI AutoPay mandate.*At most 3 Chhoti SIPs per PAN/);

  // An ordinary monthly SIP's figures first: choosing a Chhoti SIP replaces them with its own.
  await combo(page, 'Investment Frequency').selectOption('M');
  await box(page, 'Installment Amount').fill('5000');
  await box(page, 'No. of Installments').fill('12');
  await chhotiBox(page).check();
  await expect(combo(page, 'Investment Frequency')).toHaveValue('M');
  await expect(combo(page, 'Investment Frequency')).toHaveAccessibleDescription(/Minimum 60 installments/);
  await expect(box(page, 'No. of Installments')).toHaveValue('60');
  await expect(box(page, 'Installment Amount')).toHaveValue('250');
  await expect(box(page, 'Installment Amount')).toHaveAttribute('readonly', '');
  await combo(page, 'SIP Day').selectOption('10');
  await expect(box(page, 'SIP Start Date')).toHaveValue(/^10\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('group', { name: 'SIP Top-up' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/modes\/upi-folios\/transact\/confirm\?f=/);
  await expect(page.locator('dt:text-is("Chhoti SIP") + dd')).toHaveText('Yes');
  const { link, reference } = await confirmOnce(page, sandbox, TARA.email);
  await approve(link, reference ?? '');
  const live = (await liveSipsOf(DEMO, TARA.pan)).filter((s) => s.Urnno === UPI_UMRN);
  expect(live).toEqual([expect.objectContaining({ SIPType: '2', amt: '250.00', Status: 'Live' })]);
});

test('not offered to an investor who already invests, with the registrar’s reason (at 390px)', async ({ page }) => {
  await openModes(page);
  await selectMandate(page, 'UPI Autopay', 'UPI8100002117000001', '/upi-folios/transact');
  await page.setViewportSize({ width: 390, height: 844 });
  await combo(page, 'Category').selectOption('Equity');
  await pickScheme(page, 'Flexi Cap Fund - Regular Plan - Growth');
  await expect(page.getByText(`${LABEL} is not offered to this investor. ${CHHOTI_SIP_MESSAGES.newInvestor}.`)).toBeVisible();
  await expect(chhotiBox(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('under 60 instalments the form refuses in the rule’s words; on the IDCW option the server does; the form stays', async ({ page }) => {
  await openTaraUpi(page);
  await chhotiSip(page);
  await box(page, 'No. of Installments').fill('12');
  await combo(page, 'SIP Day').selectOption('10');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(box(page, 'No. of Installments')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(CHHOTI_SIP_MESSAGES.installments, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/upi-folios\/transact\?f=/);

  await box(page, 'No. of Installments').fill('60');
  await combo(page, 'SIP Day').selectOption('10');
  await expect(box(page, 'SIP Start Date')).toHaveValue(/^10\/\d{2}\/\d{4}$/);
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
  const f = await openTaraUpi(page);
  await chhotiSip(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/upi-folios\/transact\/confirm\?f=/);
  // Three more reach the registrar while the summary is open (another distributor, another fund house).
  await registerChhotiSips(DEMO, { pan: TARA.pan, folio: TARA_FOLIO, umrn: UPI_UMRN, schemes: ['LC', 'EB', 'NF'] });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(CHHOTI_SIP_MESSAGES.perPan)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(flow(UPI_FORM, f));
  await expect(combo(page, 'Scheme')).toHaveValue('117~FC~RG~G');
  // The registrar now says why the form no longer offers another.
  await expect(page.getByText(`${LABEL} is not offered to this investor. ${CHHOTI_SIP_MESSAGES.perPan}.`)).toBeVisible();
  // The rest of the draft stays; the Chhoti SIP's fixed ₹250 goes with the choice, for an ordinary SIP's amount.
  await expect(box(page, 'No. of Installments')).toHaveValue('60');
  await expect(box(page, 'Installment Amount')).toHaveValue('');
  await expect(box(page, 'Installment Amount')).not.toHaveAttribute('readonly', '');
});
