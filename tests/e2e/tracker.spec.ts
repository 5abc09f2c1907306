import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { InvestorDetailResponse } from '../../lib/api/investors';
import { formatUnits } from '../../lib/money';
import { LIFECYCLE_MESSAGES } from '../../lib/rules/authorisation-link';
import { TRACKER_FILTER_MESSAGES } from '../../lib/tracker/filters';
import { resendRefusedMessage } from '../../lib/tracker/messages';
import { TRACKER_API, TRACKER_PAGE_SIZE, type TrackerPage } from '../../lib/tracker/query';
import { expect, type SandboxControls, signIn, signInSession, signInTo, test } from './fixtures';
import { initiatePurchase } from './purchase-steps';
import { approveWithOtp } from './investor-approval';

// Track Transactions: what the distributor initiated, followed from the investor's click to allotment,
// expiry and a resent link, through the real portal and the real sandbox.

const RAVI = { pan: 'BKFPS4821K', email: 'ravi.sharma@example.com' };
const DAY_MINUTES = 24 * 60;

/**
 * The tracker's newest row (desktop table) for a reference. The portal's trail outlives the sandbox's
 * resets between tests, which number transactions afresh, so earlier tests' rows may share the number.
 */
const trackerRow = (page: Page, reference: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: reference, exact: true }) }).first();

/** Ravi's Large Cap units in folio 10234561, as the investor detail reads them. */
async function largeCapUnits(page: Page): Promise<number> {
  const detail = (await (await page.request.post('/api/investors/detail', { data: { pan: RAVI.pan } })).json()) as InvestorDetailResponse;
  const item = detail.investments.find((i) => i.folio === '10234561' && i.scheme.startsWith('Large Cap'));
  return item?.units ?? 0;
}

/** Days pass on the registrar's clock; its tokens lapse with them, so the distributor signs in again. */
async function daysLater(page: Page, sandbox: SandboxControls, days: number) {
  await sandbox.advanceClock(days * DAY_MINUTES);
  await page.context().clearCookies();
  await signIn(page);
}

async function approve(page: Page, sandbox: SandboxControls, reference: string) {
  const mail = (await sandbox.outbox(RAVI.email)).find((m) => m.subject.includes(`transaction ${reference}`)) as { link?: string } | undefined;
  const investor = await page.context().newPage();
  await investor.goto(mail?.link ?? '');
  await approveWithOtp(investor, reference);
  await expect(investor.getByText(`Transaction ${reference} is approved`)).toBeVisible();
  await investor.close();
}

test.describe('Track Transactions', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an additional purchase is tracked from awaiting the investor to allotted at its NAV', async ({ page, sandbox }) => {
    await signInSession(page);
    const before = await largeCapUnits(page);
    const reference = await initiatePurchase(page);

    await page.goto('/track-transactions');
    const row = trackerRow(page, reference);
    await expect(row.getByText('Awaiting investor')).toBeVisible();
    await expect(row.getByText(/Link expires in \d+ days?/)).toBeVisible();
    await expect(row.getByText('Ravi Sharma')).toBeVisible();
    // Sorted by the store across every page; the CSV holds the rows shown.
    const amount = page.getByRole('columnheader', { name: /Amount/ });
    await amount.getByRole('button', { name: /^Amount/ }).click();
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(row).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download CSV/ }).click()]);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Investor,PAN,Type,Scheme,Amount,Ref No,Initiated,By,Status');
    expect(csv).toContain(reference);

    await approve(page, sandbox, reference);
    // Past any cut-off and weekend: the NAV day has been struck.
    await daysLater(page, sandbox, 4);
    await page.goto('/track-transactions');
    await expect(row.getByText('Allotted', { exact: true })).toBeVisible();
    const allotted = row.getByText(/[\d,.]+ units at NAV [\d.]+ \(\d{2}\/\d{2}\/\d{4}\)/);
    await expect(allotted).toBeVisible();
    const units = Number(((await allotted.textContent()) ?? '').split(' units')[0]!.replace(/,/g, ''));
    expect(units).toBeGreaterThan(0);

    // The folio holds those units: the investor detail shows the grown holding.
    const after = await largeCapUnits(page);
    expect(after - before).toBeCloseTo(units, 3);
    await page.goto(`/investors/details/${RAVI.pan}`);
    const more = page.getByRole('button', { name: 'See more' });
    if (await more.isVisible()) await more.click();
    await expect(page.getByText(`Folio 10234561 · ${formatUnits(after)} units`)).toBeVisible();
    await page.goto('/track-transactions');

    // Its own page: the timeline from initiation to allotment.
    await row.getByRole('link', { name: `Open transaction ${reference}` }).click();
    await expect(page.getByRole('heading', { name: `Transaction ${reference}` })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    for (const step of ['Initiated', 'Authorisation link sent', 'Approved by the investor', 'Allotted']) {
      await expect(timeline.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('NAV date')).toBeVisible();
  });

  test('a link is resent at most three times a day, and an expired one offers Reinitiate', async ({ page, sandbox }) => {
    await signInSession(page);
    const reference = await initiatePurchase(page);
    const mailsOf = async () => (await sandbox.outbox(RAVI.email)).filter((m) => m.subject.includes(`transaction ${reference}`)).length;
    const first = await mailsOf();

    await page.goto('/track-transactions');
    const row = trackerRow(page, reference);
    const resend = row.getByRole('button', { name: `Resend Link transaction ${reference}` });
    const resendOnce = async () => {
      const answered = page.waitForResponse((r) => r.url().includes(`/api/tracker/${reference}/resend`));
      await resend.click();
      return (await answered).status();
    };
    expect(await resendOnce()).toBe(200);
    await expect(page.getByText(`Successfully Resent Authorisation Link for transaction number ${reference}`)).toBeVisible();
    expect(await mailsOf()).toBe(first + 1);

    expect([await resendOnce(), await resendOnce()]).toEqual([200, 200]);
    expect(await resendOnce()).toBe(422);
    await expect(page.getByText(resendRefusedMessage(reference, LIFECYCLE_MESSAGES.resendLimit))).toBeVisible();
    expect(await mailsOf()).toBe(first + 3);

    await daysLater(page, sandbox, 8);
    await page.goto('/track-transactions');
    await expect(row.getByText('Expired', { exact: true })).toBeVisible();
    const reinitiate = row.getByRole('button', { name: `Reinitiate transaction ${reference}` });
    await reinitiate.click();
    const done = page.getByText(/^Successfully Reinitiated Transaction with transaction number \d+$/);
    await expect(done).toBeVisible();
    const created = /(\d+)$/.exec((await done.textContent()) ?? '')?.[1] ?? '';
    // Used once: the expired row offers it no more, and the new transaction is listed as the kind it renews.
    await expect(reinitiate).toHaveCount(0);
    const renewed = trackerRow(page, created);
    await expect(renewed.getByText('Awaiting investor')).toBeVisible();
    await expect(renewed.getByText('Additional Purchase').first()).toBeVisible();
    // No purchase was refused on the way (other tests of the run may have left refusals of other kinds).
    await expect(page.getByRole('row').filter({ hasText: 'Refused' }).filter({ hasText: 'Additional Purchase' })).toHaveCount(0);
  });

  test('the filters are kept in the address, with DD/MM/YYYY dates, and a date that is none is refused', async ({ page }) => {
    await signInSession(page);
    const reference = await initiatePurchase(page);
    await page.goto('/track-transactions');
    const filters = page.getByRole('form', { name: 'Filter what you initiated' });
    const from = filters.getByRole('textbox', { name: 'From', exact: true });
    const to = filters.getByRole('textbox', { name: 'To', exact: true });
    const today = istDay();

    await filters.getByRole('textbox', { name: 'Search' }).fill(reference);
    await from.fill(today.display);
    await to.fill(today.display);
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${reference}&from=${today.iso}&to=${today.iso}$`));
    await expect(trackerRow(page, reference)).toBeVisible();

    // A reload (or a shared link) opens the same list with the same filters.
    await page.reload();
    await expect(from).toHaveValue(today.display);
    await expect(filters.getByRole('textbox', { name: 'Search' })).toHaveValue(reference);
    await expect(trackerRow(page, reference)).toBeVisible();

    await from.fill('31/02/2026');
    await from.blur();
    await expect(filters.getByText(TRACKER_FILTER_MESSAGES.date)).toBeVisible();
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    // Refused in the form: the address and the list stay as they were.
    await expect(page).toHaveURL(new RegExp(`from=${today.iso}`));
    await expect(trackerRow(page, reference)).toBeVisible();
  });

  test('a reversed period is refused, and its message goes as soon as From is corrected', async ({ page }) => {
    await signInTo(page, '/track-transactions');
    const filters = page.getByRole('form', { name: 'Filter what you initiated' });
    const from = filters.getByRole('textbox', { name: 'From', exact: true });
    const to = filters.getByRole('textbox', { name: 'To', exact: true });
    const [today, yesterday, earlier] = [istDay(), istDay(-1), istDay(-3)];
    const reversed = filters.getByText(TRACKER_FILTER_MESSAGES.order);

    await from.fill(today.display);
    await to.fill(yesterday.display);
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(reversed).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]from=/);

    // The message stands on To, but From is what was wrong: correcting From alone takes it away.
    await from.fill(earlier.display);
    await expect(reversed).toBeHidden();
    // And From put after To again brings it back, without a Search.
    await from.fill(today.display);
    await expect(reversed).toBeVisible();
    await from.fill(earlier.display);
    await expect(reversed).toBeHidden();
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]from=${earlier.iso}&to=${yesterday.iso}$`));
  });

  test('Next and Previous take the focus to the top of the page of results they open', async ({ page }) => {
    // More than a page of rows: whatever earlier tests left in the trail, and purchases made here for the
    // rest (up to a page of them when this file runs alone, hence the time).
    test.setTimeout(400_000);
    await signInSession(page);
    const read = await page.request.post(TRACKER_API, { data: { page: 1 } });
    const { total } = (await read.json()) as TrackerPage;
    for (let n = total; n <= TRACKER_PAGE_SIZE; n++) await initiatePurchase(page);
    await page.goto('/track-transactions');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toBeVisible({ timeout: 20_000 });

    await pages.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    const second = page.getByText(new RegExp(`^${TRACKER_PAGE_SIZE + 1}–\\d+ of \\d+$`));
    await expect(second).toBeFocused();
    await expect(second).toBeInViewport();
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await pages.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/[?&]page=/);
    const first = page.getByText(new RegExp(`^1–${TRACKER_PAGE_SIZE} of \\d+$`));
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
  });
});

/** India's day, as typed (DD/MM/YYYY) and as the address keeps it (YYYY-MM-DD): today, or some days from it. */
function istDay(days = 0) {
  const d = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  const [y, m, dd] = [d.getUTCFullYear(), String(d.getUTCMonth() + 1).padStart(2, '0'), String(d.getUTCDate()).padStart(2, '0')];
  return { display: `${dd}/${m}/${y}`, iso: `${y}-${m}-${dd}` };
}
