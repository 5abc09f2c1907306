import type { Page } from '@playwright/test';
import { addMonths, formatDisplayDay, parseDisplayDate } from '../../lib/dates';
import { expect, test } from './fixtures';
import { approveFromOutbox, LIVE_SIPS, openLiveSips, RAVI } from './live-sip-helpers';

// Select Live SIP and SIP TOP-UP (seed 002 sections 2.1, 4.3 and 5) through the real portal and
// sandbox: Ravi's SIP 7000001 (eNACH, many instalments left) takes a top-up to a reference number, the
// investor approves it from the outbox and the SIP shows it in effect; SIP 7000005 has 3 left.

test.describe.configure({ timeout: 120_000 });

const TOPUP = /\/new-transaction\/sip\/digital\/modes\/sipTopup\?f=.+&sip=7000001$/;

/** Opens SIP 7000001's top-up form and picks Yearly; answers the first start date its window allows. */
async function openTopup(page: Page) {
  await openLiveSips(page);
  await page.getByRole('link', { name: 'Top-up SIP 7000001' }).click();
  await expect(page).toHaveURL(TOPUP);
  await page.getByRole('radio', { name: 'Yearly', exact: true }).check();
  const hint = await page.getByText(/^Between \d{2}\/\d{2}\/\d{4} and/).textContent();
  const from = parseDisplayDate(hint?.match(/between (\S+)/i)?.[1] ?? '');
  if (!from) throw new Error('no start window');
  return from;
}

test('each live SIP says what it allows; a top-up goes to its reference and, approved, is in effect', async ({ page, sandbox }) => {
  const f = await openLiveSips(page);
  const ending = page.getByRole('table', { name: 'Live SIPs of folio 10234561' }).getByRole('row').filter({ hasText: '7000005' });
  await expect(ending).toContainText('Top-up needs more than 6 installments left');
  await expect(page.getByRole('link', { name: 'Top-up SIP 7000005' })).toHaveCount(0);

  const from = await openTopup(page);
  await page.getByRole('textbox', { name: 'Top-up Amount' }).fill('1000');
  // The calendar offers only the SIP's day of the month in the window; picking one fills the field.
  await page.getByRole('button', { name: 'Choose Top-up Start Date from a calendar' }).click();
  const calendar = page.getByRole('group', { name: 'Top-up Start Date: calendar' });
  const offered = calendar.getByRole('gridcell').getByRole('button', { disabled: false });
  await expect(offered.first()).toBeVisible();
  for (const day of await offered.allInnerTexts()) expect(Number(day)).toBe(from.day);
  expect(await calendar.getByRole('gridcell').getByRole('button', { disabled: true }).count()).toBeGreaterThan(20);
  await offered.first().click();
  await expect(calendar).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Top-up Start Date' })).toHaveValue(formatDisplayDay(from));
  await page.getByRole('textbox', { name: 'Top-up End Date' }).fill(formatDisplayDay(addMonths(from, 12)));
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Successfully Initiated Transaction/Registration');
  const reference = (await dialog.textContent())?.match(/Reference Number:\s*(\d+)/)?.[1] ?? '';
  expect(reference).not.toBe('');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL(/select-live-sip\?f=/);
  const row = page.getByRole('table', { name: 'Live SIPs of folio 10234561' }).getByRole('row').filter({ hasText: '7000001' });
  await expect(row).toContainText('Awaiting approval: ₹1,000 Yearly');
  await expect(row).toContainText('a top-up is awaiting the investor’s approval');

  await approveFromOutbox(page, sandbox, reference, 'SIP Top-up');
  await page.goto(`${LIVE_SIPS}?f=${encodeURIComponent(f)}`);
  await expect(page.getByRole('table', { name: 'Live SIPs of folio 10234561' }).getByRole('row').filter({ hasText: '7000001' })).toContainText(
    `Active: ₹1,000 Yearly, ${formatDisplayDay(from)}`,
  );
});

test('top-up refusals: under 500, and an end past the SIP end', async ({ page }) => {
  const from = await openTopup(page);
  await page.getByRole('textbox', { name: 'Top-up Amount' }).fill('400');
  await page.getByRole('textbox', { name: 'Top-up Start Date' }).fill(formatDisplayDay(from));
  await page.getByRole('textbox', { name: 'Top-up End Date' }).fill(`${formatDisplayDay(from).slice(0, 6)}2098`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Amount should be greater than or equal to 500')).toBeVisible();
  await expect(page.getByText('Top-up End Date should not exceed SIP End date')).toBeVisible();
});

test('a SIP with 6 or fewer instalments left offers no top-up, even by its address', async ({ page }) => {
  const f = await openLiveSips(page);
  await page.goto(`/new-transaction/sip/digital/modes/sipTopup?f=${encodeURIComponent(f)}&sip=7000005`);
  await expect(page.getByText('Top-up needs more than 6 installments left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});

test('a top-up sent twice with one key is recorded once', async ({ page, sandbox }) => {
  const f = await openLiveSips(page);
  const from = await openTopup(page);
  const body = { ihno: '7000001', topUpFrequency: 'H', topUpAmount: '1500', topUpStartDate: formatDisplayDay(from), topUpEndDate: formatDisplayDay(addMonths(from, 6)) };
  const send = () => page.request.post(`/api/transactions/live-sips/topup?f=${encodeURIComponent(f)}`, { data: body, headers: { 'Idempotency-Key': 'double-topup-key-0001' } });
  const [a, b] = await Promise.all([send(), send()]);
  const refs = [(await a.json()).refno, (await b.json()).refno];
  expect(refs[0]).toMatch(/^\d+$/);
  expect(refs[1]).toBe(refs[0]);
  const mails = (await sandbox.outbox(RAVI.email)).filter((m) => m.subject.includes('SIP Top-up'));
  expect(mails).toHaveLength(1);
});

test("a top-up whose answer is lost is checked under the same reference and shown once, never sent twice", async ({ page, sandbox }) => {
  const from = await openTopup(page);
  const statuses: number[] = [];
  page.on('response', (r) => void (r.url().includes('/api/transactions/live-sips/topup') && statuses.push(r.status())));
  // The registrar records the top-up and mails the investor, but its answer is garbled.
  await sandbox.fault('/SIPSaveTopup', 'malformed');
  await page.getByRole('textbox', { name: 'Top-up Amount' }).fill('1000');
  await page.getByRole('textbox', { name: 'Top-up Start Date' }).fill(formatDisplayDay(from));
  await page.getByRole('textbox', { name: 'Top-up End Date' }).fill(formatDisplayDay(addMonths(from, 12)));
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Successfully Initiated Transaction/Registration', { timeout: 20_000 });
  const reference = (await dialog.textContent())?.match(/Reference Number:\s*(\d+)/)?.[1] ?? '';
  expect(reference).toMatch(/^\d+$/);
  expect(statuses[0], 'the lost answer is being checked').toBe(202);
  expect(statuses.filter((s) => s >= 400), 'refusals or failures shown').toEqual([]);
  // The repeat under the same reference is the check: the registrar answers the top-up it made.
  expect((await sandbox.calls('/SIPSaveTopup')).length).toBe(2);
  const mails = (await sandbox.outbox(RAVI.email)).filter((m) => m.subject.includes('SIP Top-up'));
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toContain(reference);
});

test('phone: the live SIPs are cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLiveSips(page);
  const cards = page.getByRole('list', { name: 'Live SIPs of folio 10234561' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: '7000001' }).getByRole('link', { name: 'Top-up SIP 7000001' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Live SIPs of folio 10234561' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
