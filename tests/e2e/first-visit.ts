import { expect, type Page } from '@playwright/test';

/**
 * A distributor's first dashboard opens the regulatory poster and then the new fund offers (once per
 * distributor per portal store). Tests that only need the dashboard behind them call this after
 * landing there. The page says in its markup when it has decided whether the dialogs are due, so
 * this never guesses from timing.
 */
export async function passFirstVisit(page: Page) {
  const marker = page.locator('[data-first-visit]');
  await expect(marker).not.toHaveAttribute('data-first-visit', 'checking');
  if ((await marker.getAttribute('data-first-visit')) === 'due') {
    const poster = page.getByRole('dialog', { name: 'Regulatory notice: KYC validation' });
    await poster.getByRole('button', { name: 'I have read this' }).click();
    const offers = page.getByRole('dialog', { name: 'New Fund Offers' });
    await offers.getByRole('button', { name: 'Done' }).click();
  }
  await expect(marker).toHaveAttribute('data-first-visit', 'done');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
