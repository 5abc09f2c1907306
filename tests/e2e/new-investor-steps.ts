import type { Locator, Page } from '@playwright/test';
import { expect, signInTo } from './fixtures';

// The new-investor journey's steps as the end-to-end specs walk them through the portal and sandbox.

export const ANITA = { pan: 'AMNPV5512Q', name: 'Anita Verma', email: 'anita.verma@example.com' };
export const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma' };
export const KARAN = { pan: 'KMNPM4455H' };
export const BASE = '/new-investor-transaction';

export const holder = (page: Page, title = 'First Holder') => page.getByRole('group', { name: title, exact: true });
export const nominee = (page: Page, n: number) => page.getByRole('group', { name: `Nominee ${n}`, exact: true });
export const proceed = (page: Page, name = 'Proceed') => page.getByRole('button', { name, exact: true }).click();
/** The applicant step's word while a holder's KYC details are on the way. */
export const fetchingKyc = (page: Page) => page.getByRole('status').filter({ hasText: 'Fetching KYC details…' });

export async function startJourney(page: Page, pan: string) {
  await signInTo(page, '/new-transaction');
  await page.getByRole('tab', { name: 'New Investor' }).click();
  await page.getByRole('textbox', { name: 'PAN', exact: true }).fill(pan);
  await page.getByRole('button', { name: 'Check PAN' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/applicant-details$`));
  // The journey outlives a test (it is the portal's, not the sandbox's): each flow starts it afresh.
  expect(await page.evaluate(async () => (await fetch('/api/new-investor/finish', { method: 'POST' })).status)).toBe(200);
  await page.reload();
}

/** What the KRA does not fill: whose e-mail and mobile, gender and income. */
export async function completeHolder(group: Locator) {
  // The KRA's details arrive after the page; Proceed waits for them, and so does the test, so what it
  // chooses is not the question of whether they came first.
  await expect(fetchingKyc(group.page())).toHaveCount(0);
  await group.getByLabel('Email Belongs To').selectOption('SE');
  await group.getByLabel('Mobile Belongs To').selectOption('SE');
  await group.getByLabel('Gender').selectOption('F');
  await group.getByLabel('Annual Income').selectOption('5-10 Lacs');
}

export async function applicantAsSingle(page: Page) {
  await expect(holder(page).getByLabel('Name (as per PAN)')).toHaveValue(ANITA.name);
  await expect(holder(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(ANITA.email);
  // The date of birth comes from e-KYC as DD/MM/YYYY; typed again as digits it gets its slashes back.
  const dob = holder(page).getByLabel('Date of Birth');
  await expect(dob).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const known = await dob.inputValue();
  await dob.clear();
  await dob.pressSequentially(known.replace(/\//g, ''));
  await expect(dob).toHaveValue(known);
  await completeHolder(holder(page));
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
}

export async function fillNominee(group: Locator, n: { name: string; pan: string; dob: string; guardian?: string }) {
  await group.getByLabel('Nominee Name').fill(n.name);
  await group.getByLabel('Relation').selectOption('Brother');
  await group.getByLabel('Date of Birth').fill(n.dob);
  await group.getByLabel('ID Type').selectOption('PAN');
  await group.getByLabel('ID Number').fill(n.pan);
  await group.getByLabel('Mobile Number').fill('9811002200');
  await group.getByLabel('Email').fill('nominee@example.com');
  await group.getByLabel('Address Line 1').fill('12 MG Road');
  await group.getByLabel('State').selectOption('Karnataka');
  await group.getByLabel('City').selectOption('Bengaluru');
  await group.getByLabel('Pincode').fill('560001');
  if (n.guardian) await group.getByLabel('Guardian Name').fill(n.guardian);
}
