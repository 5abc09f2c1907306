import type { Page } from '@playwright/test';
import { expect, expectAccessible, fillSignIn, signIn, signInTo, test } from './fixtures';
import { USERS } from './env';
import { passFirstVisit } from './first-visit';

const FULL_MENU = ['Dashboard', 'Today', 'Investors', 'New Transaction', 'Create NFO Link', 'NAV', 'Mailback Request', 'Transaction History', 'e-KYC', 'View My Earnings', 'Team'];

test.describe('shell and landing', () => {
  test('flag N lands on the dashboard with the full menu', async ({ page }) => {
    await signIn(page, USERS.demo);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Run on its own against a fresh store, this is the demo distributor's first dashboard.
    await passFirstVisit(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const label of FULL_MENU) await expect(menu.getByText(label, { exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Mailback Request' }).click();
    await expect(menu.getByRole('link', { name: 'Myself' })).toHaveAttribute('href', '/mailBackRequest');
    await expect(menu.getByRole('link', { name: 'Investor', exact: true })).toHaveAttribute('href', '/mailBackRequest/investor');
    await expect(page.getByText('demo@dit.test')).toBeVisible();
    await expect(page.getByText('Asha Menon').first()).toBeVisible();
    await expect(page.getByText('ARN-112233').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profile settings' }).first()).toHaveAttribute('href', '/settings');
    await expect(page.getByText('Mutual Fund investments are subject to market risks')).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(page.getByRole('link', { name: /Query assistant/ })).toHaveAttribute('target', '_blank');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('any other flag lands on New Transaction and sees only that', async ({ page }) => {
    // Seven page loads, each checked with axe.
    test.slow();
    await signIn(page, USERS.txn);
    await expect(page).toHaveURL(/\/new-transaction$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Transaction' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'New Transaction' })).toBeVisible();
    // Settings is the full portal's, so its shortcut by the profile is not offered.
    await expect(page.getByRole('link', { name: 'Profile settings' })).toHaveCount(0);
    for (const path of ['/dashboard', '/settings', '/investors', '/e-KYC', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/new-transaction$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'e-KYC Form' })).toHaveCount(0);
    // New Transaction's own e-KYC route, where its KYC prompt leads, stays open.
    await page.goto('/new-transaction/new-investor/ekyc/DHRPK2206B');
    await expect(page.getByRole('heading', { level: 1, name: 'e-KYC Form' })).toBeVisible();
  });

  test('breadcrumbs follow the new-transaction path', async ({ page }) => {
    await signInTo(page, '/new-transaction/transction-types', USERS.demo);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'New Transaction' })).toHaveAttribute('href', '/new-transaction');
    await expect(crumbs.getByText('Transaction Type')).toHaveAttribute('aria-current', 'page');
  });

  test('at 390 px the menu folds behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, USERS.demo);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Investors' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('Log out goes to / on the host the person is on', async ({ page, baseURL }) => {
    // The portal's configured address says localhost; this person reached it by another name.
    const other = (baseURL ?? '').replace('localhost', '127.0.0.1');
    await page.goto(`${other}/login`);
    await fillSignIn(page, USERS.demo);
    await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(new RegExp(`^${other.replace(/\./g, '\\.')}/(login)?$`));
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  });
});

/**
 * The words and controls of the main content that the query assistant's box overlaps, at the scroll
 * position now. Content scrolled (even partly) under the sticky top bar is hidden by the bar, so it does not count.
 */
async function coveredByAssistant(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('a[aria-label^="Query assistant"]');
    if (!button) return ['no query assistant'];
    const b = button.getBoundingClientRect();
    const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const hits: string[] = [];
    const selector = 'a, button, input, select, textarea, p, td, th, li, h1, h2, h3, label, [role="note"]';
    for (const el of document.querySelectorAll(`main :is(${selector})`)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.top < barBottom) continue;
      if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
        hits.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
      }
    }
    return hits;
  });
}

async function expectNothingCovered(page: Page, where: string) {
  await expect(page.getByRole('link', { name: /Query assistant/ })).toBeVisible();
  for (const at of ['top', 'middle', 'bottom'] as const) {
    await page.evaluate((to) => {
      const end = document.documentElement.scrollHeight;
      window.scrollTo(0, to === 'top' ? 0 : to === 'middle' ? end / 2 - window.innerHeight / 2 : end);
    }, at);
    expect(await coveredByAssistant(page), `${where}, scrolled to the ${at}`).toEqual([]);
  }
}

test.describe('the query assistant never covers content', () => {
  for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    test(`at ${size.width} px: the investor list's row actions and a form's IDCW note`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(size);
      await signInTo(page, '/investors', USERS.demo);
      await expect(page.getByRole('button', { name: /Transact/ }).first()).toBeVisible({ timeout: 30_000 });
      await expectNothingCovered(page, 'investors');

      const ready = await page.request.post('/api/investors/initiate', { data: { pan: 'BKFPS4821K', from: 'list' } });
      expect(await ready.json()).toEqual({ outcome: 'ready' });
      await page.goto('/new-transaction/additional-purchase');
      await page.getByRole('link', { name: /Digital Mode/ }).click();
      await expect(page.getByText('renamed as IDCW', { exact: false })).toBeVisible({ timeout: 30_000 });
      await expectNothingCovered(page, 'additional purchase');
    });
  }
});
