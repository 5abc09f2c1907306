import type { Page } from '@playwright/test';
import { cancellationEffectiveBy, TAKES_EFFECT_BY_LABEL, takesEffectBy } from '../../lib/rules/sip-cancellation';
import { seededCalendar } from '../../sandbox/domains/schemes/market-calendar';
import { USERS } from './env';
import { expect, fillSignIn, test, type SandboxControls } from './fixtures';
import { approveWithOtp } from './investor-approval';

// Pause/Cancellation (seed 001 sections 2-5 and 8) through the real portal and sandbox: Ravi's SIP
// 7000001 pauses for 3 instalments or is cancelled with a reason, his STP 9000001 is cancelled outright;
// each ends on the shared confirm screen with a reference, and the investor's approval mail.

test.describe.configure({ timeout: 120_000 });

const RAVI = { pan: 'BKFPS4821K', email: 'ravi.sharma@example.com' };

async function openPlans(page: Page) {
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  const ready = await page.request.post('/api/investors/initiate', { data: { pan: RAVI.pan, from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  await page.goto('/new-transaction/sip-cancellation');
  await page.getByRole('link', { name: /Digital Mode/ }).click();
  await expect(page).toHaveURL(/\/new-transaction\/sip-cancellation\/digital\/transact\?f=/);
  await expect(page.getByRole('table', { name: 'Live SIP records' })).toBeVisible();
}

/** The tracker's newest row for a reference (the portal's trail outlives the sandbox's resets). */
async function trackerRow(page: Page, reference: string) {
  await page.goto('/track-transactions');
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: reference, exact: true }) }).first();
}

/**
 * Confirm on the shared screen (a kind's note in the success dialog, if it has one); answers the
 * reference, checked against the approval mail, and approves it, after `pending` looked at it waiting.
 */
async function confirmAndApprove(
  page: Page, sandbox: SandboxControls, title: string, trtype: string, note?: string, pending?: (reference: string) => Promise<void>,
): Promise<string> {
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Successfully Initiated Transaction/Registration');
  if (note) await expect(dialog).toContainText(note);
  else await expect(dialog).not.toContainText('Takes effect by');
  const reference = (await dialog.textContent())?.match(/Reference Number:\s*(\d+)/)?.[1] ?? '';
  const mail = (await sandbox.outbox(RAVI.email)).find((m) => m.subject.includes(`transaction ${reference}`)) as { subject: string; link?: string } | undefined;
  expect(mail?.subject).toContain(trtype);
  await pending?.(reference);
  await page.goto(mail?.link ?? '');
  await approveWithOtp(page, reference);
  await expect(page.getByText(`Transaction ${reference} is approved`)).toBeVisible();
  return reference;
}

test('pause a SIP for 3 instalments: the end date is the registrar’s, then a reference and the approval', async ({ page, sandbox }) => {
  await openPlans(page);
  await expect(page.getByRole('row').filter({ hasText: '7000005' })).toContainText('Pause not allowed: SIP Pause is not allowed as the remaining installments are less than the pause period');
  await page.getByRole('button', { name: 'Pause SIP 7000001' }).click();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByText('please submit all details to confirm')).toBeVisible();

  const start = page.getByRole('combobox', { name: 'Pause Start Date' });
  await expect(start.locator('option')).toHaveCount(4);
  await start.selectOption({ index: 1 });
  await page.getByRole('radio', { name: '3' }).check();
  await expect(page.getByRole('textbox', { name: 'Pause End Date' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await confirmAndApprove(page, sandbox, 'SIP Pause Summary', 'SIP Pause');
});

test('cancel a SIP: the reason is required, a short Others refused, then the approval ends it', async ({ page, sandbox }) => {
  await openPlans(page);
  await page.getByRole('button', { name: 'Cancel SIP 7000001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Do you want to cancel SIP 7000001?' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByText('*Rejection reason is mandatory')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Reason for cancellation' }).selectOption({ label: 'Others' });
  const other = dialog.getByRole('textbox', { name: 'Please specify the reason' });
  await other.fill('Too short');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByText('Minimum character length is 10')).toBeVisible();
  await other.fill('Moving my savings elsewhere');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/sip-cancellation\/digital\/transact\/confirm\?f=/);
  await expect(page.getByText('Moving my savings elsewhere')).toBeVisible();
  // Two working days (weekends and the seeded calendar's trading holidays skipped) from today on the registrar's clock, reset for this test.
  const effective = takesEffectBy(cancellationEffectiveBy(new Date(), seededCalendar()).day);
  // The summary says so before Confirm.
  const effectiveDay = effective.slice(TAKES_EFFECT_BY_LABEL.length + 1);
  await expect(page.getByRole('main')).toContainText(new RegExp(`${TAKES_EFFECT_BY_LABEL}\\s*${effectiveDay}`));
  const note = `${effective}: a SIP cancellation is processed within 2 working days`;
  const reference = await confirmAndApprove(page, sandbox, 'SIP Cancellation Summary', 'SIP Cancellation', note, async (ref) => {
    // Awaiting the investor, the tracker already says the day (counted from the entry), and no approval yet.
    const row = await trackerRow(page, ref);
    await expect(row).toContainText('Awaiting investor');
    await expect(row).toContainText(effective);
    await expect(row).not.toContainText('Approved');
  });
  // The registrar tells the investor the same day on approving.
  await expect(page.getByText(effective)).toBeVisible();

  await openPlans(page);
  await expect(page.getByRole('table', { name: 'Live SIP records' }).getByRole('row').filter({ hasText: '7000001' })).toHaveCount(0);

  // The tracker's row: processed at approval, when the investor approved, and the day it takes effect by.
  const row = await trackerRow(page, reference);
  await expect(row).toContainText('SIP Pause/Cancellation');
  await expect(row).toContainText(/Approved \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/);
  await expect(row).toContainText(effective);
  // Processed, never "Allotted" (no units at a NAV), and not among the allotments.
  await expect(row.getByText('Processed', { exact: true })).toBeVisible();
  await expect(row.getByText('Allotted', { exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Allotted' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: reference, exact: true }) })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Processed' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: reference, exact: true }) }).first()).toBeVisible();
  // Its own page says the day too.
  await page.goto(`/track-transactions/${reference}`);
  await expect(page.getByRole('heading', { name: `SIP Pause/Cancellation ${reference}` })).toBeVisible();
  await expect(page.getByText(/^Takes effect by \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
});

test('an STP is cancelled straight from its row', async ({ page, sandbox }) => {
  await openPlans(page);
  await page.getByRole('radio', { name: 'STP' }).check();
  await page.getByRole('button', { name: 'Cancel STP 9000001' }).click();
  await expect(page).toHaveURL(/sip-cancellation\/digital\/transact\/confirm\?f=/);
  await confirmAndApprove(page, sandbox, 'STP Cancellation Summary', 'STP Cancellation');
});

test.describe('SWP Plan', () => {
  async function openSwp(page: Page) {
    await page.goto('/login');
    await fillSignIn(page, USERS.demo);
    await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
    await page.request.post('/api/investors/initiate', { data: { pan: RAVI.pan, from: 'list' } });
    await page.goto('/new-transaction/swp');
    await page.getByRole('link', { name: /Digital Mode/ }).click();
    await expect(page).toHaveURL(/\/new-transaction\/swp\/digital\/transact\?f=/);
  }

  test('a monthly Fixed SWP to its reference; approved, it is a live SWP', async ({ page, sandbox }) => {
    await openSwp(page);
    await page.getByRole('combobox', { name: 'Folio' }).selectOption('10234561');
    await page.getByRole('combobox', { name: 'Scheme' }).selectOption({ label: 'Flexi Cap Fund - Regular Plan - Growth' });
    await page.getByRole('radio', { name: 'Fixed' }).check();
    await page.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'Monthly' });
    await page.getByRole('combobox', { name: 'SWP Day' }).selectOption('10');
    await page.getByRole('textbox', { name: 'No. of Withdrawals' }).fill('4');
    await page.getByRole('textbox', { name: 'Amount' }).fill('1500');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please check the minimum With-drawals value')).toBeVisible();
    await page.getByRole('textbox', { name: 'No. of Withdrawals' }).fill('12');
    await expect(page.getByRole('textbox', { name: 'SWP End Date' })).toHaveValue(/^10\/\d{2}\/\d{4}$/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/swp\/digital\/transact\/confirm\?f=/);
    await confirmAndApprove(page, sandbox, 'SWP Payment Summary', 'SWP Registration');

    await openPlans(page);
    await page.getByRole('radio', { name: 'SWP' }).check();
    await expect(page.getByRole('table', { name: 'Live SWP records' }).getByRole('row').filter({ hasText: '₹1,500' })).toHaveCount(1);
  });

  test('a zero-balance folio is refused', async ({ page }) => {
    await openSwp(page);
    await page.getByRole('combobox', { name: 'Folio' }).selectOption('10234563');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('SWP in zero balance folios is not allowed')).toBeVisible();
  });
});

test('STP Plan: same scheme refused; a weekly STP from the next Wednesday to its reference, live once approved', async ({ page, sandbox }) => {
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  await page.request.post('/api/investors/initiate', { data: { pan: RAVI.pan, from: 'list' } });
  await page.goto('/new-transaction/stp');
  await page.getByRole('link', { name: /Digital Mode/ }).click();
  await expect(page).toHaveURL(/\/new-transaction\/stp\/digital\/transact\?f=/);
  await page.getByRole('combobox', { name: 'Folio' }).selectOption('10234561');
  await page.getByRole('combobox', { name: 'Transfer from Scheme' }).selectOption({ label: 'Flexi Cap Fund - Regular Plan - Growth' });
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Equity');
  const to = page.getByRole('combobox', { name: 'Transfer to Scheme' });
  await to.selectOption({ label: 'Flexi Cap Fund - Regular Plan - Growth' });
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'Weekly' });
  await page.getByRole('textbox', { name: 'No. of Transfers' }).fill('8');
  await page.getByRole('textbox', { name: 'Amount' }).fill('5000');
  await page.getByRole('radio', { name: 'Fixed' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Transfer from Scheme and Transfer to Scheme should not be same')).toBeVisible();

  await to.selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  const start = await page.getByRole('textbox', { name: 'STP Start Date' }).inputValue();
  const [d, m, y] = start.split('/').map(Number);
  expect(new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()).toBe(3);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/stp\/digital\/transact\/confirm\?f=/);
  await confirmAndApprove(page, sandbox, 'STP Payment Summary', 'STP Registration');

  await openPlans(page);
  await page.getByRole('radio', { name: 'STP' }).check();
  await expect(page.getByRole('table', { name: 'Live STP records' }).getByRole('row').filter({ hasText: '₹5,000' })).toHaveCount(1);
});
