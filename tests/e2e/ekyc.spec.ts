import type { Page } from '@playwright/test';
import { expect, signInTo, test } from './fixtures';

// The e-KYC form against the sandbox: IKYC mails the investor (the mail lands in the outbox) and a
// KYC-registered PAN is refused; DKYC needs the IPV and opens the fund house's e-KYC page.

const DEV = { pan: 'DHRPK2206B', name: 'Dev Kapoor', mobile: '9811223344' };
const ANITA = { pan: 'AMNPV5512Q' };
const EKYC_PAGE = 'https://kyc.fundhouse.example/e-kyc';

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillContact(page: Page, email: string) {
  await box(page, 'Name').fill(DEV.name);
  await box(page, 'Email').fill(email);
  await box(page, 'Phone').fill(DEV.mobile);
}

test.describe('e-KYC', () => {
  test.describe.configure({ timeout: 90_000 });

  test('IKYC: the mandatory fields, a registered PAN refused, the mail in the outbox, then the dashboard', async ({ page, sandbox }) => {
    const email = 'dev.ikyc@example.com';
    await signInTo(page, '/e-KYC');
    await expect(page.getByRole('heading', { level: 1, name: 'e-KYC Form' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    for (const message of ['KYC Type is mandatory', 'PAN is mandatory', 'Name is mandatory', 'Email ID is mandatory', 'Phone no is mandatory']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await page.getByRole('radio', { name: /^IKYC/ }).check();
    await box(page, 'PAN').fill(ANITA.pan.toLowerCase());
    const alert = page.getByRole('dialog', { name: 'e-KYC' });
    await expect(alert).toContainText('PAN is KYC Registered');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(box(page, 'PAN')).toHaveValue('');

    await box(page, 'PAN').fill(DEV.pan);
    await fillContact(page, 'dev@example');
    await page.getByRole('button', { name: 'Send e-KYC Link' }).click();
    await expect(page.getByText('Enter a valid Email ID')).toBeVisible();
    await box(page, 'Email').fill(email);
    // The mail goes but the answer is lost: the portal checks with the same request reference and never mails twice.
    await sandbox.fault('/Send_eKYCMail', 'malformed');
    await page.getByRole('button', { name: 'Send e-KYC Link' }).dblclick();
    const sent = page.getByRole('dialog', { name: 'e-KYC link sent' });
    await expect(sent).toContainText(email, { timeout: 20_000 });
    const mails = await sandbox.outbox(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Complete your e-KYC');
    expect(mail?.text).toContain(DEV.pan);
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('DKYC from the KYC prompt: the PAN locked, a new type resets the form, IPV required, then the e-KYC page', async ({ page, sandbox }) => {
    await page.route(`${EKYC_PAGE}**`, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>e-KYC</title><main><h1>Fund house e-KYC</h1></main></html>' }),
    );
    await signInTo(page, `/new-transaction/new-investor/ekyc/${DEV.pan}`);
    await expect(box(page, 'PAN')).toHaveValue(DEV.pan);
    await expect(box(page, 'PAN')).toHaveAttribute('readonly', '');

    await page.getByRole('radio', { name: /^IKYC/ }).check();
    await box(page, 'Name').fill(DEV.name);
    await page.getByRole('radio', { name: /^DKYC/ }).check();
    await expect(box(page, 'Name')).toHaveValue('');
    await expect(box(page, 'PAN')).toHaveValue(DEV.pan);

    await fillContact(page, 'dev.dkyc@example.com');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByText('It is mandatory to perform IPV to proceed')).toBeVisible();
    await page.getByRole('checkbox', { name: /In-Person Verification/ }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(EKYC_PAGE);
    // DKYC sends nothing to the investor.
    expect(await sandbox.outbox('dev.dkyc@example.com')).toEqual([]);
  });
});
