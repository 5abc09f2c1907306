import type { Page } from '@playwright/test';
import { FAMILY_DESCRIPTIONS } from '../../lib/rules/contact';
import { FOLIO_CONTACT_MESSAGES } from '../../lib/rules/folio-contacts';
import { STEP_FIX_LABELS } from '../../lib/transactions/problem-fixes';
import { APPLICATION_CHECK_TEXTS } from '../../lib/transactions/confirmation-texts';
import { EUINS } from '../../sandbox/domains/links/links';
import { ANITA as ANITA_RECORD } from '../../sandbox/seed/fixtures';
import { expect, test } from './fixtures';
import { ANITA, BASE, completeHolder, holder, proceed, startJourney } from './new-investor-steps';

// The check before the new investor's Submit: Anita Verma's application given the e-mail and mobile of
// Rahul Pillai, an EUIN holder of the distributor (Kamala Menon's folio carries the same), is shown on the
// payment step as the registrar would refuse it, with Submit held back; the fix opens the applicant's
// step, and with her own contacts, or with Rahul's declared a family member's, the application goes through.

const RAHUL = EUINS.find((e) => e.name === 'Rahul Pillai')!;
const SPOUSE = FAMILY_DESCRIPTIONS.find((f) => f.label === 'Spouse')!.value;

const email = (page: Page) => holder(page).getByRole('textbox', { name: 'Email', exact: true });
const mobile = (page: Page) => holder(page).getByRole('textbox', { name: 'Mobile Number', exact: true });
const panel = (page: Page) => page.getByRole('heading', { name: APPLICATION_CHECK_TEXTS.heading }).locator('..');

/** Anita's journey with Rahul's contacts as her own ("Self"), walked to the payment step, where both are refused before Submit. */
async function rahulsContactsRefusedBeforeSubmit(page: Page) {
  await startJourney(page, ANITA.pan);
  // What the KRA fills comes first; then the contacts are changed to Rahul's.
  await expect(holder(page).getByLabel('Name (as per PAN)')).toHaveValue(ANITA.name);
  await expect(email(page)).toHaveValue(ANITA.email);
  await email(page).fill(RAHUL.email);
  await mobile(page).fill(RAHUL.mobile);
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
  await expect(panel(page).getByText(FOLIO_CONTACT_MESSAGES.email)).toBeVisible({ timeout: 20_000 });
  await expect(panel(page).getByText(FOLIO_CONTACT_MESSAGES.mobile)).toBeVisible();
  await expect(panel(page)).toContainText(APPLICATION_CHECK_TEXTS.refused(2));
  await expect(page.getByText(APPLICATION_CHECK_TEXTS.blocked)).toBeVisible();
  await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption('SBI');
  await page.getByRole('checkbox', { name: /investor's own bank account/ }).check();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await panel(page).getByRole('link', { name: STEP_FIX_LABELS['contact-update'] }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/applicant-details$`));
  await expect(email(page)).toHaveValue(RAHUL.email);
}

/** Back on the payment step the registrar holds nothing against the application, and Submit sends it; its number. */
async function clearedAndSubmitted(page: Page) {
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
  // The later steps are kept: the payment step opens again, and the registrar now holds nothing.
  await page.goto(`${BASE}/payment-details`);
  await expect(page.getByText(APPLICATION_CHECK_TEXTS.clear)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(FOLIO_CONTACT_MESSAGES.email)).toHaveCount(0);
  await expect(page.getByText(FOLIO_CONTACT_MESSAGES.mobile)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption('SBI');
  await page.getByRole('checkbox', { name: /investor's own bank account/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/confirmation$`), { timeout: 30_000 });
  const number = page.getByText('Application Number').locator('xpath=following-sibling::dd');
  await expect(number).toHaveText(/^\d+$/);
  return (await number.textContent()) ?? '';
}

test('an EUIN holder\'s contacts are shown before Submit, fixed on the applicant\'s step, then the application goes through', async ({ page }) => {
  test.setTimeout(150_000);
  await rahulsContactsRefusedBeforeSubmit(page);
  await email(page).fill(ANITA.email);
  await mobile(page).fill(ANITA_RECORD.mobile);
  await clearedAndSubmitted(page);
});

test('an EUIN holder\'s contacts declared a spouse\'s clear the check, and the registrar takes the application with them', async ({ page, sandbox }) => {
  test.setTimeout(150_000);
  await rahulsContactsRefusedBeforeSubmit(page);
  // The contacts stay Rahul's; only whose they are changes, from Self to Spouse.
  await holder(page).getByLabel('Email Belongs To').selectOption(SPOUSE);
  await holder(page).getByLabel('Mobile Belongs To').selectOption(SPOUSE);
  await expect(mobile(page)).toHaveValue(RAHUL.mobile);
  const application = await clearedAndSubmitted(page);
  // The folio opened with Rahul's e-mail: the investor's authorisation mail of the application went there.
  await expect.poll(async () => (await sandbox.outbox(RAHUL.email)).map((m) => m.subject).join('\n'), { timeout: 10_000 })
    .toContain(`transaction ${application}`);
});
