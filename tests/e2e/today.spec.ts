import type { Page } from '@playwright/test';
import { KYC_VALIDATION_MESSAGES } from '../../lib/rules/kyc-validation';
import { autoCancelReason } from '../../lib/rules/sip-auto-cancel';
import { BLOCK_TEXTS, SIP_RISK_TEXTS, TODAY_EMPTY } from '../../lib/rules/worklist';
import { expect, type SandboxControls, showEveryRow, signIn, signInSession, signInTo, test } from './fixtures';
import { initiatePurchase, SUNIL_PURCHASE } from './purchase-steps';

// Today: what needs doing across the book, each row with the action that fixes it, through the real
// portal and the real sandbox (Sunil Verma's failing SIP, Pooja Nair held by the KRA, Ravi's links).

const POOJA = { name: 'Pooja Nair', email: 'pooja.nair@example.com' };
const RAVI_EMAIL = 'ravi.sharma@example.com';
const SUNIL_EMAIL = 'sunil.verma@example.com';
const HOUR_MINUTES = 60;

const list = (page: Page, name: RegExp) => page.getByRole('region', { name });
/** A list's row on a desktop (the card list is hidden there). */
const row = (page: Page, region: RegExp, text: string) => list(page, region).getByRole('row').filter({ hasText: text }).first();

async function hoursLater(page: Page, sandbox: SandboxControls, hours: number) {
  await sandbox.advanceClock(hours * HOUR_MINUTES);
  await page.context().clearCookies();
  await signIn(page);
}

test.describe('Today', () => {
  test.describe.configure({ timeout: 120_000 });

  test("shows Sunil Verma's SIP at risk and Pooja Nair who cannot transact; the e-KYC link reaches her once", async ({ page, sandbox }) => {
    await signInTo(page, '/dashboard');
    const onDashboard = page.getByRole('region', { name: 'Today' });
    await expect(onDashboard.getByText('SIPs at risk').first()).toBeVisible();

    await page.goto('/today');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    const sunil = row(page, /^SIPs at risk/, 'Sunil Verma');
    await expect(sunil).toContainText(SIP_RISK_TEXTS.failures(2, 3));
    await expect(sunil.getByRole('link', { name: 'View SIPs of Sunil Verma' })).toBeVisible();

    await showEveryRow(list(page, /^Investors who cannot transact/));
    const pooja = row(page, /^Investors who cannot transact/, POOJA.name);
    // The registrar holds her KYC On hold: its refusal's own words.
    await expect(pooja).toContainText(KYC_VALIDATION_MESSAGES.onHold);
    await expect(pooja).toContainText(BLOCK_TEXTS.fatca);
    await expect(pooja.getByRole('link', { name: /FATCA update for Pooja Nair/ })).toBeVisible();

    // Sorting by investor puts the list in name order.
    const header = list(page, /^Investors who cannot transact/).getByRole('columnheader', { name: /Investor/ }).first();
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');

    const before = (await sandbox.outbox(POOJA.email)).length;
    await pooja.getByRole('button', { name: 'Send e-KYC link to Pooja Nair' }).click();
    const dialog = page.getByRole('heading', { name: 'Send the e-KYC link' });
    await expect(dialog).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: POOJA.email })).toBeVisible();
    expect((await sandbox.outbox(POOJA.email)).length).toBe(before + 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(list(page, /^SIPs at risk/).getByRole('list').filter({ hasText: 'Sunil Verma' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('on a phone each list opens at its first 10 cards, every one on request', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, '/today');
    const investors = list(page, /^Investors who cannot transact/);
    const total = Number(/\((\d+)\)/.exec((await investors.getByRole('heading').first().textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    const cards = investors.getByRole('list', { name: 'Investors who cannot transact' }).locator(':scope > li');
    await expect(cards).toHaveCount(10);
    // Select all takes every row, not only the cards shown.
    await investors.getByRole('checkbox', { name: `Select all ${total}` }).check();
    await expect(investors.getByRole('button', { name: `Send e-KYC link to selected (${total})` })).toBeVisible();
    const all = investors.getByRole('button', { name: `Show all ${total}` });
    await expect(all).toHaveAttribute('aria-expanded', 'false');
    await all.click();
    await expect(cards).toHaveCount(total);
    await investors.getByRole('button', { name: 'Show the first 10 only' }).click();
    await expect(cards).toHaveCount(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("Sunil Verma's SIP cancelled at its third failure stays on Today as a lapse with its fix", async ({ page, sandbox }) => {
    // The third failing instalment falls due five days after seeding (sandbox/domains/plans/instalment-fixtures.ts).
    await hoursLater(page, sandbox, 6 * 24);
    await page.goto('/today');
    const sunil = row(page, /^SIPs at risk/, 'Sunil Verma');
    await expect(sunil).toContainText(autoCancelReason(3));
    await expect(sunil).toContainText('start a new SIP, on a mandate that can pay');
    await expect(page.getByText(TODAY_EMPTY.sips)).toHaveCount(0);
    await sunil.getByRole('button', { name: 'Start a new SIP for Sunil Verma' }).click();
    await expect(page).toHaveURL(/\/new-transaction\//);
  });

  test("Ravi's pending 5000001, entered before the portal's trail, is among the links expiring and in the tracker", async ({ page, sandbox }) => {
    // Entered two hours before seeding: under a day is left six and a half days on.
    await hoursLater(page, sandbox, 6 * 24 + 12);
    await page.goto('/today');
    await showEveryRow(list(page, /^Links expiring/));
    const link = list(page, /^Links expiring/).getByRole('row').filter({ hasText: 'Ref No 5000001' }).first();
    await expect(link).toContainText(/Link expires in/);
    await expect(link.getByRole('button', { name: 'Copy Transaction Link of transaction 5000001' })).toBeVisible();
    // Searched for: other tests' rows, entered on a moved clock, may fill the first pages.
    await page.goto('/track-transactions?q=5000001');
    const tracked = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '5000001', exact: true }) }).first();
    await expect(tracked.getByText('Awaiting investor')).toBeVisible();
    await expect(tracked.getByRole('button', { name: 'Resend Link transaction 5000001' })).toBeVisible();
  });

  test('a link that expires within 24 hours is listed after moving the clock, and Resend sends it once', async ({ page, sandbox }) => {
    await signInSession(page);
    const reference = await initiatePurchase(page);
    await page.goto('/today');
    const links = list(page, /^Links expiring/);
    await showEveryRow(links);
    await expect(links.getByText(reference)).toHaveCount(0);

    // Six and a half days into the seven-day window: under a day left.
    await hoursLater(page, sandbox, 6 * 24 + 12);
    await page.goto('/today');
    await showEveryRow(links);
    const link = links.getByRole('row').filter({ hasText: `Ref No ${reference}` }).first();
    await expect(link).toContainText(/Link expires in/);
    const mails = async () => (await sandbox.outbox(RAVI_EMAIL)).filter((m) => m.subject.includes(`transaction ${reference}`)).length;
    const first = await mails();
    await link.getByRole('button', { name: `Resend Link of transaction ${reference}` }).click();
    await expect(page.getByText(`Successfully Resent Authorisation Link for transaction number ${reference}`)).toBeVisible();
    expect(await mails()).toBe(first + 1);
    await expect(link.getByRole('button', { name: `Copy Transaction Link of transaction ${reference}` })).toBeVisible();
  });

  test('a bulk resend of two links sends one mail to each investor, and the same bulk request again sends none', async ({ page, sandbox }) => {
    await signInSession(page);
    const ravi = await initiatePurchase(page);
    const sunil = await initiatePurchase(page, SUNIL_PURCHASE);
    await hoursLater(page, sandbox, 6 * 24 + 12);
    await page.goto('/today');
    const links = list(page, /^Links expiring/);
    await showEveryRow(links);
    await links.getByRole('checkbox', { name: `Select Ravi Sharma, Ref No ${ravi}` }).first().check();
    await links.getByRole('checkbox', { name: `Select Sunil Verma, Ref No ${sunil}` }).first().check();
    const mails = async () => ({
      ravi: (await sandbox.outbox(RAVI_EMAIL)).filter((m) => m.subject.includes(`transaction ${ravi}`)).length,
      sunil: (await sandbox.outbox(SUNIL_EMAIL)).filter((m) => m.subject.includes(`transaction ${sunil}`)).length,
    });
    const before = await mails();
    const bulk = links.getByRole('button', { name: 'Resend selected links (2)' });
    await bulk.click();
    const progress = page.getByRole('region', { name: 'Resending the selected links' });
    await expect(progress.getByText('Done: 2 of 2 sent.')).toBeVisible();
    expect(await mails()).toEqual({ ravi: before.ravi + 1, sunil: before.sunil + 1 });

    // The same selection and action again replays each row's first answer: nothing more is sent.
    const replayed = Promise.all([ravi, sunil].map((ref) => page.waitForResponse((r) => r.url().includes(`/api/tracker/${ref}/resend`))));
    await bulk.click();
    expect((await replayed).map((r) => r.status())).toEqual([200, 200]);
    await expect(progress.getByText('Done: 2 of 2 sent.')).toBeVisible();
    expect(await mails()).toEqual({ ravi: before.ravi + 1, sunil: before.sunil + 1 });
  });

  test('a bulk e-KYC sends one link to each selected investor, and the same bulk request again sends none', async ({ page, sandbox }) => {
    // A registrar day of its own: a link sent to the same investor earlier the same day (by another test,
    // through a portal store that outlives the sandbox's reset) is the same request, and replays.
    await hoursLater(page, sandbox, 24);
    await page.goto('/today');
    const investors = list(page, /^Investors who cannot transact/);
    await showEveryRow(investors);
    await investors.getByRole('checkbox', { name: `Select ${POOJA.name}` }).first().check();
    // A second investor the KRA does not take as registered: the first listed as not compliant.
    const other = investors.getByRole('row').filter({ hasText: BLOCK_TEXTS.kycNotCompliant }).first();
    const otherName = ((await other.getByRole('cell').nth(1).textContent()) ?? '').trim();
    await other.getByRole('checkbox').check();
    const mails = async () => (await sandbox.outbox(POOJA.email)).length;
    const before = await mails();
    const bulk = investors.getByRole('button', { name: 'Send e-KYC link to selected (2)' });
    await bulk.click();
    const progress = page.getByRole('region', { name: 'Sending the e-KYC link' });
    await expect(progress.getByText('Done: 2 of 2 sent.')).toBeVisible();
    await expect(progress.getByRole('listitem').filter({ hasText: otherName })).toContainText('Sent');
    expect(await mails()).toBe(before + 1);

    let answered = 0;
    const replayed = page.waitForResponse((r) => r.url().includes('/api/today/ekyc') && ++answered === 2);
    await bulk.click();
    expect((await replayed).status()).toBe(200);
    await expect(progress.getByText('Done: 2 of 2 sent.')).toBeVisible();
    expect(await mails()).toBe(before + 1);
  });

  test('a bulk e-KYC repeated after a reload, with another selection, sends nothing twice; the row says when its link went', async ({ page, sandbox }) => {
    // A registrar day of its own, as above, and not the previous test's.
    await hoursLater(page, sandbox, 48);
    await page.goto('/today');
    const investors = list(page, /^Investors who cannot transact/);
    await showEveryRow(investors);
    await investors.getByRole('checkbox', { name: `Select ${POOJA.name}` }).first().check();
    const mails = async () => (await sandbox.outbox(POOJA.email)).length;
    const before = await mails();
    await investors.getByRole('button', { name: 'Send e-KYC link to selected (1)' }).click();
    const progress = page.getByRole('region', { name: 'Sending the e-KYC link' });
    await expect(progress.getByText('Done: 1 of 1 sent.')).toBeVisible();
    expect(await mails()).toBe(before + 1);

    await page.reload();
    await showEveryRow(investors);
    const pooja = row(page, /^Investors who cannot transact/, POOJA.name);
    await expect(pooja).toContainText(/e-KYC link sent \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/);
    // Pooja and a second investor this time: Pooja's request is the same one, and replays.
    await investors.getByRole('checkbox', { name: `Select ${POOJA.name}` }).first().check();
    await investors.getByRole('row').filter({ hasText: BLOCK_TEXTS.kycNotCompliant }).first().getByRole('checkbox').check();
    await investors.getByRole('button', { name: 'Send e-KYC link to selected (2)' }).click();
    await expect(progress.getByText('Done: 2 of 2 sent.')).toBeVisible();
    expect(await mails()).toBe(before + 1);
  });

  test('a failed read of the book shows the message with Try again, and the lists come back', async ({ page, sandbox }) => {
    await signIn(page);
    // Off the dashboard first: its own Today panel reads the book too, and could meet the fault first.
    await page.goto('/settings');
    await sandbox.fault('/GetBookWorklist', 'http-500');
    await page.goto('/today');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(row(page, /^SIPs at risk/, 'Sunil Verma')).toBeVisible();
    await expect(page.getByText(TODAY_EMPTY.links).or(list(page, /^Links expiring/).getByRole('row').first())).toBeVisible();
  });
});
