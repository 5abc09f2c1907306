import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { USERS } from './env';
import { expect, fillSignIn, signInSession, test } from './fixtures';
import { PDF, referenceFromDialog } from './upload-steps';

// The mode chooser, the physical ("phygital") upload and the NCT request, through the real portal and
// sandbox: the browser refuses a non-PDF and an oversized file without sending anything, the BFF
// refuses them again when they are posted directly, and a PDF ends in the reference-number dialog (the
// NCT request after its confirm step).

const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma', email: 'ravi.sharma@example.com', mobile: '9876543210' };
const MB = 1024 * 1024;
const TOO_LARGE = 'Upload file size too large. Try uploading a smaller file less than 24 MB or change the file format.';

const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);

/** Chooses Ravi for the transaction flow, as the investor list's Initiate Investment does. */
async function chooseRavi(page: Page) {
  const res = await page.request.post('/api/investors/initiate', { data: { pan: RAVI.pan, from: 'list' } });
  expect(res.ok(), `initiate answered ${res.status()}`).toBe(true);
  expect((await res.json()).outcome).toBe('ready');
}

/** Counts the browser's requests to the upload endpoints, to prove a refused file is never sent. */
function uploadRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/(uploads|nct)\//.test(r.url())) seen.push(r.url());
  });
  return seen;
}

// The first sign-in after the server starts opens the portal store and renders the dashboard cold,
// which on a busy machine takes longer than the sign-in helper waits; do it once beforehand.
test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  const page = await browser.newPage();
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await page.getByText('Logged as').waitFor({ timeout: 170_000 });
  await page.close();
});

test('physical upload: the mode chooser, a non-PDF and a 25 MB file refused in the browser, a PDF to its reference number', async ({ page, sandbox }, testInfo) => {
  await signInSession(page);
  await chooseRavi(page);
  await page.goto('/new-transaction/additional-purchase');
  await expect(page.getByRole('heading', { name: 'Mode of Transaction', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Digital Mode/ })).toHaveAttribute('href', /^\/new-transaction\/additional-purchase\/digital\/transact\?f=/);
  await page.getByRole('link', { name: /Physical Mode/ }).click();
  // The flow's sealed investor token travels on in the address, never the PAN.
  await expect(page).toHaveURL(/\/new-transaction\/additional-purchase\/physical\?f=[^&]+$/);
  expect(page.url()).not.toContain(RAVI.pan);
  await expect(page.getByText(RAVI.name)).toBeVisible();
  const sent = uploadRequests(page);

  // Contact details on record are filled in and locked.
  await expect(page.getByRole('textbox', { name: 'Email ID' })).toHaveValue(RAVI.email);
  await expect(page.getByRole('textbox', { name: 'Email ID' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Mobile No' })).toHaveValue(RAVI.mobile);

  const fileInput = page.getByLabel('Upload Order Form and Cheque (PDF)');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload PDF file only' })).toBeVisible();

  const big = testInfo.outputPath('big.pdf');
  await writeFile(big, pdfOf(25 * MB));
  await fileInput.setInputFiles(big);
  await expect(page.getByRole('alert').filter({ hasText: TOO_LARGE })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Read Terms and Conditions')).toBeVisible();
  await expect(page.getByText('Folio is mandatory')).toBeVisible();

  await fileInput.setInputFiles({ name: 'order.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('status').filter({ hasText: 'Upload Successfully' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Folio' }).selectOption('10234561');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Read Terms and Conditions')).toBeVisible();
  expect(sent, 'nothing is sent while the form is refused').toEqual([]);

  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const reference = await referenceFromDialog(page);
  expect(sent).toHaveLength(1);

  const mail = (await sandbox.outbox(RAVI.email)).find((m) => m.subject === `Request ${reference} received`);
  expect(mail?.text).toContain('physical Additional Purchase request for folio 10234561');

  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the BFF refuses an oversized or non-PDF upload posted directly, streams a 12 MB PDF through and replays a repeat', async ({ page, sandbox }) => {
  // Three uploads of 12 to 25 MB through the portal on a shared machine.
  test.setTimeout(120_000);
  await signInSession(page);
  await chooseRavi(page);
  await page.goto('/new-transaction/additional-purchase/physical');
  await expect(page).toHaveURL(/\?f=/);
  const flow = new URL(page.url()).searchParams.get('f') ?? '';
  const post = (key: string, file: { name: string; mimeType: string; buffer: Buffer }, f = flow) =>
    page.request.post('/api/uploads/physical', {
      headers: { 'Idempotency-Key': key },
      multipart: { f, reqtype: 'add', folio: '10234561', email: RAVI.email, mobile: RAVI.mobile, terms: 'true', file },
      timeout: 60_000,
    });

  // Without the flow's token the server does not know (or guess) the investor.
  const noFlow = await post('e2e-no-flow-0001', { name: 'order.pdf', mimeType: 'application/pdf', buffer: PDF }, 'forged');
  expect(noFlow.status()).toBe(404);
  expect((await noFlow.json()).message).toBe('No Investor PAN found. Please submit investor PAN.');

  const oversized = await post('e2e-oversized-0001', { name: 'big.pdf', mimeType: 'application/pdf', buffer: pdfOf(25 * MB) });
  expect(oversized.status()).toBe(413);
  expect((await oversized.json()).message).toBe(TOO_LARGE);

  const text = await post('e2e-text-00000001', { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') });
  expect(text.status()).toBe(400);
  expect((await text.json()).fieldErrors).toEqual({ file: 'Please upload PDF file only' });

  // Larger than Next's 10 MB proxy body limit: it reaches the registrar whole.
  const large = await post('e2e-large-000001', { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdfOf(12 * MB) });
  expect(large.status(), await large.text()).toBe(200);
  const first = (await large.json()).referenceNumber as string;

  const again = await post('e2e-large-000001', { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdfOf(12 * MB) });
  expect((await again.json()).referenceNumber).toBe(first);
  const received = (await sandbox.outbox(RAVI.email)).filter((m) => m.subject.startsWith('Request '));
  expect(received.map((m) => m.subject)).toEqual([`Request ${first} received`]);
});

test('NCT: the type list from the registrar, the mandatory messages, and a request to its reference number at phone width', async ({ page, sandbox }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSession(page);
  await chooseRavi(page);
  // Reached from the transaction types, as a distributor would.
  await page.goto('/new-transaction/transction-types');
  await page.getByRole('link', { name: 'Non-Commercial Transaction (NCT)' }).click();
  await expect(page).toHaveURL(/\/new-transaction\/nct-type\?f=/);
  await expect(page.getByText('Physical mode is not available for Non-Commercial Transaction.')).toBeVisible();
  await page.getByRole('link', { name: /Digital Mode/ }).click();
  await expect(page).toHaveURL(/\/new-transaction\/nct-type\/digital\/transact\?f=/);
  await expect(page.getByRole('heading', { name: 'Non-Commercial Transaction', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['NCT Type is mandatory', 'Folio is mandatory', 'PDF File is mandatory', 'Please Read Terms and Conditions']) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await page.getByRole('combobox', { name: 'NCT Type' }).selectOption({ label: 'Change of Address' });
  await page.getByRole('combobox', { name: 'Folio' }).selectOption('10234563');
  await page.getByLabel('Upload Signed Request (PDF)').setInputFiles({ name: 'address.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Upload Successfully')).toBeVisible();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const sent = uploadRequests(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  // Submit only stages the request: its summary waits on the confirm step, nothing sent yet.
  await expect(page).toHaveURL(/\/new-transaction\/nct-type\/digital\/transact\/confirm\?f=/);
  await expect(page.getByRole('heading', { name: 'Non-Commercial Transaction Summary', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Confirm')).toHaveAttribute('aria-current', 'page');
  const summary = page.getByRole('region', { name: 'Summary' });
  for (const value of ['Change of Address', '10234563', RAVI.email, RAVI.mobile, 'address.pdf', `${PDF.length} bytes`]) {
    await expect(summary.getByText(value, { exact: true })).toBeVisible();
  }
  expect(sent, 'nothing is sent before Confirm').toEqual([]);

  // Back keeps everything chosen, the PDF included.
  await summary.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/new-transaction\/nct-type\/digital\/transact\?f=/);
  await expect(page.getByRole('combobox', { name: 'Folio' })).toHaveValue('10234563');
  await expect(page.getByRole('combobox', { name: 'NCT Type' }).locator('option:checked')).toHaveText('Change of Address');
  await expect(page.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeChecked();
  await expect(page.getByText('Upload Successfully')).toBeVisible();
  expect(await page.getByLabel('Upload Signed Request (PDF)').evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe('address.pdf');
  await page.getByRole('button', { name: 'Submit' }).click();

  // A double click on Confirm still makes one request.
  await expect(page).toHaveURL(/\/confirm\?f=/);
  await page.getByRole('button', { name: 'Confirm' }).dblclick();
  const reference = await referenceFromDialog(page);
  expect(sent).toHaveLength(1);

  const mail = (await sandbox.outbox(RAVI.email)).find((m) => m.subject === `Request ${reference} received`);
  expect(mail?.text).toContain('a Change of Address request for folio 10234563');
});

test('NCT confirm opened directly has nothing to confirm and leads back to the form', async ({ page }) => {
  await signInSession(page);
  await chooseRavi(page);
  await page.goto('/new-transaction/nct-type/digital/transact/confirm');
  await expect(page.getByText('There is nothing to confirm for this investor.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/new-transaction\/nct-type\/digital\/transact\?f=/);
  await expect(page.getByRole('heading', { name: 'Non-Commercial Transaction', level: 1 })).toBeVisible();
});
