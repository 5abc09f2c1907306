import type { Page } from '@playwright/test';
import { passFirstVisit } from './first-visit';
import { expect, signIn, signInAfresh, test } from './fixtures';

// NFO funds and links (/nfo-funds, /nfo-funds/nfo-transact) against the sandbox's NFO of fund 117 open
// on its current day (Multicap Fund), and the dashboard's SIP SUMMARY tab.

const DAY_MINUTES = 24 * 60;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.describe.configure({ timeout: 150_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await signIn(page);
  await page.close();
});

async function signedIn(page: Page) {
  await signIn(page);
  await passFirstVisit(page);
}

test('an NFO link: from the side menu to the card, the tagging rules, the link copied', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create NFO Link' }).click();
  await expect(page).toHaveURL(/\/nfo-funds$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Multicap Fund' });
  await card.getByRole('link', { name: /Create NFO Link/ }).click();
  await expect(page).toHaveURL(/\/nfo-funds\/nfo-transact\?scheme=MN$/);

  const subArn = page.getByRole('textbox', { name: 'Sub ARN Code' });
  await subArn.fill('112233');
  await subArn.blur();
  await expect(page.getByText('ARN code and sub ARN code should not be the same')).toBeVisible();
  await subArn.fill('');
  // Both codes are digits only (seed 002): letters never stay, typed or pasted.
  await subArn.pressSequentially('ab12c');
  await expect(subArn).toHaveValue('12');
  await subArn.fill('');
  const subBroker = page.getByRole('textbox', { name: 'Sub Broker Code' });
  await subBroker.fill('12ab');
  await expect(subBroker).toHaveValue('12');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Create NFO Link' }).click();
  await expect(page.getByText('Euin Declaration is mandatory*')).toBeVisible();

  // Digits only: e, dot and minus are refused as they are typed.
  await subBroker.fill('');
  await subBroker.pressSequentially('44e.5-5');
  await expect(subBroker).toHaveValue('4455');
  await page.getByRole('combobox', { name: /EUIN/ }).selectOption('E123456');
  await page.getByRole('button', { name: 'Create NFO Link' }).click();
  const result = page.getByRole('region', { name: /NFO link for Multicap Fund/ });
  const link = result.getByRole('link', { name: /\/invest\// });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  await result.getByRole('button', { name: 'Copy link' }).click();
  await expect(result.getByText('Link copied successfully')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
});

test('no chosen fund goes back to the list; after the NFO closes the list is empty', async ({ page, sandbox }) => {
  await signedIn(page);
  await page.goto('/nfo-funds/nfo-transact');
  await expect(page).toHaveURL(/\/nfo-funds$/);
  await page.goto('/nfo-funds/nfo-transact?scheme=LC');
  await expect(page).toHaveURL(/\/nfo-funds$/);

  // Past both offers' closing days; the registrar's tokens expire with the clock, so sign in again.
  await sandbox.advanceClock(30 * DAY_MINUTES);
  await page.context().clearCookies();
  await signInAfresh(page);
  await page.goto('/nfo-funds');
  await expect(page.getByText("Currently there are no active NFO's available.")).toBeVisible();
  await page.goto('/nfo-funds/nfo-transact?scheme=MN');
  await expect(page).toHaveURL(/\/nfo-funds$/);
});

test("the dashboard's SIP SUMMARY tab leads into the SIP summary lists", async ({ page }) => {
  await signedIn(page);
  await page.getByRole('tab', { name: 'SIP SUMMARY' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: /SIPs expiring next month/ })).toHaveAttribute('href', '/dashboard/SipSummaryTypes?tab=SIP_expired_next_month');
  await expect(panel.getByRole('link', { name: /Clients without SIP/ })).toHaveAttribute('href', '/dashboard/SipSummaryTypes?tab=Sip_Investments&view=CWOS');
  await expect(panel.getByRole('link', { name: /SIP investments a month/ })).toContainText('₹');
  const clients = panel.getByRole('link', { name: /Clients with SIP/ });
  const figure = (await clients.innerText()).match(/[\d,]+\s*$/)?.[0]?.trim();
  expect(figure).toBeTruthy();
  await clients.click();
  await expect(page).toHaveURL(/\/dashboard\/SipSummaryTypes\?tab=Sip_Investments&view=CWS$/);
  // A client list counts clients: the list's heading repeats the figure the card showed.
  await expect(page.getByRole('table', { name: `Clients with SIP: ${figure}` })).toBeVisible({ timeout: 20_000 });
});
