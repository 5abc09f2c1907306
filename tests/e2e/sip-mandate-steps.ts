import type { Page } from '@playwright/test';
import { approveThroughLink } from '../support/investor-approval';
import { SANDBOX_URL, USERS } from './env';
import { expect, fillSignIn, type SandboxControls } from './fixtures';

// The steps of a SIP on a selected mandate (seed 002 sections 2.1 and 4.1): Ravi's mode tiles, the
// folio's mandate list and Select, one confirmation and the investor's approval.

export const RAVI = { pan: 'BKFPS4821K', email: 'ravi.sharma@example.com' };
export const DEMO = { userId: USERS.demo, arn: 'ARN-112233' };
export const FOLIO = '10234561';
export const MODES = '/new-transaction/sip/digital/modes';

export const combo = (page: Page, name: string) => page.getByRole('combobox', { name });
export const box = (page: Page, name: string) => page.getByRole('textbox', { name });
export const flow = (path: string, f: string) => `${path}?f=${encodeURIComponent(f)}`;

/** Signs in, takes the investor (Ravi unless told) into a transaction flow and opens the SIP's mode tiles; answers the flow token. */
export async function openModes(page: Page, pan: string = RAVI.pan): Promise<string> {
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  const ready = await page.request.post('/api/investors/initiate', { data: { pan, from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  await page.goto('/new-transaction/sip');
  await page.getByRole('link', { name: /Digital Mode/ }).click();
  await expect(page.getByRole('heading', { name: 'Select Mode of Registration' })).toBeVisible();
  return new URL(page.url()).searchParams.get('f') ?? '';
}

/** From the tiles: the mode's list, the folio (Ravi's unless told), and Select on the mandate; the SIP form of its mode opens. */
export async function selectMandate(page: Page, tile: string, umrn: string, form: string, folio = FOLIO) {
  await page.getByRole('list', { name: 'Modes of registration' }).getByRole('link', { name: new RegExp(tile) }).click();
  await combo(page, 'Folio').selectOption(folio);
  await page.getByRole('row').filter({ hasText: umrn }).getByRole('button', { name: /Select/ }).click();
  // Selecting saves the choice on the server first: a loaded machine may take longer than the usual wait.
  await expect(page).toHaveURL(new RegExp(`${MODES}${form}\\?f=[^&]+$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'SIP Registration' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected mandate' })).toContainText(umrn);
}

const FLEXI = 'Flexi Cap Fund - Regular Plan - Growth';

/** A monthly Flexi Cap SIP on the 10th (12 instalments unless told); the registrar's dates then show. */
export async function schedule(page: Page, amount: string, installments = '12') {
  await combo(page, 'Category').selectOption('Equity');
  await combo(page, 'Scheme').selectOption({ label: FLEXI });
  await combo(page, 'Investment Frequency').selectOption({ label: 'Monthly' });
  await box(page, 'No. of Installments').fill(installments);
  await combo(page, 'SIP Day').selectOption('10');
  await expect(box(page, 'SIP Start Date')).toHaveValue(/^10\/\d{2}\/\d{4}$/);
  await box(page, 'Installment Amount').fill(amount);
}

/** The day `days` after today in India, DD/MM/YYYY. */
export function istDayPlus(days: number): string {
  const d = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

/** Confirms once on the shared screen; answers the reference and the approval link of the investor's (Ravi's unless told) mail. */
export async function confirmOnce(page: Page, sandbox: SandboxControls, email: string = RAVI.email) {
  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Successfully Initiated Transaction/Registration');
  const reference = (await dialog.textContent())?.match(/Reference Number:\s*(\d+)/)?.[1];
  expect(reference, 'a reference number in the success dialog').toBeTruthy();
  const mail = (await sandbox.outbox(email)).find((m) => m.subject.includes(`transaction ${reference}`));
  expect(mail?.subject).toContain('SIP Registration');
  return { reference, link: mail?.text.match(/https?:\/\/\S+\/__sandbox\/authorise\?t=[0-9a-f]+/)?.[0] ?? '' };
}

/** The investor approves through the mail's link, with the OTP the sandbox sends. */
export async function approve(link: string, reference: string) {
  const approved = await approveThroughLink(SANDBOX_URL, link, reference);
  expect(approved.ok).toBe(true);
}
