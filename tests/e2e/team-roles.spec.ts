import { NO_INVESTORS_MESSAGE } from '../../lib/forms/investors/investor-tabs';
import { NO_INVESTOR_MESSAGE } from '../../lib/investor-messages';
import { NFO_LINK_RULE_MESSAGES } from '../../lib/rules/nfo-link';
import { notPermittedMessage } from '../../lib/rules/team-roles';
import { expect, signIn, signInSession, signInTo, signInUnsaved, test } from './fixtures';
import { passFirstVisit } from './first-visit';
import { RAVI_PURCHASE } from './purchase-steps';

// A firm's members sign in with their own user ids (the demo firm's, sandbox/domains/team/team-seed.ts):
// each role sees and does what it may, a scoped member finds only their own investors, and an Adviser's
// orders carry their own EUIN. Real portal, real sandbox.

const VIEWER = 'arun.kumar@ashamenon.in';
const ADVISER = 'rahul.pillai@ashamenon.in';
const MEERA = 'CQWPM7310L';
const RAVI = RAVI_PURCHASE.pan;

test('a Viewer reads the book, but New Transaction is not in the menu, its page says why, and the BFF refuses it', async ({ page }) => {
  await signIn(page, VIEWER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await passFirstVisit(page);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Track Transactions' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'New Transaction' })).toHaveCount(0);

  await page.goto('/new-transaction');
  await expect(page).toHaveURL(/\/not-permitted\?needs=initiate$/);
  await expect(page.getByText(notPermittedMessage('Viewer', 'initiate'))).toBeVisible();

  const refused = await page.request.post('/api/investors/initiate', { data: { pan: RAVI, kind: 'purchase' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(notPermittedMessage('Viewer', 'initiate'));
  // Reading stays open: the investor of the admin's list for this member.
  expect((await page.request.post('/api/investors/detail', { data: { pan: RAVI } })).status()).toBe(200);
});

test("an Adviser scoped to their EUIN finds their investor but not another member's, as if of another book", async ({ page }) => {
  await signInSession(page, ADVISER);
  const found = await page.request.post('/api/investors/detail', { data: { pan: RAVI } });
  expect(found.status()).toBe(200);
  // Meera is on the Viewer's list, not on a folio with this Adviser's EUIN.
  const hidden = await page.request.post('/api/investors/detail', { data: { pan: MEERA } });
  expect(hidden.status()).toBe(404);
  expect((await hidden.json()).message).toBe(NO_INVESTOR_MESSAGE);
  // The cross-book probe, repeated with another member's investor: every investor call answers as for
  // another book's, and her name is nowhere.
  expect(await (await page.request.post('/api/investors/sips', { data: { pan: MEERA } })).json()).toEqual({ sips: [] });
  expect(await (await page.request.post('/api/investors/problems', { data: { pan: MEERA } })).json()).toEqual({ problems: [] });
  expect((await page.request.put('/api/investors/favourite', { data: { pan: MEERA, favourite: true } })).status()).toBe(404);
  for (const [url, rest] of [['/api/investors/initiate', { from: 'detail' }], ['/api/investors/select', { purpose: 'mail-back' }]] as const) {
    expect((await page.request.post(url, { data: { pan: MEERA, ...rest } })).status(), url).toBe(404);
  }
  const list = await (await page.request.get('/api/investors?tab=A&limit=200')).text();
  expect(list).toContain(RAVI);
  expect(list).not.toContain(MEERA);
  await page.goto(`/investors/details/${MEERA}`);
  await expect(page.getByText(NO_INVESTOR_MESSAGE)).toBeVisible();
  await expect(page.getByText('Meera Nair')).toHaveCount(0);
  await page.goto('/new-transaction');
  await page.getByRole('radio', { name: 'PAN', exact: true }).check();
  await page.getByRole('textbox', { name: 'PAN', exact: true }).fill(MEERA);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(NO_INVESTORS_MESSAGE)).toBeVisible();
  await page.getByRole('textbox', { name: 'PAN', exact: true }).fill(RAVI);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 investor found by PAN')).toBeVisible();
});

test("an Adviser's purchase carries their own EUIN, shown fixed on the form and on the summary", async ({ page }) => {
  await signInTo(page, `/new-transaction/additional-purchase/digital/transact?pan=${RAVI}`, ADVISER);
  const euin = page.getByRole('textbox', { name: 'EUIN', exact: true });
  await expect(euin).toHaveValue('E234567');
  await expect(euin).toHaveAttribute('readonly', '');
  await expect(page.getByRole('radiogroup', { name: 'EUIN Declaration' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Folio', exact: true }).selectOption(RAVI_PURCHASE.folio);
  await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption({ label: RAVI_PURCHASE.scheme });
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2500');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' })).toBeVisible();
  await expect(page.getByText('E234567')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' })).toContainText(/\d+/);
});

test("an Adviser whose Sub Broker Code kept its letters is told on the NFO page why no link can carry it, and whom to ask", async ({ page, sandbox }) => {
  // A code from before the digits rule for Advisers: the registrar still holds it, and sign-in reads it.
  await sandbox.legacySubBroker(ADVISER, 'SB-77');
  await signInUnsaved(page, ADVISER);
  // The offer the sandbox keeps open on its current day (nfo.spec.ts).
  await page.goto('/nfo-funds/nfo-transact?scheme=MN');
  await expect(page.getByRole('heading', { level: 1, name: 'Create NFO Link' })).toBeVisible();
  await expect(page.getByText(NFO_LINK_RULE_MESSAGES.ownCodeLettered)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create NFO Link' })).toHaveCount(0);
});
