import type { Page } from '@playwright/test';
import { expect, signInSession, signInTo, test } from './fixtures';
import { ANITA, applicantAsSingle, BASE, fillNominee, nominee, proceed, startJourney } from './new-investor-steps';

// What a walk through every screen found: each test is one screen's flow, against the real portal and
// sandbox, showing the behaviour the screen must keep.

test.describe.configure({ timeout: 120_000 });

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma' };
const MODES = '/new-transaction/sip/digital/modes';
const flow = (path: string, f: string) => `${path}?f=${encodeURIComponent(f)}`;

/** Today in India plus `days`, DD/MM/YYYY. */
function istDayPlus(days = 0): string {
  const d = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

/** Signs in and seals Ravi into a transaction flow of `type`'s Digital card; answers the flow token. */
async function openFlow(page: Page, type: string): Promise<string> {
  await signInSession(page);
  const ready = await page.request.post('/api/investors/initiate', { data: { pan: RAVI.pan, from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  await page.goto(`/new-transaction/${type}`);
  await page.getByRole('link', { name: /Digital Mode/ }).click();
  await expect(page).toHaveURL(/[?&]f=/);
  return new URL(page.url()).searchParams.get('f') ?? '';
}

/** Puts text into the focused field the way a paste does: no key is pressed, so no key is refused. */
async function paste(page: Page, name: string, text: string) {
  await box(page, name).fill('');
  await box(page, name).focus();
  await page.keyboard.insertText(text);
}

test('NFO link: a refused sub ARN makes no link, and pasted text obeys the typed rule', async ({ page }) => {
  await signInTo(page, '/nfo-funds/nfo-transact?scheme=MN');
  const subArn = box(page, 'Sub ARN Code');
  const refused = page.getByText('Please enter a valid Sub ARN Code');

  await subArn.fill('998877');
  await subArn.blur();
  await expect(refused).toBeVisible();
  // The registrar refused it on leaving the field; the server refuses it again on the way to a link.
  await page.getByRole('button', { name: 'Create NFO Link' }).click();
  await expect(refused).toBeVisible();
  await expect(subArn).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: /NFO link for/ })).toHaveCount(0);

  // The field shows the ARN- prefix beside it and takes the digits: a pasted prefix is dropped.
  await paste(page, 'Sub ARN Code', 'ARN-1122');
  await expect(subArn).toHaveValue('1122');
  await subArn.blur();
  await expect(refused).toBeVisible();
  await page.getByRole('button', { name: 'Create NFO Link' }).click();
  await expect(refused).toBeVisible();
  await expect(page.getByRole('region', { name: /NFO link for/ })).toHaveCount(0);

  await paste(page, 'Sub Broker Code', '44e.5-5+');
  await expect(box(page, 'Sub Broker Code')).toHaveValue('4455');
  await paste(page, 'Sub ARN Code', '445566');
  await subArn.blur();
  await expect(refused).toHaveCount(0);
  await page.getByRole('button', { name: 'Create NFO Link' }).click();
  await expect(page.getByRole('region', { name: /NFO link for Multicap Fund/ })).toBeVisible();
});

test('mail-back: a request is in the status table at once, dated DD/MM/YYYY', async ({ page }) => {
  await signInTo(page, '/mailBackRequest?report=MFSD201');
  const status = page.getByRole('region', { name: 'Request status (last 30 days)' });
  await expect(status).toBeVisible();
  await page.getByRole('radio', { name: 'Excel' }).check();
  await box(page, 'Password').fill('Mail#Back2026');
  await page.getByLabel('From date').fill('01/01/2024');
  await page.getByLabel('To date').fill(istDayPlus());
  await page.getByRole('button', { name: 'Submit' }).click();
  const notice = page.getByText('A mail will be sent to above entered Email Id within 30 minutes.');
  await expect(notice).toBeVisible();
  const refno = (await notice.locator('strong').textContent())!.trim();
  const row = status.getByRole('row').filter({ hasText: refno });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText(new RegExp(`^${istDayPlus().replace(/\//g, '\\/')} \\d{2}:\\d{2}$`));
});

test('new investor: nominees typed survive ticking and unticking "do not wish to nominate"', async ({ page }) => {
  await startJourney(page, ANITA.pan);
  await applicantAsSingle(page);
  const optOut = page.getByRole('checkbox', { name: 'I/We do not wish to nominate' });
  await page.getByRole('button', { name: 'Add Nominee' }).click();
  await fillNominee(nominee(page, 1), { name: 'Kiran Verma', pan: 'DKRPV7788N', dob: '01/05/1990' });
  await optOut.check();
  await expect(nominee(page, 1)).toBeHidden();
  await optOut.uncheck();
  await expect(nominee(page, 1).getByLabel('Nominee Name')).toHaveValue('Kiran Verma');
  await expect(nominee(page, 1).getByLabel('ID Number')).toHaveValue('DKRPV7788N');
  await expect(nominee(page, 1).getByLabel('City')).toHaveValue('Bengaluru');
  await expect(nominee(page, 1).getByLabel('Share Percentage')).toHaveValue('100');
  // Ticked, the step goes on without the nominees, half-typed or not.
  await nominee(page, 1).getByLabel('Nominee Name').fill('');
  await optOut.check();
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/scheme-details$`));
});

test('eNACH registration: Back from the summary keeps every value, the bank and the terms tick too', async ({ page }) => {
  const f = await openFlow(page, 'sip');
  await page.goto(flow(`${MODES}/enach-folios/eNACH`, f));
  await combo(page, 'Folio').selectOption('10234561');
  const bank = combo(page, 'Bank Account');
  await bank.selectOption({ label: 'HDFC Bank - XXXXXXXXXX1781 (SB)' });
  await box(page, 'Amount').fill('25000');
  await combo(page, 'Frequency').selectOption('Monthly');
  const start = istDayPlus(5);
  await box(page, 'Start Date').fill(start);
  const terms = page.getByRole('checkbox', { name: /Terms and Conditions/ });
  await terms.check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'eNACH Registration Summary' })).toBeVisible();

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/enach-folios\/eNACH\?f=/);
  await expect(combo(page, 'Folio')).toHaveValue('10234561');
  await expect(bank.locator('option:checked')).toHaveText('HDFC Bank - XXXXXXXXXX1781 (SB)');
  await expect(box(page, 'Amount')).toHaveValue('25000');
  await expect(combo(page, 'Frequency')).toHaveValue('Monthly');
  await expect(box(page, 'Start Date')).toHaveValue(start);
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'eNACH Registration Summary' })).toBeVisible();
});

test('SIP pause summary: no amount in words and no NAV applicability, which mean nothing for a pause', async ({ page }) => {
  await openFlow(page, 'sip-cancellation');
  await page.getByRole('button', { name: 'Pause SIP 7000001' }).click();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await combo(page, 'Pause Start Date').selectOption({ index: 1 });
  await page.getByRole('radio', { name: '3' }).check();
  await expect(box(page, 'Pause End Date')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'SIP Pause Summary' })).toBeVisible();
  // The plan's instalment stays a row of the summary.
  await expect(page.getByText(/5,000/).first()).toBeVisible();
  await expect(page.getByText(/Rupees Only/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /NAV applicability/ })).toHaveCount(0);
});

test('STP cancellation: the list and the summary name both schemes, from and to', async ({ page }) => {
  await openFlow(page, 'sip-cancellation');
  await page.getByRole('radio', { name: 'STP' }).check();
  const row = page.getByRole('row').filter({ hasText: '9000001' });
  await expect(row).toContainText(/From: Flexi Cap Fund/);
  await expect(row).toContainText(/To: Large Cap Fund/);
  await page.getByRole('button', { name: 'Cancel STP 9000001' }).click();
  await expect(page.getByRole('heading', { name: 'STP Cancellation Summary' })).toBeVisible();
  await expect(page.getByText('Transfer From Scheme')).toBeVisible();
  await expect(page.getByText('Transfer To Scheme')).toBeVisible();
  await expect(page.getByText(/Large Cap Fund/).first()).toBeVisible();
  await expect(page.getByText(/Rupees Only/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /NAV applicability/ })).toHaveCount(0);
});

test('investor search: a refused search after a found one leaves no results standing', async ({ page }) => {
  await signInTo(page, '/new-transaction');
  const results = page.getByRole('table').filter({ has: page.getByText(/investors? found by/) });
  await page.getByRole('radio', { name: 'Name', exact: true }).check();
  await box(page, 'Name').fill('Ravi Sh');
  await expect(results.getByRole('row').filter({ hasText: RAVI.name })).toBeVisible();
  await box(page, 'Name').fill('Ravi 5h');
  await expect(page.getByText('Please enter a valid Name')).toBeVisible();
  await expect(results).toHaveCount(0);
});
