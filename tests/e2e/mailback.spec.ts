import type { Page } from '@playwright/test';
import { openPdf, openZip, readXlsx } from '../support/statement-files';
import { SANDBOX_URL, USERS } from './env';
import { expect, type SandboxControls, signIn, signInTo, test } from './fixtures';

// Mail-back: the distributor's own report and each investor statement, requested through the portal,
// mailed by the sandbox with its file attached, and the file opened with the password given.

const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma', email: 'ravi.sharma@example.com' };
const PASSWORD = 'Mail#Back2026';

const two = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY of the India day `offset` days from today. */
function day(offset = 0): string {
  const d = new Date(Date.now() + 330 * 60_000 + offset * 86_400_000);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

interface Mail {
  subject: string;
  attachments?: { filename: string; url: string }[];
}

/** The mail whose subject names the reference, and its attachment's bytes. */
async function mailedFile(page: Page, sandbox: SandboxControls, to: string, refno: string) {
  const mails = (await sandbox.outbox(to)) as Mail[];
  const mail = mails.find((m) => m.subject.includes(refno));
  expect(mail, `a mail to ${to} naming ${refno}`).toBeTruthy();
  const attachment = mail!.attachments?.[0];
  expect(attachment, 'the mail has an attachment').toBeTruthy();
  const res = await page.request.get(`${SANDBOX_URL}${attachment!.url}`);
  expect(res.ok()).toBe(true);
  return { filename: attachment!.filename, bytes: new Uint8Array(await res.body()) };
}

const password = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

test('my report: the refusals, then an Excel report zipped with the password', async ({ page, sandbox }) => {
  test.setTimeout(90_000);
  await signIn(page);
  // A FREQUENT REPORTS row opens the form on its report.
  await page.goto('/mailBackRequest?report=MFSD201');
  await expect(page.getByRole('heading', { name: 'Mailback Requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Report' })).toHaveValue('MFSD201');
  await expect(page.getByLabel('To date')).toBeDisabled();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Report Type is mandatory*')).toBeVisible();
  await expect(page.getByText('Password is mandatory*')).toBeVisible();
  await expect(page.getByText('From date is mandatory')).toBeVisible();

  await page.getByRole('radio', { name: 'Excel' }).check();
  await password(page).fill('password1');
  await page.getByLabel('From date').fill(day(1));
  await page.getByLabel('To date').fill(day(0));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/^Password should be at least 8 characters in length/)).toBeVisible();
  await expect(page.getByText('Future dates are not allowed')).toBeVisible();

  await password(page).fill(PASSWORD);
  await page.getByLabel('From date').fill(day(0));
  await page.getByLabel('To date').fill('01/01/2024');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('From date should be earlier than To date')).toBeVisible();

  await page.getByLabel('From date').fill('01/01/2024');
  await page.getByLabel('To date').fill(day(0));
  // The registrar makes the request but its answer is lost: the portal checks with the same request
  // reference, is told the first number, and nothing is mailed twice (whatever the double click).
  await sandbox.fault('/GetDistMailbackRequest', 'malformed');
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  const notice = page.getByText('A mail will be sent to above entered Email Id within 30 minutes.');
  await expect(notice).toBeVisible();
  const refno = (await notice.locator('strong').textContent())!.trim();
  expect(refno).toMatch(/^MB\d+$/);

  const mails = (await sandbox.outbox(USERS.demo)) as Mail[];
  expect(mails.filter((m) => m.subject.includes('Transaction Report'))).toHaveLength(1);
  expect((await sandbox.calls('/GetDistMailbackRequest')).map((c) => c.outcome)).toContain('error');
  const { filename, bytes } = await mailedFile(page, sandbox, USERS.demo, refno);
  expect(filename).toBe(`MFSD201_${refno}.zip`);
  await expect(openZip(bytes, 'Wrong#Pass2026')).rejects.toThrow();
  const [entry] = await openZip(bytes, PASSWORD);
  const rows = await readXlsx(entry!.content);
  expect(rows[0]).toContain('TRXN_NO');
  expect(rows.some((r) => r.includes(RAVI.pan))).toBe(true);
  await page.reload();
  await expect(page.getByRole('cell', { name: refno })).toBeVisible();
});

test('a tile without an investor opens the selection with its name key; the choice opens the statement', async ({ page }) => {
  await signInTo(page, '/mailBackRequest/investor');
  await page.getByRole('link', { name: /Capital Gains Statement/ }).click();
  await expect(page).toHaveURL(/\/mailBackRequest\/investor\/investor-selection\?name=CGS$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Mailback Types' })).toHaveAttribute('href', '/mailBackRequest/investor');
  await page.getByRole('textbox', { name: 'PAN' }).fill(RAVI.pan);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Select for ${RAVI.name}` }).first().click();
  await expect(page).toHaveURL(/\/mailBackRequest\/investor\/CGS$/);
  await expect(page.getByRole('heading', { name: 'Capital Gains Statement' })).toBeVisible();
  await expect(page.getByText(`Investor: ${RAVI.name}`)).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Investors Selection' })).toHaveAttribute('href', '/mailBackRequest/investor/investor-selection?name=CGS');
  // Networth goes to the GAS page.
  await page.goto('/mailBackRequest/investor/Networth');
  await expect(page.getByRole('heading', { name: 'Networth Report', level: 1 })).toBeVisible();
});

const STATEMENTS = [
  { tile: 'Statement of Account', period: true, done: 'page' },
  { tile: 'Consolidated Account Statement', period: true, done: 'page' },
  { tile: 'ELSS Statement', period: false, done: 'page' },
  { tile: 'CAN Statement', period: false, done: 'page' },
  { tile: 'Capital Gains Statement', period: true, done: 'page' },
  { tile: 'Networth Report', period: false, done: 'networth' },
  { tile: 'Dividend Statement', period: false, done: 'dividend' },
] as const;

test('Send Reports: each statement mailed to the investor as a PDF that opens with its password', async ({ page, sandbox }) => {
  test.setTimeout(180_000);
  await signInTo(page, `/investors/details/${RAVI.pan}`);
  await page.getByRole('button', { name: 'Send Reports' }).click();
  await expect(page).toHaveURL(/\/mailBackRequest\/investor$/);
  await expect(page.getByText(`Statements for ${RAVI.name}`)).toBeVisible();

  for (const [i, s] of STATEMENTS.entries()) {
    await page.getByRole('link', { name: new RegExp(s.tile) }).click();
    await expect(page.getByRole('heading', { name: s.tile, level: 1 })).toBeVisible();
    if (s.period) {
      await page.getByLabel('From date').fill('01/01/2024');
      await page.getByLabel('To date').fill(day(0));
    }
    const [pw, confirm] = s.done === 'networth' ? ['Self-password', 'Confirm Self-password'] : ['Password', 'Confirm Password'];
    await page.getByRole('textbox', { name: pw, exact: true }).fill(PASSWORD);
    if (i === 0) {
      await page.getByRole('textbox', { name: confirm, exact: true }).fill('Other#Pass2026');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('The Password and Confirm Password do not match')).toBeVisible();
    }
    await page.getByRole('textbox', { name: confirm, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();

    let refno: string;
    if (s.done === 'page') {
      await expect(page).toHaveURL(/\/investor-selection\/submit-request\?/);
      refno = (await page.getByRole('status').locator('strong').first().textContent())!.trim();
    } else {
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Reference number');
      refno = (await dialog.locator('strong').textContent())!.trim();
      await dialog.getByRole('button', { name: s.done === 'networth' ? 'Yes' : 'OK' }).click();
      await expect(page).toHaveURL(s.done === 'networth' ? /investor-selection\?name=GAS$/ : /\/mailBackRequest$/);
    }
    expect(refno).toMatch(/^MB\d+$/);
    const { filename, bytes } = await mailedFile(page, sandbox, RAVI.email, refno);
    expect(filename).toMatch(/\.pdf$/);
    expect(openPdf(bytes, 'Wrong#Pass2026'), `${s.tile} refuses a wrong password`).toBeNull();
    expect(openPdf(bytes, PASSWORD), `${s.tile} opens with its password`).toContain(`Investor: ${RAVI.name}`);
    await page.goto('/mailBackRequest/investor');
  }
});
