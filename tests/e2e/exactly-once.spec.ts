import type { Page } from '@playwright/test';
import type { DashboardSummaryResponse } from '../../lib/api/dashboard';
import { E2E_PORT, PASSWORD, SANDBOX_URL, USERS } from './env';
import { expect, fillSignIn, type SandboxControls, signInSession, test } from './fixtures';

// Money moves once even when the registrar's answer is lost: a confirmation whose answer never
// arrives (garbled, or later than the portal waits) and is then confirmed again makes one transaction
// and one mail, and the distributor ends on its reference; a double Submit records one request.

const RAVI = { pan: 'BKFPS4821K', email: 'ravi.sharma@example.com' };
const ADDITIONAL = '/new-transaction/additional-purchase/digital/transact';
const CONFIRM = '**/api/transactions/additional-purchase/confirm?*';
/** Past the portal's upstream time limit (FUNDHOUSE_TIMEOUT_MS, 10 s by default). */
const PAST_THE_LIMIT_MS = 13_000;

const SUBMIT = /\/api\/transactions\/additional-purchase\?/;

const delayedCalls = async (sandbox: SandboxControls) =>
  ((await sandbox.calls('/SaveDTRWeb')) as { fault?: string | null }[]).filter((c) => c.fault === 'delay');

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function fillAdditionalPurchase(page: Page) {
  await page.goto(`${ADDITIONAL}?pan=${RAVI.pan}`);
  await combo(page, 'Folio').selectOption('10234561');
  await combo(page, 'Scheme').selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2500');
}

async function toSummary(page: Page) {
  await fillAdditionalPurchase(page);
  await page.getByRole('button', { name: 'Submit' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();
}

/** What the registrar holds afterwards: pending transactions on the dashboard and the investor's mails. */
async function registrarCounts(page: Page, sandbox: SandboxControls) {
  const summary = (await (await page.request.get('/api/dashboard/summary')).json()) as DashboardSummaryResponse;
  const mails = (await sandbox.outbox(RAVI.email)).filter((m) => m.subject.includes('Additional Purchase'));
  return { pending: summary.counts.pending, mails: mails.length };
}

/**
 * Confirms with the answer lost, then confirms again with the same key (a retry, a second tab), and
 * expects one transaction, one mail and the reference on screen.
 */
async function confirmTwiceAfterLostAnswer(page: Page, sandbox: SandboxControls, arm: () => Promise<unknown>, settled: () => Promise<void>) {
  await signInSession(page);
  const before = await registrarCounts(page, sandbox);
  await toSummary(page);
  await arm();
  const sent = page.waitForRequest(CONFIRM);
  const answered = page.waitForResponse(CONFIRM, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  const request = await sent;
  await answered;
  const again = await page.request.post(request.url(), { headers: { 'Idempotency-Key': request.headers()['idempotency-key'] ?? '' } });
  expect(again.status()).toBeLessThan(300);
  await settled();

  const after = await registrarCounts(page, sandbox);
  expect.soft(after.pending - before.pending, 'transactions made').toBe(1);
  expect.soft(after.mails - before.mails, 'authorisation mails sent').toBe(1);
  const dialog = page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' });
  await expect(dialog.getByText('Reference Number')).toBeVisible({ timeout: 30_000 });
  const reference = (await dialog.getByRole('strong').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\d+$/);
  const mails = (await sandbox.outbox(RAVI.email)).filter((m) => m.subject.includes('Additional Purchase'));
  expect(mails.at(-1)?.subject).toContain(`transaction ${reference}`);
}

test.describe('exactly once', () => {
  test.describe.configure({ timeout: 150_000 });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await browser.newPage({ baseURL: `http://localhost:${E2E_PORT}` });
    await page.goto('/login');
    await fillSignIn(page, USERS.demo, PASSWORD);
    await expect(page.getByText('Logged as')).toBeVisible({ timeout: 170_000 });
    await page.close();
  });

  test('a garbled answer to the confirmation, then a second confirm: one transaction, one mail, the reference', async ({ page, sandbox }) => {
    await confirmTwiceAfterLostAnswer(
      page,
      sandbox,
      () => sandbox.fault('/SaveDTRWeb', 'malformed'),
      async () => undefined,
    );
  });

  test('a confirmation answered after the time limit, then a second confirm: one transaction, one mail, the reference', async ({ page, sandbox }) => {
    await confirmTwiceAfterLostAnswer(
      page,
      sandbox,
      () => page.request.post(`${SANDBOX_URL}/__sandbox/faults`, { data: { path: '/SaveDTRWeb', kind: 'delay', ms: PAST_THE_LIMIT_MS } }),
      // The late first call must have been handled by the registrar before anything is counted.
      () => expect.poll(async () => (await delayedCalls(sandbox)).length, { timeout: 20_000 }).toBe(1),
    );
  });

  test('a second save refused as already submitted while the look-up fails stays in doubt, then ends on the reference', async ({ page, sandbox }) => {
    await signInSession(page);
    const before = await registrarCounts(page, sandbox);
    await toSummary(page);
    const lookups = async () => (await sandbox.calls('/ShowpurchaseconfirmationData')).length;
    const asked = await lookups();
    const statuses: number[] = [];
    page.on('response', (r) => void (/\/api\/transactions\/additional-purchase\/confirm\?/.test(r.url()) && statuses.push(r.status())));

    // The first save reaches the registrar only after the portal has stopped waiting for it.
    await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, { data: { path: '/SaveDTRWeb', kind: 'delay', ms: 15_000 } });
    const sent = page.waitForRequest(CONFIRM);
    const first = page.waitForResponse(CONFIRM, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Confirm' }).click();
    const request = await sent;
    expect((await first).status()).toBe(202);
    // The screen checks again: the registrar has made nothing yet, so the save goes again and lands after
    // the first one, which the registrar refuses as already submitted; the look-up that follows fails.
    await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, { data: { path: '/SaveDTRWeb', kind: 'delay', ms: 6_000 } });
    await expect.poll(lookups, { timeout: 20_000 }).toBeGreaterThan(asked);
    await sandbox.fault('/ShowpurchaseconfirmationData', 'http-500');

    const dialog = page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' });
    await expect(dialog.getByText('Reference Number')).toBeVisible({ timeout: 60_000 });
    const reference = (await dialog.getByRole('strong').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^\d+$/);
    expect(statuses, 'no confirmation answered as refused').not.toContain(422);
    expect(statuses.filter((s) => s === 202).length, 'answers that the outcome is being checked').toBeGreaterThanOrEqual(2);
    expect((await sandbox.calls('/SaveDTRWeb')).map((c) => c.outcome)).toEqual(['ok', 'error']);

    // A third confirmation with the same key answers the same reference.
    const again = await page.request.post(request.url(), { headers: { 'Idempotency-Key': request.headers()['idempotency-key'] ?? '' } });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ reference });
    const after = await registrarCounts(page, sandbox);
    expect(after.pending - before.pending, 'transactions made').toBe(1);
    expect(after.mails - before.mails, 'authorisation mails sent').toBe(1);
  });

  test('two submissions of the same form at once record one request upstream', async ({ page, sandbox }) => {
    await signInSession(page);
    await fillAdditionalPurchase(page);
    let answered = 0;
    page.on('requestfinished', (r) => void (SUBMIT.test(r.url()) && answered++));
    page.on('requestfailed', (r) => void (SUBMIT.test(r.url()) && answered++));
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit' }) });
    await form.evaluate((f: HTMLFormElement) => {
      f.requestSubmit();
      f.requestSubmit();
    });
    await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();
    await expect.poll(() => answered).toBe(2);
    const recorded = (await sandbox.calls('/SentpurchasemailRed')).filter((c) => c.outcome === 'ok');
    expect(recorded).toHaveLength(1);
  });
});
