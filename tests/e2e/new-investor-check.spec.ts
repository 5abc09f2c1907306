import { FOLIO_CONTACT_MESSAGES } from '../../lib/rules/folio-contacts';
import { STEP_FIX_LABELS } from '../../lib/transactions/problem-fixes';
import { ORDER_CHECK_TEXTS } from '../../lib/transactions/confirmation-texts';
import { EUINS } from '../../sandbox/domains/links';
import { ANITA as ANITA_RECORD } from '../../sandbox/seed/fixtures';
import { expect, test } from './fixtures';
import { ANITA, BASE, completeHolder, holder, proceed, startJourney } from './new-investor-steps';

// The check before the new investor's Submit: Anita Verma's application given the e-mail and mobile of
// Rahul Pillai, an EUIN holder of the distributor, is shown on the payment step as the registrar would
// refuse it, with Submit held back; the fix opens the applicant's step, and with her own contacts the
// application goes through.

const RAHUL = EUINS.find((e) => e.name === 'Rahul Pillai')!;

test('an EUIN holder\'s contacts are shown before Submit, fixed on the applicant\'s step, then the application goes through', async ({ page }) => {
  test.setTimeout(150_000);
  await startJourney(page, ANITA.pan);
  const email = holder(page).getByRole('textbox', { name: 'Email', exact: true });
  const mobile = holder(page).getByRole('textbox', { name: 'Mobile Number', exact: true });
  // What the KRA fills comes first; then the contacts are changed to Rahul's.
  await expect(holder(page).getByLabel('Name (as per PAN)')).toHaveValue(ANITA.name);
  await expect(email).toHaveValue(ANITA.email);
  await email.fill(RAHUL.email);
  await mobile.fill(RAHUL.mobile);
  await completeHolder(holder(page));
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
  await page.getByRole('checkbox', { name: 'I/We do not wish to nominate' }).check();
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/scheme-details$`));
  await page.getByLabel('Category').selectOption('Equity');
  await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption('117~FC~RG~G');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('5000');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/investment-details$`));
  await page.getByLabel('IFSC').fill('SBIN0000300');
  await expect(page.getByLabel('Bank Name')).toHaveValue('STATE BANK OF INDIA');
  await page.getByRole('textbox', { name: 'Account Number', exact: true }).fill('123456789012');
  await page.getByLabel('Confirm Account Number').fill('123456789012');
  await page.getByRole('checkbox', { name: /credit Re 1/ }).check();
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/payment-details$`));

  // Before anything is submitted: both refusals, each with the applicant's step as its fix, and Submit held back.
  const panel = page.getByRole('heading', { name: ORDER_CHECK_TEXTS.heading }).locator('..');
  await expect(panel.getByText(FOLIO_CONTACT_MESSAGES.email)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(FOLIO_CONTACT_MESSAGES.mobile)).toBeVisible();
  await expect(page.getByText(ORDER_CHECK_TEXTS.submitBlocked)).toBeVisible();
  await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption('SBI');
  await page.getByRole('checkbox', { name: /investor's own bank account/ }).check();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await panel.getByRole('link', { name: STEP_FIX_LABELS['contact-update'] }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/applicant-details$`));
  await expect(email).toHaveValue(RAHUL.email);
  await email.fill(ANITA.email);
  await mobile.fill(ANITA_RECORD.mobile);
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
  // The later steps are kept: the payment step opens again, and the registrar now holds nothing.
  await page.goto(`${BASE}/payment-details`);
  await expect(page.getByText(ORDER_CHECK_TEXTS.clear)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(FOLIO_CONTACT_MESSAGES.email)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption('SBI');
  await page.getByRole('checkbox', { name: /investor's own bank account/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/confirmation$`), { timeout: 30_000 });
  await expect(page.getByText('Application Number').locator('xpath=following-sibling::dd')).toHaveText(/^\d+$/);
});
