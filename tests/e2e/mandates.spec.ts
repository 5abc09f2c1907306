import { devices, type Page } from '@playwright/test';
import { UPI_APPROVAL_TEXTS } from '../../lib/rules/upi-autopay';
import { USERS } from './env';
import { expect, expectAccessible, fillSignIn, test } from './fixtures';
import { approveWithOtp } from './investor-approval';
import { istDayPlus } from './sip-mandate-steps';

// The SIP modes and the mandates (seed 002 sections 2.1, 3, 4.1 and 5) through the real portal and
// sandbox: the mode tiles, an eNACH registration to its reference and the investor's authorisation
// from the outbox making it active in the list, UPI Autopay's amount limit, selecting a mandate for
// the SIP form, and the list as cards on a phone.

test.describe.configure({ timeout: 120_000 });

const RAVI = { pan: 'BKFPS4821K', email: 'ravi.sharma@example.com' };
const MAIN_FOLIO = '10234561';
const MODES = '/new-transaction/sip/digital/modes';

/** Signs in, seals Ravi into a transaction flow and opens the SIP's Digital card; answers the flow token. */
async function openModes(page: Page): Promise<string> {
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  const ready = await page.request.post('/api/investors/initiate', { data: { pan: RAVI.pan, from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  await page.goto('/new-transaction/sip');
  await page.getByRole('link', { name: /Digital Mode/ }).click();
  await expect(page).toHaveURL(/\/new-transaction\/sip\/digital\/modes\?f=/);
  await expect(page.getByRole('heading', { name: 'Select Mode of Registration' })).toBeVisible();
  return new URL(page.url()).searchParams.get('f') ?? '';
}

const flow = (path: string, f: string) => `${path}?f=${encodeURIComponent(f)}`;


test('the mode tiles carry the flow to each mode, and /modes/upi lists UPI Autopay mandates', async ({ page }) => {
  const f = await openModes(page);
  const tiles = page.getByRole('list', { name: 'Modes of registration' }).getByRole('link');
  await expect(tiles).toHaveText([/UPI Autopay/, /Enach/, /Existing OTM/, /SIP Topup/, /SIP Modification/, /ISIP/]);
  const targets = {
    'UPI Autopay': '/upi-folios', Enach: '/enach-folios', 'Existing OTM': '/otm-with-isip', 'SIP Topup': '/select-live-sip', 'SIP Modification': '/select-live-sip',
  };
  for (const [label, path] of Object.entries(targets)) {
    await expect(tiles.filter({ hasText: label }).first()).toHaveAttribute('href', flow(`${MODES}${path}`, f));
  }
  await expect(tiles.filter({ hasText: 'ISIP' })).toHaveAttribute('href', flow('/new-transaction/sip/digital/transact', f));
  expect(page.url()).not.toContain(RAVI.pan);

  await tiles.filter({ hasText: 'Existing OTM' }).click();
  await expect(page.getByRole('heading', { name: 'Summary of OTM registered under the folio number' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
  await expect(page.getByRole('cell', { name: 'AOTM (AO)' })).toBeVisible();
  await page.goto(flow(`${MODES}/upi`, f));
  await expect(page.getByRole('heading', { name: 'Summary of UPI Autopay registered under the folio number' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
  await expect(page.getByRole('cell', { name: '₹50,000' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('UPI Autopay');

  // The eNACH entry of the transaction types opens the same registration, folio first.
  await page.goto(flow('/new-transaction/eNACH/digital/transact', f));
  await expect(page.getByRole('heading', { name: 'eNACH Registration' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Folio' })).toBeVisible();
});

test('eNACH registration to its reference; the investor authorises it from the outbox and it is listed', async ({ page, sandbox }) => {
  const f = await openModes(page);
  await page.getByRole('link', { name: /Enach/ }).click();
  await expect(page.getByRole('heading', { name: 'Summary of ENACH registered under the folio number' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('XXXXXXXXXX1781');
  await page.getByRole('link', { name: 'Click here' }).click();
  await expect(page).toHaveURL(/\/enach-folios\/eNACH\?f=/);

  await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
  await page.getByRole('combobox', { name: 'Bank Account' }).selectOption({ label: 'HDFC Bank - XXXXXXXXXX1781 (SB)' });
  await page.getByRole('textbox', { name: 'Amount' }).fill('25000');
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption('Monthly');
  const start = istDayPlus(5);
  await page.getByRole('textbox', { name: 'Start Date' }).fill(start);
  await expect(page.getByRole('textbox', { name: 'End Date' })).toHaveValue(`${start.slice(0, 6)}${Number(start.slice(6)) + 40}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Read Terms and Conditions')).toBeVisible();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/enach-folios\/eNACH\/confirm\?f=/);
  await expect(page.getByRole('heading', { name: 'eNACH Registration Summary' })).toBeVisible();
  await expect(page.getByText('(Until Cancelled)')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.dblclick();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You have initiated the eNach successfully with Reference Number : EN');
  const reference = (await dialog.textContent())?.match(/Reference Number : (EN\d+)/)?.[1];
  expect(reference).toBeTruthy();

  const mails = (await sandbox.outbox(RAVI.email)).filter((m) => m.subject.includes(String(reference)));
  expect(mails, 'one mandate, one mail, whatever the clicks').toHaveLength(1);
  const link = mails[0]!.text.match(/https?:\/\/\S+authorise-mandate\?t=\S+/)?.[0] ?? '';
  // The dialog's own Close button (its corner × is named Close too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Listed while it awaits the investor, with its status and no Select.
  await page.goto(flow(`${MODES}/enach-folios`, f));
  await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
  const pending = page.getByRole('table').getByRole('row').filter({ hasText: 'Awaiting the investor' });
  await expect(pending).toContainText('₹25,000');
  await expect(pending.getByRole('button', { name: /Select/ })).toHaveCount(0);
  await expect(pending).toContainText('Usable for a SIP once the investor authorises it');
  // Track Transactions says the same as the registrar: awaiting the investor, not done.
  await page.goto(`/track-transactions?q=${reference}`);
  await expect(page.getByRole('row').filter({ hasText: String(reference) }).first()).toContainText('Awaiting investor');

  await page.goto(link);
  await approveWithOtp(page, String(reference), 'Authorise');
  await expect(page.getByRole('status')).toContainText(`Mandate ${reference} is authorised`);

  await page.goto(flow(`${MODES}/enach-folios`, f));
  await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: '₹25,000' })).toContainText('Active');
  await expect(page.getByRole('table')).not.toContainText('Awaiting the investor');
  await page.goto(`/track-transactions?q=${reference}`);
  await expect(page.getByRole('row').filter({ hasText: String(reference) }).first()).toContainText('Processed');
});

test('UPI Autopay registration refuses an amount above 1,00,000 in the form and in the BFF', async ({ page }) => {
  const f = await openModes(page);
  await page.goto(flow(`${MODES}/upi-folios/upi`, f));
  await expect(page.getByRole('heading', { name: 'UPI Autopay Registration' })).toBeVisible();
  await expect(page.getByText(/validation debit of Re 1/)).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('100001');
  await amount.blur();
  await expect(page.getByText('Amount should be less than or equal to 1,00,000')).toBeVisible();

  const res = await page.request.post(`/api/transactions/upi-mandate?f=${encodeURIComponent(f)}`, {
    headers: { 'Idempotency-Key': `upi-limit-${Date.now()}-abcdef` },
    data: { today: istDayPlus(0), folio: MAIN_FOLIO, bank: 'XXXXXXXXXX1781', amount: '100001', frequency: 'Monthly', startDate: istDayPlus(3), endDate: '', untilCancelled: true, terms: true },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).fieldErrors).toEqual({ amount: 'Amount should be less than or equal to 1,00,000' });
});

test('UPI Autopay registration: the summary says how the investor approves; the link shows a QR code on a desktop, the UPI app on a phone', async ({ page, browser, sandbox }) => {
  const f = await openModes(page);
  await page.goto(flow(`${MODES}/upi-folios/upi`, f));
  await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
  await page.getByRole('combobox', { name: 'Bank Account' }).selectOption({ label: 'HDFC Bank - XXXXXXXXXX1781 (SB)' });
  await page.getByRole('textbox', { name: 'Amount' }).fill('5000');
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption('Monthly');
  await page.getByRole('textbox', { name: 'Start Date' }).fill(istDayPlus(5));
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/upi-folios\/upi\/confirm\?f=/);
  await expect(page.getByRole('heading', { name: 'How the investor approves' })).toBeVisible();
  await expect(page.getByText(UPI_APPROVAL_TEXTS.portal)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You have initiated the UPI Autopay Registration successfully with Reference Number : UP');
  const reference = (await dialog.textContent())?.match(/Reference Number : (UP\d+)/)?.[1] ?? '';
  const mail = (await sandbox.outbox(RAVI.email)).find((m) => m.subject.includes(reference)) as { link?: string } | undefined;

  // A desktop browser: a QR code to scan, no UPI ID asked for.
  await page.goto(mail?.link ?? '');
  await expect(page.getByRole('heading', { name: UPI_APPROVAL_TEXTS.heading })).toBeVisible();
  const qr = page.getByRole('img', { name: UPI_APPROVAL_TEXTS.qrAlt(reference) });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await expect(page.getByRole('textbox', { name: /UPI ID|VPA/i })).toHaveCount(0);

  // A phone: the UPI app's own link for this mandate instead.
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const onPhone = await phone.newPage();
  await onPhone.goto(mail?.link ?? '');
  const intent = onPhone.getByRole('link', { name: UPI_APPROVAL_TEXTS.intentLink });
  await expect(intent).toHaveAttribute('href', new RegExp(`^upi://mandate\\?.*tr=${reference}&`));
  await expect(onPhone.getByRole('img', { name: UPI_APPROVAL_TEXTS.qrAlt(reference) })).toHaveCount(0);
  await expectAccessible(onPhone);
  await phone.close();

  // Approved with the OTP, it is active.
  await approveWithOtp(page, reference, 'Authorise');
  await expect(page.getByRole('status')).toContainText(`Mandate ${reference} is authorised`);
});

test('selecting a mandate keeps it on the server and opens the SIP form of its mode', async ({ page }) => {
  const f = await openModes(page);
  await page.goto(flow(`${MODES}/enach-folios`, f));
  await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
  const answer = page.waitForResponse((r) => r.url().includes('/api/mandates/choice'));
  await page.getByRole('table').getByRole('button', { name: /Select/ }).click();
  expect(await (await answer).json()).toEqual({ next: `${MODES}/enach-folios/transact` });
  await expect(page).toHaveURL(new RegExp(`${MODES}/enach-folios/transact\\?f=[^&]+$`));
  expect(page.url()).not.toMatch(/umrn|HDFC7000000117000001/i);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mandate list is a card list with Select', async ({ page }) => {
    const f = await openModes(page);
    await page.goto(flow(`${MODES}/enach-folios`, f));
    await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('list', { name: `Mandates registered under folio ${MAIN_FOLIO}` });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards).toContainText('UMR No');
    await expect(cards).toContainText('Available for SIPs');
    await expect(cards.getByRole('button', { name: /Select/ })).toBeVisible();
  });
});
