import type { Page } from '@playwright/test';
import { expect, signInAfresh as signIn, test } from './fixtures';

// The end-to-end portal runs a production build, where the session cookie carries the __Host- prefix.
const SESSION = '__Host-portal.session';

/**
 * A quiet page with no request left in flight or to come: the next navigation is then the first request
 * to meet a moved sandbox clock. (A link prefetch answered after the clock moved would teach the portal
 * the new time first, and the proxy would renew or sign out before the page itself is asked for.)
 */
async function settle(page: Page) {
  await page.route(/[?&]_rsc=/, (route) => route.abort());
  await page.goto('/settings');
  await page.waitForLoadState('networkidle');
}

test.describe('session', () => {
  test('the token is renewed once when 20 minutes or less remain', async ({ page, sandbox }) => {
    await signIn(page);
    await page.goto('/settings');
    expect(await sandbox.calls('/refresh_token')).toHaveLength(0);
    await sandbox.advanceClock(41);
    await page.goto('/settings'); // the portal learns the registrar's clock from this render's answers
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
    // Several requests at once still make a single refresh.
    await page.evaluate(() => Promise.all(Array.from({ length: 5 }, () => fetch('/api/auth/session'))));
    const refreshes = await sandbox.calls('/refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.outcome).toBe('ok');
    await sandbox.advanceClock(30); // past the first token's expiry: only the renewed token still works
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  });

  test('a BFF call renews a due token by itself, once for calls made together', async ({ page, sandbox }) => {
    await signIn(page);
    await settle(page);
    await sandbox.advanceClock(41);
    const read = () => page.evaluate(() => fetch('/api/dashboard/summary').then((r) => r.status));
    expect(await read()).toBe(200); // teaches the portal the registrar's clock; the next calls must renew
    const together = await page.evaluate(() => Promise.all(Array.from({ length: 5 }, () => fetch('/api/dashboard/summary').then((r) => r.status))));
    expect(together).toEqual([200, 200, 200, 200, 200]);
    const refreshes = await sandbox.calls('/refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.outcome).toBe('ok');
    await sandbox.advanceClock(30); // past the first token's expiry: only the renewed cookie still reads
    expect(await read()).toBe(200);
  });

  test('a failed renewal on a BFF call answers 401 and ends the cookie', async ({ page, sandbox }) => {
    await signIn(page);
    await settle(page);
    await sandbox.advanceClock(41);
    await sandbox.fault('/refresh_token', 'reject-token', 10);
    const read = () => page.evaluate(() => fetch('/api/dashboard/summary').then(async (r) => ({ status: r.status, body: await r.json() })));
    expect((await read()).status).toBe(200);
    expect(await read()).toEqual({ status: 401, body: { message: 'Your session has expired. Please sign in again.' } });
    expect((await page.context().cookies()).find((c) => c.name === SESSION)).toBeUndefined();
  });

  test('a failed renewal signs the distributor out', async ({ page, sandbox }) => {
    await signIn(page);
    await settle(page);
    await sandbox.advanceClock(41);
    await sandbox.fault('/refresh_token', 'reject-token', 10);
    await page.goto('/settings'); // teaches the portal the registrar's clock; the next request must renew
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?expired=1&from=%2Fsettings$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  test('a token the fund house no longer accepts ends the session', async ({ page, sandbox }) => {
    await signIn(page);
    await settle(page);
    await sandbox.advanceClock(61); // expired before the portal could learn the new time
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?from=%2Fsettings$/);
  });

  test('the session cookie is sealed and the token never reaches the browser', async ({ page }) => {
    await signIn(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(cookie?.domain).not.toMatch(/^\./);
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal.session');
    const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()));
    expect(Object.keys(session.user).sort()).toEqual(['arn', 'flag', 'lastLogin', 'name', 'userId']);
    // The fund house's tokens are HS256 JWTs; their header is the same for every token.
    const jwtHeader = 'eyJhbGciOiJIUzI1NiJ9';
    expect(JSON.stringify(session)).not.toContain(jwtHeader);
    expect(await page.content()).not.toContain(jwtHeader);
    expect(cookie?.value).not.toContain(jwtHeader);
  });

  test('every response carries the security headers', async ({ page, request }) => {
    // A page rendered per request (the prerendered ones are checked in public-pages.spec.ts).
    const res = await page.goto('/register');
    const headers = res!.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['x-powered-by']).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    // Browsers hide nonces from the DOM, so look at the HTML as sent.
    expect(await res!.text()).toContain(`nonce="${nonce}"`);
    // A second request gets a different nonce; a redirect and an API answer carry the headers too.
    const again = await request.get('/register');
    expect(again.headers()['content-security-policy']).not.toContain(nonce);
    const redirect = await request.get('/settings', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers()['x-content-type-options']).toBe('nosniff');
    const api = await request.post('/api/account/password', { data: {} });
    expect(api.status()).toBe(401);
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // A read carries them too (next.config.mjs gives the BFF its headers; the proxy does not run for it).
    const read = await request.get('/api/dashboard/summary');
    expect(read.status()).toBe(401);
    expect(read.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(read.headers()['x-frame-options']).toBe('DENY');
    expect(read.headers()['strict-transport-security']).toContain('max-age=');
    expect(read.headers()['cache-control']).toBe('no-store');
  });

  test('after sign-out the old cookie reads nothing, anywhere', async ({ page, request }) => {
    await signIn(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION)!;
    const withOld = { headers: { cookie: `${cookie.name}=${cookie.value}` } };
    expect((await request.get('/api/dashboard/summary', withOld)).status()).toBe(200);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const data = await request.get('/api/dashboard/summary', withOld);
    const session = await (await request.get('/api/auth/session', withOld)).json();
    console.info(`old cookie after sign-out: /api/dashboard/summary ${data.status()}, session ${JSON.stringify(session)}`);
    expect(data.status()).toBe(401);
    expect(session).toEqual({});
  });
});
