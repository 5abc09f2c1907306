import type { Page } from '@playwright/test';
import type { DashboardSummaryResponse } from '../../lib/api/dashboard';
import { moveToDigestTime, portalMails, turnDigestOn } from './digest-steps';
import { E2E_DIGEST_TICK_SECONDS, PASSWORD, USERS } from './env';
import { expect, fillSignIn, test } from './fixtures';
import { BALANCER_URL, INSTANCE_PORTS, missingPrerequisite, signInOn, startStack, type Stack } from './scale-out-stack';

// Two portal instances sharing one PostgreSQL behind nginx: whatever one instance learns (a session, a
// run of wrong passwords, a confirmed key, a draft) the other knows, so the balancer needs no stickiness;
// and a morning digest both of them find due is sent once.

const [A, B] = INSTANCE_PORTS.map((port) => `http://localhost:${port}`) as [string, string];
const RAVI = 'BKFPS4821K';
const ADDITIONAL = '/new-transaction/additional-purchase/digital/transact';

let stack: Stack | null = null;

test.describe('two portal instances behind nginx', () => {
  test.describe.configure({ timeout: 150_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const missing = await missingPrerequisite();
    // CI installs nginx and has PostgreSQL, so there a missing prerequisite is a failure, not a skip; a
    // developer's machine without them is told plainly what did not run.
    if (missing && process.env.CI) throw new Error(`scale-out test cannot run: ${missing}`);
    if (missing) console.warn(`scale-out test skipped: ${missing}`);
    test.skip(missing !== null, `skipped: ${missing}`);
    stack = await startStack();
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('the sign-in throttle counts across instances', async () => {
    const from = '127.0.0.23';
    const user = `scale-out-${Date.now()}@dit.test`;
    // Five wrong passwords on A (the per-user limit), then the sixth try is refused by B without a check.
    for (let i = 0; i < 5; i++) expect(await signInOn(INSTANCE_PORTS[0], from, user, `Wrong@${i}`)).toBe('INVALID');
    expect(await signInOn(INSTANCE_PORTS[1], from, user, 'Wrong@5')).toMatch(/^THROTTLED/);
  });

  test('nginx keeps the prerendered public pages as they are, and passes on every request with a query', async ({ request }) => {
    const direct = await request.get(`${A}/terms-conditions`);
    // The first request may already find a copy (nginx keeps it across tests); the second always does.
    for (const path of ['/terms-conditions', '/Enach-Faq%27s']) expect((await request.get(`${BALANCER_URL}${path}`)).status()).toBe(200);
    const kept = await request.get(`${BALANCER_URL}/terms-conditions`);
    expect(kept.headers()['x-cache-status']).toBe('HIT');
    expect(kept.headers()['cache-control']).toMatch(/^public, /);
    // The page's own hash policy travels with the copy.
    expect(kept.headers()['content-security-policy']).toBe(direct.headers()['content-security-policy']);
    expect(kept.headers()['content-security-policy']).toContain("'sha256-");
    expect(await kept.text()).toBe(await direct.text());
    expect((await request.get(`${BALANCER_URL}/Enach-Faq%27s`)).headers()['x-cache-status']).toBe('HIT');
    // /login?expired=1 ends a session's cookie: never from the cache, never kept.
    expect((await request.get(`${BALANCER_URL}/login?expired=1`)).headers()['x-cache-status']).toBe('BYPASS');
    expect((await request.get(`${BALANCER_URL}/api/dashboard/summary`)).headers()['x-cache-status']).toBeUndefined();
  });

  test('a session, a draft and an idempotency key work on either instance', async ({ page }) => {
    const pending = async (base: string) =>
      ((await (await page.request.get(`${base}/api/dashboard/summary`)).json()) as DashboardSummaryResponse).counts.pending;

    // Signed in through the balancer; the cookie (localhost, any port) is then honoured by each instance.
    await page.goto(`${BALANCER_URL}/login`);
    await fillSignIn(page, USERS.demo, PASSWORD);
    await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
    for (const base of [A, B]) {
      await page.goto(`${base}/dashboard`);
      await expect(page.getByText('Logged as')).toBeVisible();
    }
    const pendingBefore = await pending(A);

    // The draft: submitted on A, its summary opened on B.
    await page.goto(`${A}${ADDITIONAL}?pan=${RAVI}`);
    await fillAdditionalPurchase(page);
    await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();
    const summaryPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.goto(`${B}${summaryPath}`);
    await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();
    await expect(page.getByText('10234561')).toBeVisible();

    // The key: confirmed on B, replayed on A, one transaction and one reference.
    const sent = page.waitForRequest('**/api/transactions/additional-purchase/confirm?*');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const request = await sent;
    const dialog = page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' });
    const reference = (await dialog.getByRole('strong').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^\d+$/);
    const confirmPath = new URL(request.url()).pathname + new URL(request.url()).search;
    const replay = await page.request.post(`${A}${confirmPath}`, { headers: { 'Idempotency-Key': request.headers()['idempotency-key'] ?? '' } });
    expect(replay.status()).toBe(200);
    expect(((await replay.json()) as { reference?: string }).reference).toBe(reference);
    expect(await pending(BALANCER_URL)).toBe(pendingBefore + 1);
  });

  test('a morning digest both instances find due is sent once', async ({ page, request }) => {
    await page.goto(`${BALANCER_URL}/login`);
    await fillSignIn(page, USERS.demo, PASSWORD);
    await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
    await turnDigestOn(page, A);
    await moveToDigestTime(request);
    await expect.poll(async () => (await portalMails(request, USERS.demo)).length, { timeout: 60_000 }).toBe(1);
    // Both tick every couple of seconds and both find the day due: the claim lets one of them send.
    await page.waitForTimeout(4 * E2E_DIGEST_TICK_SECONDS * 1000);
    expect(await portalMails(request, USERS.demo)).toHaveLength(1);
  });
});

async function fillAdditionalPurchase(page: Page) {
  await page.getByRole('combobox', { name: 'Folio', exact: true }).selectOption('10234561');
  await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2500');
  await page.getByRole('button', { name: 'Submit' }).press('Enter');
}
