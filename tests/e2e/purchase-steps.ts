import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// An additional purchase for Ravi confirmed through the portal's form, so the portal's trail records
// it as the distributor's own (the tracker and Today read that trail).

const RAVI_PAN = 'BKFPS4821K';
const ADDITIONAL = '/new-transaction/additional-purchase/digital/transact';

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** An additional purchase for Ravi, confirmed through the form; answers its reference. */
export async function initiatePurchase(page: Page): Promise<string> {
  await page.goto(`${ADDITIONAL}?pan=${RAVI_PAN}`);
  await combo(page, 'Folio').selectOption('10234561');
  await combo(page, 'Scheme').selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2500');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' });
  const reference = ((await dialog.getByRole('strong').textContent()) ?? '').trim();
  expect(reference).toMatch(/^\d+$/);
  return reference;
}

