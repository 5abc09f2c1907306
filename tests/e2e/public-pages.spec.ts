import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PUBLIC_ORIGIN } from './env';

// The public pages as a search engine and a reader without JavaScript meet them.

const PUBLIC_PAGES = [
  '/login',
  '/register',
  '/forgot-userid',
  '/forgot-password',
  '/terms-conditions',
  "/Enach-Faq's",
  '/distributor-empanellement',
  '/generate-arn-link',
  '/common-arn-link',
];

test.describe('terms and e-NACH FAQs', () => {
  test('the terms carry the distributor obligations and the NAV rule', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '3. Distributor obligations' })).toBeVisible();
    await expect(page.getByText(/persons in the United States of America or Canada/)).toBeVisible();
    await expect(page.getByText(/within 30 days of any change in the tax-residency/)).toBeVisible();
    await expect(page.getByText(/linked with Aadhaar by the deadline/)).toBeVisible();
    await expect(page.getByText(/purchases of ₹2 lakh or more, the NAV applicable is that of the day on which the funds are credited/)).toBeVisible();
    await expect(page.getByText(/within 2 working days/)).toBeVisible();
  });

  test('the FAQ answers open and close as disclosures', async ({ page }) => {
    await page.goto("/Enach-Faq's");
    await expect(page.getByRole('heading', { level: 1, name: /e-NACH: frequently asked questions/ })).toBeVisible();
    const answer = page.getByText(/About 40 banks support e-NACH/);
    await expect(answer).toBeHidden();
    await page.getByText('Which banks support e-NACH?').click();
    await expect(answer).toBeVisible();
    await page.getByText('Which bank accounts can be used?').click();
    await expect(page.getByText(/Only savings accounts can be registered/)).toBeVisible();
    await page.getByText('How soon can a SIP start after the mandate is registered?').click();
    await expect(page.getByText(/A SIP can start 10 days after the mandate is registered/)).toBeVisible();
    await page.getByText('Which banks support e-NACH?').click();
    await expect(answer).toBeHidden();
  });

  test('the FAQ carries FAQPage structured data with every question', async ({ page }) => {
    await page.goto("/Enach-Faq's");
    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(raw ?? '') as { '@type': string; mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(await page.locator('details').count());
    expect(data.mainEntity.every((q) => q['@type'] === 'Question' && q.acceptedAnswer.text.length > 20)).toBe(true);
    const amounts = data.mainEntity.find((q) => q.name === 'What amount should the mandate be for?');
    expect(amounts?.acceptedAnswer.text).toContain('₹1,000 up to ₹1,00,00,000');
    expect(amounts?.acceptedAnswer.text).toContain('₹1,000 up to ₹1,00,000');
    const upi = data.mainEntity.find((q) => q.name === 'How is a UPI Autopay mandate validated?');
    expect(upi?.acceptedAnswer.text).toContain('Re 1');
    expect(upi?.acceptedAnswer.text).toContain('within 5 minutes');
  });

  test('/enach-faq redirects permanently to the FAQ page', async ({ page, request }) => {
    const res = await request.get('/enach-faq', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(decodeURIComponent(new URL(res.headers().location ?? '', 'http://x').pathname)).toBe("/Enach-Faq's");
    // Some clients send the apostrophe percent-encoded; that is the same page.
    expect((await request.get('/Enach-Faq%27s', { maxRedirects: 0 })).status()).toBe(200);
    await page.goto('/enach-faq');
    await expect(page).toHaveURL(/\/Enach-Faq('|%27)s$/);
    await expect(page.getByRole('heading', { level: 1, name: /e-NACH/ })).toBeVisible();
  });
});

test.describe('prerendered public answers', () => {
  const scriptSrc = (csp: string) => csp.split(';').find((d) => d.trim().startsWith('script-src'))?.trim() ?? '';

  for (const path of ['/login', '/terms-conditions', "/Enach-Faq's"]) {
    test(`${path} is cacheable by a CDN, with its inline scripts allowed by hash and no nonce`, async ({ page, request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const headers = res.headers();
      expect(headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
      expect(headers['set-cookie']).toBeUndefined();
      const csp = headers['content-security-policy'] ?? '';
      expect(scriptSrc(csp)).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(csp).not.toContain('nonce-');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      // The same answer twice: nothing in it is made per request.
      expect((await request.get(path)).headers()['content-security-policy']).toBe(csp);
      // The page's scripts run under that policy: nothing is refused, and the page works.
      const refused: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
    });
  }

  test('robots.txt and the sitemap are cacheable and let nothing run', async ({ request }) => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const headers = (await request.get(path)).headers();
      expect(headers['cache-control']).toMatch(/^public, /);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});

test.describe('findability', () => {
  // Prerendered or not, every address names the one public origin the portal runs at (PUBLIC_ORIGIN): every
  // end-to-end slot's portal is configured with slot 0's.
  test('/sitemap.xml lists exactly the public pages', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL((m[1] ?? '').replace(/&apos;/g, "'").replace(/&amp;/g, '&')));
    expect(urls.map((u) => decodeURIComponent(u.pathname)).sort()).toEqual([...PUBLIC_PAGES].sort());
    for (const u of urls) expect(u.origin).toBe(E2E_PUBLIC_ORIGIN);
  });

  test('/robots.txt lets robots into the public pages and keeps them out of the signed-in area', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const lines = (await res.text()).split('\n').map((l) => l.trim());
    for (const path of PUBLIC_PAGES) expect(lines).toContain(`Allow: ${path}`);
    for (const path of ['/dashboard', '/investors', '/new-transaction', '/settings', '/api/', '/otp', '/reset-password']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${E2E_PUBLIC_ORIGIN}/sitemap.xml`);
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path} has a title, a description and a canonical link`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/\S.* · Distributor Portal$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{40,}/);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, `canonical link of ${path}`).toHaveCount(1);
      const href = (await canonical.getAttribute('href')) ?? '';
      expect(decodeURIComponent(new URL(href).pathname)).toBe(path);
      expect(new URL(href).origin).toBe(E2E_PUBLIC_ORIGIN);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // axe-core runs inside the page, which it cannot do with scripts off: these tests go through the
  // frame (the fixture's checked page.goto would hang) and leave on about:blank so the fixture's final
  // check skips. The same pages are axe-checked with scripts on by the tests above.
  const open = (page: Page, path: string) => page.mainFrame().goto(path);
  test.afterEach(async ({ page }) => {
    await page.mainFrame().goto('about:blank');
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path} renders its content`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(100);
    });
  }

  test('the FAQ answers open without JavaScript', async ({ page }) => {
    await open(page, "/Enach-Faq's");
    await page.getByText('How long does a mandate last?').click();
    await expect(page.getByText(/40 years after the start date for e-NACH and 30 years for UPI Autopay/)).toBeVisible();
    await expect(page.getByText(/‘Until Cancelled’/)).toBeVisible();
  });

  test('the link generators explain themselves and show their forms', async ({ page }) => {
    await open(page, '/generate-arn-link');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Category' }).getByRole('option', { name: 'Equity' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Generate Link' })).toBeVisible();
    await open(page, '/common-arn-link');
    await expect(page.getByRole('textbox', { name: 'Broker Code', exact: true })).toBeVisible();
  });
});

test('a load balancer finds the portal alive and ready (the store migrated, the registrar reachable, its market calendar published)', async ({ request }) => {
  const live = await request.get('/api/health/live');
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: 'alive' });
  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', checks: { store: 'ok', migrations: 'ok', registrar: 'ok', calendar: 'ok' } });
  expect(ready.headers()['cache-control']).toBe('no-store');
});
