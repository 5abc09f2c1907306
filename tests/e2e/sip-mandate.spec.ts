import { HEADROOM_MESSAGES } from '../../lib/rules/mandate-headroom';
import { FIX_LABELS } from '../../lib/transactions/problem-fixes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveSipsOf } from './sip-api';
import { approve, box, combo, confirmOnce, DEMO, flow, FOLIO, MODES, openModes, RAVI, schedule, selectMandate } from './sip-mandate-steps';

// A SIP on a selected mandate, end to end (seed 002 sections 2.1 and 4.1, seed 001 sections 4 and 5):
// from the mode tiles through the folio's mandate list and Select to the SIP form in that mandate's
// mode, its summary and one confirmation, the investor's approval and the SIP live on the mandate.

test.describe.configure({ timeout: 150_000 });

const ENACH_UMRN = 'HDFC7000000117000001';
const UPI_UMRN = 'UPI8100002117000001';
const OTM_UMRN = 'ICIC8100003117000001';

/** A mandate's row on the eNACH list (its 'Available for SIPs' is the headroom). */
async function enachRow(page: Page, f: string, umrn: string) {
  await page.goto(flow(`${MODES}/enach-folios`, f));
  await combo(page, 'Folio').selectOption(FOLIO);
  return page.getByRole('row').filter({ hasText: umrn });
}

test('eNACH: the mandate in the form, its maximum refused above, a SIP approved live drawing on its headroom', async ({ page, sandbox }) => {
  const f = await openModes(page);
  // His live eNACH SIPs of ₹5,000 and ₹1,500 already draw on the ₹1,00,000 mandate.
  await expect((await enachRow(page, f, ENACH_UMRN)).getByRole('cell', { name: '₹93,500' })).toBeVisible();
  await page.goto(flow(MODES, f));
  await selectMandate(page, 'Enach', ENACH_UMRN, '/enach-folios/transact');
  const panel = page.getByRole('region', { name: 'Selected mandate' });
  await expect(panel).toContainText('HDFC Bank');
  await expect(panel).toContainText('₹1,00,000');
  await expect(panel).toContainText('₹93,500');
  await expect(page.getByRole('radio', { name: 'New Folio' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'SIP Type' })).toHaveCount(0);

  await schedule(page, '150000');
  await box(page, 'Installment Amount').blur();
  await expect(page.getByText('SIP instalment amount should be less than the Mandate Amount 1,00,000')).toBeVisible();
  // The fix beside it: a mandate with room for the SIP, registered in this flow; gone once the amount fits.
  const fix = panel.getByRole('link', { name: FIX_LABELS.mandate });
  await expect(fix).toHaveAttribute('href', /\/enach-folios\/eNACH\?f=/);
  // Within the maximum but above what the live SIPs leave of it: said plainly before submitting.
  const beyond = page.getByText(HEADROOM_MESSAGES.exceeds('₹95,000', '₹93,500'));
  await box(page, 'Installment Amount').fill('95000');
  await expect(beyond).toBeVisible();
  await box(page, 'Installment Amount').fill('2000');
  await expect(beyond).toHaveCount(0);
  // The field is checked again when it is left: the refusal, and its fix, then go.
  await box(page, 'Installment Amount').blur();
  await expect(fix).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/modes\/enach-folios\/transact\/confirm\?f=/);
  await expect(page.getByRole('heading', { name: 'SIP Registration Summary' })).toBeVisible();
  await expect(page.getByText(ENACH_UMRN)).toBeVisible();
  const { link, reference } = await confirmOnce(page, sandbox);

  await approve(link, reference ?? '');
  const live = (await liveSipsOf(DEMO, RAVI.pan)).filter((s) => s.Urnno === ENACH_UMRN && s.amt === '2000.00');
  expect(live).toEqual([expect.objectContaining({ SIPType: '1', Status: 'Live' })]);
  await expect((await enachRow(page, f, ENACH_UMRN)).getByRole('cell', { name: '₹91,500' })).toBeVisible();
});

test('UPI Autopay: a SIP on his ₹50,000 UPI mandate is registered as UAUTO on its UMRN', async ({ page, sandbox }) => {
  await openModes(page);
  await selectMandate(page, 'UPI Autopay', UPI_UMRN, '/upi-folios/transact');
  await expect(page.getByRole('region', { name: 'Selected mandate' })).toContainText('₹50,000');
  await expect(page.getByText('SIP Type: UPI Autopay')).toBeVisible();
  await schedule(page, '1000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/modes\/upi-folios\/transact\/confirm\?f=/);
  const { link, reference } = await confirmOnce(page, sandbox);
  await approve(link, reference ?? '');
  // The registrar records the mode it was sent (UAUTO is its SIP type 2) and the mandate's UMRN.
  const live = (await liveSipsOf(DEMO, RAVI.pan)).filter((s) => s.Urnno === UPI_UMRN);
  expect(live).toEqual([expect.objectContaining({ SIPType: '2', amt: '1000.00', Status: 'Live' })]);
});

test('Existing OTM: a SIP on his one-time mandate (AO) to a reference number', async ({ page, sandbox }) => {
  await openModes(page);
  await selectMandate(page, 'Existing OTM', OTM_UMRN, '/otm-with-isip/transact');
  await expect(page.getByRole('region', { name: 'Selected mandate' })).toContainText('One-time mandate (AOTM)');
  await expect(page.getByRole('radio', { name: 'New Folio' })).toHaveCount(0);
  await schedule(page, '5000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/modes\/transact\/confirm\?f=/);
  await expect(page.getByText(OTM_UMRN)).toBeVisible();
  await confirmOnce(page, sandbox);
});

test('the draft of an eNACH-mode SIP is restored when its form reopens', async ({ page }) => {
  const f = await openModes(page);
  // The mandate is chosen the way the list's Select chooses it.
  const chosen = await page.request.post(`/api/mandates/choice?f=${encodeURIComponent(f)}`, { data: { mode: 'ENACH', acno: FOLIO, umrn: ENACH_UMRN } });
  expect(await chosen.json()).toEqual({ next: `${MODES}/enach-folios/transact` });
  await page.goto(flow(`${MODES}/enach-folios/transact`, f));
  await schedule(page, '3000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/confirm\?f=/);

  await page.goto(flow(`${MODES}/enach-folios/transact`, f));
  await expect(page.getByRole('region', { name: 'Selected mandate' })).toContainText(ENACH_UMRN);
  await expect(combo(page, 'Scheme')).toHaveValue('117~FC~RG~G');
  await expect(box(page, 'No. of Installments')).toHaveValue('12');
  await expect(combo(page, 'SIP Day')).toHaveValue('10');
  await expect(box(page, 'Installment Amount')).toHaveValue('3000');
});

test('a SIP the server refuses, on a smaller mandate selected since in another window, reopens as typed', async ({ page }) => {
  const f = await openModes(page);
  const choose = (acno: string, umrn: string) => page.request.post(`/api/mandates/choice?f=${encodeURIComponent(f)}`, { data: { mode: 'UPI', acno, umrn } });
  expect((await choose(FOLIO, UPI_UMRN)).ok()).toBe(true);
  await page.goto(flow(`${MODES}/upi-folios/transact`, f));
  await schedule(page, '30000');
  // His ₹25,000 UPI Autopay on his other folio: the server checks the mandate it holds, not the form's copy.
  expect((await choose('10234562', 'UPI7000000117000002')).ok()).toBe(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('SIP instalment amount should be less than the Mandate Amount 25,000')).toBeVisible();

  await page.goto(flow(`${MODES}/upi-folios/transact`, f));
  await expect(page.getByRole('region', { name: 'Selected mandate' })).toContainText('UPI7000000117000002');
  await expect(combo(page, 'Scheme')).toHaveValue('117~FC~RG~G');
  await expect(box(page, 'No. of Installments')).toHaveValue('12');
  await expect(box(page, 'Installment Amount')).toHaveValue('30000');
});
