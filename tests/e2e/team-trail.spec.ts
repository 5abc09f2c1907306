import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import type { NfoLinkResponse } from '../../lib/api/reports';
import { addDays, formatDisplayDay, formatIsoDay, istDay } from '../../lib/dates';
import { EUIN_LAPSE_CARD } from '../../lib/rules/team';
import { notPermittedMessage } from '../../lib/rules/team-roles';
import { TRAIL_WORDS } from '../../lib/rules/team-trail';
import { TRAIL_EXPORT_API } from '../../lib/tracker/query';
import { memberUserId, TEAM } from '../../sandbox/domains/team/team-seed';
import { SANDBOX_URL } from './env';
import { expect, signIn, signInTo, test } from './fixtures';

// Who did what in a distributor firm (issue 43), through the real portal and the real sandbox: an Adviser
// of the demo firm initiates through the portal (the trail is the portal's, so the registrar's API alone
// would leave a row "entered elsewhere"); the ARN holder, the firm's Admin, finds it by that member in
// Track Transactions, narrows the list to them and exports the day's trail; the Admin's Today lists an
// EUIN certification about to lapse, which the sandbox's register is told to end soon.

const ADVISER = { userId: memberUserId(TEAM.adviser), name: TEAM.adviser.name, euin: TEAM.adviser.euin };
/** The NFO the sandbox keeps open on its current day (nfo.spec.ts). */
const OPEN_NFO = 'MN';

/** A page signed in as the Adviser, in a browser context of its own (the test's page is the Admin's). */
async function adviserPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ADVISER.userId);
  return page;
}

/** The Adviser sends an NFO link through the portal's BFF, as the NFO form posts it; its reference names the trail's row. */
async function adviserSendsNfoLink(page: Page): Promise<string> {
  const res = await page.request.post('/api/nfo/links', {
    headers: { 'Idempotency-Key': `team-trail-${randomUUID()}` },
    data: { scheme: OPEN_NFO, arnCode: '', subArnCode: '', subBrokerCode: '', euinDeclaration: 'NO', euin: ADVISER.euin },
  });
  expect(res.ok(), `the NFO link answered ${res.status()}`).toBe(true);
  return ((await res.json()) as NfoLinkResponse).refno;
}

/** The tracker's row (desktop table) of a reference. */
const trackerRow = (page: Page, reference: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: reference, exact: true }) }).first();

const today = () => istDay(new Date());

test.describe('Who did what in a firm', () => {
  test.describe.configure({ timeout: 120_000 });

  test("the Admin's tracker names the Adviser who sent an NFO link, filters by them, and the day's export names them", async ({ page, browser }) => {
    const adviser = await adviserPage(browser);
    const reference = await adviserSendsNfoLink(adviser);

    // The Adviser follows what they initiated, named as themselves; the export is not theirs to ask for.
    await adviser.goto('/track-transactions');
    await expect(trackerRow(adviser, reference)).toContainText(`${TRAIL_WORDS.by}: ${ADVISER.name}`);
    await expect(adviser.getByRole('button', { name: 'Export the trail' })).toHaveCount(0);
    await expect(adviser.getByRole('combobox', { name: TRAIL_WORDS.filter })).toHaveCount(0);
    const refused = await adviser.request.post(TRAIL_EXPORT_API, { data: { from: formatDisplayDay(today()), to: formatDisplayDay(today()) } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: notPermittedMessage('Adviser', 'members') });
    await adviser.context().close();

    // The ARN holder, the firm's Admin, sees the row by the Adviser's name.
    await signInTo(page, '/track-transactions');
    const row = trackerRow(page, reference);
    await expect(row).toContainText(`${TRAIL_WORDS.by}: ${ADVISER.name}`);

    // Narrowed to the Adviser: the address keeps the member's id, never the name; every row is theirs.
    await page.getByRole('combobox', { name: TRAIL_WORDS.filter }).selectOption({ label: ADVISER.name });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]by=\d+/);
    expect(page.url()).not.toContain(encodeURIComponent(ADVISER.name.split(' ')[0]!));
    await expect(row).toBeVisible();
    const table = page.getByRole('table', { name: /^What you initiated/ });
    // Every row but the header is the Adviser's, once the narrowed page has replaced the one before it.
    await expect(table.getByRole('row').filter({ hasNotText: ADVISER.name })).toHaveCount(1);

    // The day's export, posted from the Admin's panel (nothing of the period in an address).
    await page.getByRole('button', { name: 'Export the trail' }).click();
    const panel = page.getByRole('region', { name: 'Export the trail' });
    await panel.getByRole('textbox', { name: 'From' }).fill(formatDisplayDay(today()));
    await panel.getByRole('textbox', { name: 'To' }).fill(formatDisplayDay(today()));
    const [file] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: /Export CSV/ }).click()]);
    expect(file.suggestedFilename()).toBe(`audit-trail-${formatIsoDay(today())}-to-${formatIsoDay(today())}.csv`);
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Member,User ID,Initiated (IST),Initiated (UTC),IP address,Browser,Type,Investor,PAN,Folio,Scheme,Amount (Rs),Units,Reference,Outcome,Status');
    const exported = lines.find((l) => l.includes(reference)) ?? '';
    expect(exported.startsWith(`${ADVISER.name},${ADVISER.userId},`)).toBe(true);
    expect(exported).toContain('NFO link');
    expect(exported).toContain(',Made,');
    await expect(panel.getByText(/was saved as a CSV file/)).toBeVisible();

    // A period the rule refuses is refused on its field, in its words.
    await panel.getByRole('textbox', { name: 'From' }).fill(formatDisplayDay(addDays(today(), -400)));
    await panel.getByRole('button', { name: /Export CSV/ }).click();
    await expect(panel.getByText(/Export at most one year at a time/)).toBeVisible();
  });

  test("the Admin's Today lists an EUIN certification about to lapse, with the member who carries it; the Adviser's does not", async ({ page, browser, request }) => {
    // The register ends the Adviser's certification ten days from the registrar's today.
    const until = formatIsoDay(addDays(today(), 10));
    const lapsing = await request.post(`${SANDBOX_URL}/__sandbox/euin-certification`, { data: { euin: ADVISER.euin, certifiedUntil: until } });
    expect(lapsing.ok()).toBe(true);

    await signInTo(page, '/today');
    const card = page.getByRole('region', { name: new RegExp(`^${EUIN_LAPSE_CARD.title}`) });
    await expect(card.getByText(EUIN_LAPSE_CARD.whatToDo)).toBeVisible();
    const euin = card.getByRole('row').filter({ hasText: ADVISER.euin }).first();
    await expect(euin).toContainText(ADVISER.name);
    await expect(euin).toContainText(formatDisplayDay(addDays(today(), 10)));
    await expect(euin).toContainText(EUIN_LAPSE_CARD.daysLeft(10));

    const adviser = await adviserPage(browser);
    await adviser.goto('/today');
    await expect(adviser.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(adviser.getByRole('heading', { name: EUIN_LAPSE_CARD.title })).toHaveCount(0);
    await adviser.context().close();
  });
});
