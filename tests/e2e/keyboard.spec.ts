import type { Locator, Page } from '@playwright/test';
import { USERS, PASSWORD } from './env';
import { expect, test } from './fixtures';

// A distributor who uses only the keyboard, from signing in to an additional purchase's reference: every
// control is reached with Tab in the page's order and worked with Enter, Space, arrows or typing; the
// skip link goes past the menu; the tabs follow the arrow keys; focus comes back where a dialog was opened.

test.describe.configure({ timeout: 120_000 });

const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma' };

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if the page's order never reaches it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, 'reached with the keyboard').toBeFocused();
}

test('sign in, find an investor and make an additional purchase with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: 'User Id' }));
  await page.keyboard.type(USERS.demo);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });

  // The first Tab of a page as it opens offers the skip link, which takes the focus past the menu into the content.
  await page.reload();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // The dashboard's tabs: one tab stop, the arrows move and select.
  const first = page.getByRole('tab', { name: 'AUM SUMMARY' });
  await tabTo(page, first);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'FREQUENT REPORTS' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'FREQUENT REPORTS' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'SIP SUMMARY' })).toHaveAttribute('aria-selected', 'true');

  // The menu, reached backwards from the content, opens New Transaction; a PAN finds Ravi.
  await tabTo(page, page.getByRole('link', { name: 'New Transaction' }).first(), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/new-transaction$/);
  await tabTo(page, page.getByRole('radio', { name: 'PAN', exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('textbox', { name: 'PAN', exact: true }));
  await page.keyboard.type(RAVI.pan);
  await page.keyboard.press('Enter');
  const transact = page.getByRole('button', { name: `Transact for ${RAVI.name}` });
  await expect(transact).toBeVisible();
  await tabTo(page, transact);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/new-transaction\/transction-types/);

  await tabTo(page, page.getByRole('link', { name: /Additional Purchase/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: /Digital Mode/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/additional-purchase\/digital\/transact\?f=/);

  // A native select takes the typed start of an option; the amount is typed.
  await tabTo(page, page.getByRole('combobox', { name: 'Folio', exact: true }));
  await page.keyboard.type('10234561');
  await expect(page.getByRole('combobox', { name: 'Folio', exact: true })).toHaveValue('10234561');
  const scheme = page.getByRole('combobox', { name: 'Scheme', exact: true });
  await expect(scheme.locator('option', { hasText: 'Large Cap Fund - Regular Plan - Growth' })).toHaveCount(1);
  await tabTo(page, scheme);
  await page.keyboard.type('Large Cap Fund - Regular');
  await expect(scheme).not.toHaveValue('');
  await tabTo(page, page.getByRole('textbox', { name: 'Amount', exact: true }));
  await page.keyboard.type('2500');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' });
  await expect(dialog.getByText('Reference Number')).toBeVisible();
  expect((await dialog.getByRole('strong').textContent())?.trim()).toMatch(/^\d+$/);
  // The dialog holds the focus: its Close is focused, Tab stays inside.
  await expect(dialog.getByRole('button', { name: 'Close' }).last()).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('focus comes back to what opened a dialog when it closes', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'User Id' }).fill(USERS.demo);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  await page.goto('/settings');
  const open = page.getByRole('button', { name: 'Change Password' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
