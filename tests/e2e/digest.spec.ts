import type { TodayResponse } from '../../lib/api/today';
import { DIGEST_MESSAGES } from '../../lib/rules/digest';
import { moveToDigestTime, portalMails, turnDigestOn } from './digest-steps';
import { E2E_DIGEST_TICK_SECONDS, USERS } from './env';
import { expect, signInSession, signInTo, test } from './fixtures';

// The morning digest: turned on in Profile Settings, sent by the portal through the sandbox's SMTP
// receiver once the registrar's clock reaches 08:00 IST, with Today's figures as the page counts them.

test('the morning digest reaches the e-mail on record at 08:00 IST with Today\u2019s counts', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInTo(page, '/settings', USERS.demo);
  const section = page.getByRole('region', { name: 'Morning digest' });
  await section.getByRole('combobox', { name: 'Time (IST)' }).selectOption('');
  await section.getByRole('button', { name: 'Save digest settings' }).click();
  await expect(section.getByText(DIGEST_MESSAGES.time)).toBeVisible();
  await turnDigestOn(page);

  const day = await moveToDigestTime(request);
  await expect.poll(async () => (await portalMails(request, USERS.demo)).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await portalMails(request, USERS.demo);
  expect(mail?.subject).toBe(`Your morning digest for ${day}`);
  expect(mail?.text).toContain('/today#today-sips');

  // The figures are Today's own, read now by the distributor on the moved clock.
  await page.context().clearCookies();
  await signInSession(page, USERS.demo);
  const today = (await (await page.request.get('/api/today')).json()) as TodayResponse;
  expect(mail?.text).toContain(`Links expiring: ${today.links.length}`);
  expect(mail?.text).toContain(`SIPs at risk: ${today.sips?.length}`);
  expect(mail?.text).toContain(`Investors who cannot transact: ${today.investors.length}`);
  expect(mail?.text).toContain(`Mandates to look at: ${today.mandates?.length}`);
  expect(mail?.text).not.toMatch(/[A-Z]{5}\d{4}[A-Z]/);

  // Later ticks send nothing more that day; then the digest is turned off for the tests that follow.
  await page.waitForTimeout(3 * E2E_DIGEST_TICK_SECONDS * 1000);
  expect(await portalMails(request, USERS.demo)).toHaveLength(1);
  await page.goto('/settings');
  await section.getByRole('checkbox', { name: 'Send me the morning digest' }).uncheck();
  await section.getByRole('button', { name: 'Save digest settings' }).click();
  await expect(section.getByText('The digest is off.')).toBeVisible();
});
