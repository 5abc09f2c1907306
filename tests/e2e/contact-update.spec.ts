import { ZAINAB } from '../../sandbox/seed/fixtures';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { BLOCK_TEXTS } from '../../lib/rules/worklist';
import { expect, showEveryRow, signInTo, test } from './fixtures';
import { PDF, referenceFromDialog } from './upload-steps';

// An investor without a mobile number on record cannot transact: Today lists her with the missing
// contact, and "Request contact update" opens the folio's non-commercial transaction, where the
// distributor gives the mobile and sends the investor's signed request to the registrar.

const NEW_MOBILE = '9847044170';

test('Today shows a missing mobile, and Request contact update sends the change of mobile request', async ({ page, sandbox }) => {
  test.setTimeout(120_000);
  await signInTo(page, '/today');
  const investors = page.getByRole('region', { name: /^Investors who cannot transact/ });
  await showEveryRow(investors);
  const row = investors
    .getByRole('row')
    .filter({ hasText: ZAINAB.name })
    .first();
  await expect(row).toContainText(BLOCK_TEXTS.noMobile, { timeout: 20_000 });
  // Her e-mail is on record: only the mobile is missing.
  await expect(row).not.toContainText(BLOCK_TEXTS.noEmail);

  await row.getByRole('link', { name: `Request contact update for ${ZAINAB.name}` }).click();
  await expect(page).toHaveURL(/\/new-transaction\/nct-type\/digital\/transact\?f=/);
  await expect(page.getByRole('heading', { name: 'Non-Commercial Transaction', level: 1 })).toBeVisible();
  // Her one folio is chosen; the e-mail on record is locked, the missing mobile is to be given.
  await expect(page.getByRole('combobox', { name: 'Folio' })).toHaveValue(FOLIOS.zainab.acno);
  await expect(page.getByRole('textbox', { name: 'Email ID' })).toHaveValue(ZAINAB.email);
  await expect(page.getByRole('textbox', { name: 'Email ID' })).toHaveAttribute('readonly', '');
  const mobile = page.getByRole('textbox', { name: 'Mobile No' });
  await expect(mobile).toHaveValue('');
  await expect(mobile).toBeEditable();

  await page.getByRole('combobox', { name: 'NCT Type' }).selectOption({ label: 'Change of Mobile Number' });
  await mobile.fill(NEW_MOBILE);
  await page.getByLabel('Upload Signed Request (PDF)').setInputFiles({ name: 'mobile.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Upload Successfully')).toBeVisible();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/new-transaction\/nct-type\/digital\/transact\/confirm\?f=/);
  const summary = page.getByRole('region', { name: 'Summary' });
  for (const value of ['Change of Mobile Number', FOLIOS.zainab.acno, ZAINAB.email, NEW_MOBILE, 'mobile.pdf']) {
    await expect(summary.getByText(value, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Confirm' }).click();
  const reference = await referenceFromDialog(page);

  // The registrar has the request, and tells the investor at the e-mail on record.
  const mail = (await sandbox.outbox(ZAINAB.email)).find((m) => m.subject === `Request ${reference} received`);
  expect(mail?.text).toContain(`a Change of Mobile Number request for folio ${FOLIOS.zainab.acno}`);
});
