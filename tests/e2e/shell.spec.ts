import { expect, expectAccessible, signIn, test } from './fixtures';
import { USERS } from './env';

const FULL_MENU = ['Dashboard', 'Investors', 'New Transaction', 'Create NFO Link', 'NAV', 'Mailback Request', 'Transaction History', 'e-KYC', 'View My Earnings'];

test.describe('shell and landing', () => {
  test('flag N lands on the dashboard with the full menu', async ({ page }) => {
    await signIn(page, USERS.demo);
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const label of FULL_MENU) await expect(menu.getByText(label, { exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Mailback Request' }).click();
    await expect(menu.getByRole('link', { name: 'Myself' })).toHaveAttribute('href', '/mailBackRequest');
    await expect(menu.getByRole('link', { name: 'Investor', exact: true })).toHaveAttribute('href', '/mailBackRequest/investor');
    await expect(page.getByText('demo@dit.test')).toBeVisible();
    await expect(page.getByText('Asha Menon').first()).toBeVisible();
    await expect(page.getByText('ARN-112233').first()).toBeVisible();
    await expect(page.getByText('Mutual Fund investments are subject to market risks')).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(page.getByRole('link', { name: /Query assistant/ })).toHaveAttribute('target', '_blank');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('any other flag lands on New Transaction and sees only that', async ({ page }) => {
    await signIn(page, USERS.txn);
    await expect(page).toHaveURL(/\/new-transaction$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Transaction' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'New Transaction' })).toBeVisible();
    for (const path of ['/dashboard', '/settings', '/investors', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/new-transaction$/);
    }
  });

  test('breadcrumbs follow the new-transaction path', async ({ page }) => {
    await signIn(page, USERS.demo);
    await page.goto('/new-transaction/transction-types');
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
});
