import type { Page } from '@playwright/test';
import { USERS } from './env';
import { expect, fillSignIn, type SandboxControls, signInSession, test } from './fixtures';
import { approveFromOutbox, LIVE_SIPS } from './live-sip-helpers';
import { pauseRaviSip } from './plan-api';

// SIP instalments on the sandbox clock as the investor detail and Select Live SIP show them: Sunil
// Verma's SIP whose debits fail for insufficient funds, cancelled at its third consecutive failure,
// and an approved pause of Ravi's SIP, scheduled and then in effect.

test.describe.configure({ timeout: 150_000 });

const SUNIL = { pan: 'SVWPV3141F', folio: '10345671' };
const DAY_MINUTES = 24 * 60;

async function signIn(page: Page) {
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
}

/** The clock moved days on outlives the session's upstream token: sign in afresh. */
async function moveClock(page: Page, sandbox: SandboxControls, days: number) {
  await sandbox.advanceClock(days * DAY_MINUTES);
  await page.context().clearCookies();
  await signIn(page);
}

/** The investor detail's Upcoming SIPs, and the SIP on `folio` as the visible table row or card shows it. */
async function upcomingSip(page: Page, pan: string, folio: string) {
  await page.goto(`/investors/details/${pan}`);
  await page.getByRole('tab', { name: 'Upcoming SIPs' }).click();
  const table = page.getByRole('table', { name: 'Upcoming SIPs' });
  const cards = page.getByRole('list', { name: 'Upcoming SIPs' });
  // Only the visible one of the two is in the accessibility tree: the table on a desktop, the cards at 390 px.
  await expect(table.or(cards)).toBeVisible();
  const list = (await table.count()) > 0 ? table.getByRole('row') : cards.locator(':scope > li');
  return list.filter({ hasText: folio });
}

test("Sunil Verma's SIP shows 2 of 3 failed instalments on the investor detail; after moving the clock 6 days it is cancelled with the reason", async ({ page, sandbox }) => {
  await signInSession(page);
  const sip = await upcomingSip(page, SUNIL.pan, SUNIL.folio);
  await expect(sip).toContainText('Live');
  await expect(sip).toContainText('2 consecutive failed instalments: 1 more failed instalment would cancel it');
  await expect(sip.getByRole('list', { name: /Recent instalments of SIP/ }).getByRole('listitem').filter({ hasText: 'Failed (Insufficient funds)' })).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await moveClock(page, sandbox, 6);
  const cancelled = await upcomingSip(page, SUNIL.pan, SUNIL.folio);
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled).toContainText(/Cancelled after 3 consecutive failed instalments on \d{2}\/\d{2}\/\d{4}/);
  await expect(cancelled.getByRole('listitem').filter({ hasText: 'Failed (Insufficient funds)' })).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("an approved pause shows 'Paused until …' on the investor detail and Select Live SIP", async ({ page, sandbox }) => {
  const pause = await pauseRaviSip();
  await signInSession(page);
  await approveFromOutbox(page, sandbox, pause.reference, 'SIP Pause');
  await page.goto('/dashboard');
  const scheduled = await upcomingSip(page, 'BKFPS4821K', '10234561');
  await expect(scheduled.filter({ hasText: '₹5,000' })).toContainText(`Pause from ${pause.from} to ${pause.to}`);

  const [d, m, y] = pause.from.split('/');
  const days = Math.ceil((Date.parse(`${y}-${m}-${d}T12:00:00Z`) - Date.now()) / 86_400_000) + 1;
  await moveClock(page, sandbox, days);
  const paused = await upcomingSip(page, 'BKFPS4821K', '10234561');
  await expect(paused.filter({ hasText: '₹5,000' })).toContainText(`Paused until ${pause.to}`);

  const ready = await page.request.post('/api/investors/initiate', { data: { pan: 'BKFPS4821K', from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  await page.goto(LIVE_SIPS);
  await expect(page).toHaveURL(/select-live-sip\?f=/);
  const row = page.getByRole('table', { name: 'Live SIPs of folio 10234561' }).getByRole('row').filter({ hasText: '7000001' });
  await expect(row).toContainText(`Paused until ${pause.to}`);
  await expect(row).toContainText('Top-up not allowed while the SIP is paused');
});
