import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_URL } from './env';

// The morning digest's steps, shared by its own test and the scale-out one.

export type Mail = { to: string; subject: string; text: string; source: string };

/** Turns the digest on at 08:00 IST in Profile Settings (`base`: the portal's address, '' for the default). */
export async function turnDigestOn(page: Page, base = '') {
  await page.goto(`${base}/settings`);
  const section = page.getByRole('region', { name: 'Morning digest' });
  await section.getByRole('checkbox', { name: 'Send me the morning digest' }).check();
  await section.getByRole('combobox', { name: 'Time (IST)' }).selectOption('08:00');
  await section.getByRole('button', { name: 'Save digest settings' }).click();
  await expect(section.getByText('The digest will be sent every day at 08:00 IST.')).toBeVisible();
}

/**
 * Moves the sandbox clock just past the next 08:00 IST, some days further on: the portal store outlives
 * the sandbox's reset, and a day whose digest an earlier run against the same portal sent is not sent
 * again. Answers the day as the mail names it (DD/MM/YYYY).
 */
export async function moveToDigestTime(request: APIRequestContext): Promise<string> {
  const { now } = (await (await request.get(`${SANDBOX_URL}/__sandbox/clock`)).json()) as { now: string };
  const IST = 330 * 60_000;
  const DAY = 86_400_000;
  const from = Date.parse(now);
  let slot = Math.floor((from + IST) / DAY) * DAY + 8 * 3_600_000 - IST;
  if (slot <= from) slot += DAY;
  slot += Math.floor(Math.random() * 20) * DAY;
  const res = await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { advanceMinutes: Math.ceil((slot - from) / 60_000) + 1 } });
  expect(res.ok()).toBe(true);
  const ist = new Date(slot + IST);
  return `${String(ist.getUTCDate()).padStart(2, '0')}/${String(ist.getUTCMonth() + 1).padStart(2, '0')}/${ist.getUTCFullYear()}`;
}

/** The mail the portal sent to `to` through the sandbox's SMTP receiver (not the registrar's own). */
export async function portalMails(request: APIRequestContext, to: string): Promise<Mail[]> {
  const mails = (await (await request.get(`${SANDBOX_URL}/__sandbox/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
  return mails.filter((m) => m.source === 'portal');
}
