import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// An additional purchase for Ravi confirmed through the portal's form, so the portal's trail records
// it as the distributor's own (the tracker and Today read that trail).

const RAVI_PAN = 'BKFPS4821K';
const ADDITIONAL = '/new-transaction/additional-purchase/digital/transact';

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

export const RAVI_PURCHASE = { pan: RAVI_PAN, folio: '10234561', scheme: 'Large Cap Fund - Regular Plan - Growth' };
export const SUNIL_PURCHASE = { pan: 'SVWPV3141F', folio: '10345671', scheme: 'Flexi Cap Fund - Regular Plan - Growth' };

/** An additional purchase (Ravi's by default), confirmed through the form; answers its reference. */
export async function initiatePurchase(page: Page, into = RAVI_PURCHASE): Promise<string> {
  await page.goto(`${ADDITIONAL}?pan=${into.pan}`);
  await combo(page, 'Folio').selectOption(into.folio);
  await combo(page, 'Scheme').selectOption({ label: into.scheme });
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2500');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' });
  const reference = ((await dialog.getByRole('strong').textContent()) ?? '').trim();
  expect(reference).toMatch(/^\d+$/);
  return reference;
}

