import type { Page } from '@playwright/test';
import { INVESTOR_OTP_NOTE } from '../../lib/rules/otp';
import { expect, holdRequests, test } from './fixtures';
import { ANITA, applicantAsSingle, BASE, completeHolder, fetchingKyc, fillNominee, holder, KARAN, nominee, proceed, RAVI, startJourney } from './new-investor-steps';

// The new-investor journey against the sandbox: Anita Verma (KYC-registered, on no book) as lumpsum and
// as iSIP through every step to an application number, after which she is on the book; joint holders
// and three nominees with a minor; the principal refusals; a reload; and the stepper on a phone.

/** The bank step, then the payment step's Submit; `beforeSubmit` runs just before the Submit that sends the application. */
async function bankAndPayment(page: Page, beforeSubmit: () => Promise<unknown> = async () => undefined) {
  await expect(page).toHaveURL(new RegExp(`${BASE}/investment-details$`));
  await page.getByLabel('IFSC').fill('SBIN0000300');
  await expect(page.getByLabel('Bank Name')).toHaveValue('STATE BANK OF INDIA');
  await expect(page.getByLabel('Branch Address 1')).toHaveValue('MUMBAI MAIN BRANCH');
  await page.getByRole('textbox', { name: 'Account Number', exact: true }).fill('123456789012');
  await page.getByLabel('Confirm Account Number').fill('123456789012');
  await page.getByRole('checkbox', { name: /credit Re 1/ }).check();
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/payment-details$`));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select a bank in the above list and click on the checkbox to proceed further').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption('SBI');
  await page.getByRole('checkbox', { name: /investor's own bank account/ }).check();
  await beforeSubmit();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/confirmation$`), { timeout: 30_000 });
}

/** Applicant (no nominee) and a lumpsum of 5,000 in Flexi Cap, up to the bank step. */
async function lumpsumUpToBank(page: Page) {
  await startJourney(page, ANITA.pan);
  await applicantAsSingle(page);
  await page.getByRole('checkbox', { name: 'I/We do not wish to nominate' }).check();
  await proceed(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/scheme-details$`));
  await page.getByLabel('Category').selectOption('Equity');
  await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption('117~FC~RG~G');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('5000');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await proceed(page);
}

async function finishAndFindOnBook(page: Page) {
  const appno = page.getByText('Application Number').locator('xpath=following-sibling::dd');
  await expect(appno).toHaveText(/^\d+$/);
  await expect(page.getByText(INVESTOR_OTP_NOTE)).toBeVisible();
  await page.getByRole('button', { name: 'Go To Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The journey is gone, and Anita is on the book.
  await page.goto(`${BASE}/confirmation`);
  await expect(page.getByText('No Investor PAN found. Please submit investor PAN.')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${BASE}/applicant-details$`));
  await page.goto('/new-transaction');
  await page.getByRole('radio', { name: 'PAN', exact: true }).check();
  await page.getByRole('textbox', { name: 'PAN', exact: true }).fill(ANITA.pan);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: ANITA.name })).toContainText(ANITA.pan);
}

test.describe('new investor', () => {
  test.describe.configure({ timeout: 150_000 });

  test('lumpsum for Anita Verma: every step to an application number, then she is on the book', async ({ page, sandbox }) => {
    await startJourney(page, ANITA.pan);
    await applicantAsSingle(page);
    await page.getByRole('button', { name: 'Save & Proceed' }).click();
    await expect(page.getByText('Please add a nominee or tick that the investor does not wish to nominate')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I/We do not wish to nominate' }).check();
    await proceed(page);

    await expect(page).toHaveURL(new RegExp(`${BASE}/scheme-details$`));
    await page.getByLabel('Category').selectOption('Equity');
    await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption('117~FC~RG~G');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('999');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await proceed(page);
    await expect(page.getByText('Amount should be greater than or equal to 1000')).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('5000');
    await proceed(page);
    await bankAndPayment(page);
    await expect(page.getByText('Flexi Cap Fund - Regular Plan - Growth')).toBeVisible();
    await expect(page.getByText('Net Banking')).toBeVisible();
    expect((await sandbox.outbox(ANITA.email))[0]?.subject).toMatch(/^Authorise your New Purchase/);
    await finishAndFindOnBook(page);
  });

  test("the submit's answer lost: the application is checked with the registrar and its number shown, never a refusal", async ({ page, sandbox }) => {
    await lumpsumUpToBank(page);
    const statuses: number[] = [];
    page.on('response', (r) => void (r.url().endsWith('/api/new-investor/submit') && statuses.push(r.status())));
    // The registrar opens the folio and mails the investor, but its answer is garbled; the first
    // look-up of what the submit made cannot be asked either.
    await bankAndPayment(page, async () => {
      await sandbox.fault('/new_investor_lumpsum_submit', 'malformed');
      await sandbox.fault('/GetNewInvestorApplicationByRequestRef', 'http-500');
    });
    const appno = page.getByText('Application Number').locator('xpath=following-sibling::dd');
    await expect(appno).toHaveText(/^\d+$/);
    const mails = await sandbox.outbox(ANITA.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`transaction ${(await appno.textContent())?.trim()}`);
    expect(statuses.filter((s) => s === 202).length, 'answers that the outcome is being checked').toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s >= 400), 'refusals or failures shown').toEqual([]);
    expect((await sandbox.calls('/new_investor_lumpsum_submit')).length, 'applications sent').toBe(1);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await finishAndFindOnBook(page);
  });

  test('iSIP for Anita Verma with a nominee: the period from the server, goal SIP, then the book', async ({ page, sandbox }) => {
    await startJourney(page, ANITA.pan);
    await applicantAsSingle(page);
    await page.getByRole('button', { name: 'Add Nominee' }).click();
    await fillNominee(nominee(page, 1), { name: 'Kiran Verma', pan: 'DKRPV7788N', dob: '01/05/1990' });
    await expect(nominee(page, 1).getByLabel('Share Percentage')).toHaveValue('100');
    await page.getByRole('button', { name: 'Save & Proceed' }).click();

    await expect(page).toHaveURL(new RegExp(`${BASE}/scheme-details$`));
    await page.getByRole('radio', { name: 'iSIP' }).check();
    await page.getByLabel('Category').selectOption('Equity');
    await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption('117~FC~RG~G');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('1000');
    await page.getByRole('group', { name: 'EUIN Declaration' }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('combobox', { name: 'Frequency', exact: true }).selectOption('M');
    await page.getByLabel('SIP Date').selectOption('10');
    await page.getByLabel('No of Installments').fill('3');
    await page.getByLabel('No of Installments').blur();
    await expect(page.getByText('Enter Valid Number of Installments')).toBeVisible();
    await page.getByLabel('No of Installments').fill('12');
    await page.getByLabel('No of Installments').blur();
    await expect(page.getByLabel('SIP Period To')).toHaveValue(/^10\/\d{2}\/\d{4}$/);
    await page.getByRole('combobox', { name: 'Goal', exact: true }).selectOption('Dream House');
    await page.getByLabel('Goal SIP Amount').fill('100000');
    await proceed(page);
    await expect(page.getByText('Please accept the terms and conditions to proceed')).toBeVisible();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await proceed(page);
    await bankAndPayment(page);
    await expect(page.locator('dd', { hasText: 'Asha Menon' })).toBeVisible();
    expect((await sandbox.outbox(ANITA.email))[0]?.subject).toMatch(/^Authorise your SIP Registration/);
    await finishAndFindOnBook(page);
  });

  test('two joint holders and three nominees with a minor: shares, duplicate PANs and the guardian refused', async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await page.getByRole('radio', { name: 'Joint' }).check();
    await completeHolder(holder(page));
    const second = holder(page, 'First Joint Holder');
    await second.getByRole('textbox', { name: 'PAN', exact: true }).fill(ANITA.pan);
    await proceed(page);
    await expect(second.getByText('PAN of the First Joint Holder should not be same as PAN 1')).toBeVisible();
    await second.getByRole('textbox', { name: 'PAN', exact: true }).fill(RAVI.pan);
    await expect(second.getByLabel('Name (as per PAN)')).toHaveValue(RAVI.name);
    await completeHolder(second);
    await proceed(page);
    await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));

    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add Nominee' }).click();
    await expect(nominee(page, 3).getByLabel('Share Percentage')).toHaveValue('34');
    await fillNominee(nominee(page, 1), { name: 'Kiran Verma', pan: RAVI.pan, dob: '01/05/1990' });
    await fillNominee(nominee(page, 2), { name: 'Meena Verma', pan: 'EKRPV1234M', dob: '01/05/1992' });
    await fillNominee(nominee(page, 3), { name: 'Tara Verma', pan: 'FKRPV5678T', dob: '01/05/2016' });
    await nominee(page, 2).getByLabel('Share Percentage').fill('20');
    await page.getByRole('button', { name: 'Save & Proceed' }).click();
    await expect(page.getByText('Total share percentage across all nominees should be exactly 100%.')).toBeVisible();
    await expect(nominee(page, 1).getByText('Nominee PAN should not be same as an applicant or joint holder PAN')).toBeVisible();
    await expect(nominee(page, 3).getByText('Guardian Name is mandatory')).toBeVisible();
    await nominee(page, 2).getByLabel('Share Percentage').fill('33');
    await nominee(page, 1).getByLabel('ID Number').fill('DKRPV7788N');
    await nominee(page, 3).getByLabel('Guardian Name').fill('Rahul Verma');
    await page.getByRole('button', { name: 'Save & Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/scheme-details$`));
  });

  test('five nominees (up to ten since 2025): equal default shares, a total other than 100 refused, then on', async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await applicantAsSingle(page);
    for (let i = 0; i < 5; i += 1) await page.getByRole('button', { name: 'Add Nominee' }).click();
    for (let i = 1; i <= 5; i += 1) await expect(nominee(page, i).getByLabel('Share Percentage')).toHaveValue('20');
    const people = [['Kiran', 'EKRPV1111K'], ['Meena', 'EKRPV2222M'], ['Tara', 'FKRPV3333T'], ['Arun', 'FKRPV4444A'], ['Divya', 'GKRPV5555D']] as const;
    for (const [i, [name, pan]] of people.entries()) await fillNominee(nominee(page, i + 1), { name: `${name} Verma`, pan, dob: `01/05/19${80 + i}` });
    await nominee(page, 5).getByLabel('Share Percentage').fill('15');
    await page.getByRole('button', { name: 'Save & Proceed' }).click();
    await expect(page.getByText('Total share percentage across all nominees should be exactly 100%.')).toBeVisible();
    await nominee(page, 5).getByLabel('Share Percentage').fill('20');
    await page.getByRole('button', { name: 'Save & Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/scheme-details$`));
  });

  test('the PAN check reports a name that does not match the PAN record', async ({ page }) => {
    await startJourney(page, KARAN.pan);
    await completeHolder(holder(page));
    await holder(page).getByLabel('Gender').selectOption('M');
    await proceed(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Entered Primary name does not match with PAN record' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${BASE}/applicant-details$`));
  });

  test('bank refusals: IFSC not found, account numbers that differ; a failed penny drop may be retried once, the second proceeds', async ({ page, sandbox }) => {
    await startJourney(page, ANITA.pan);
    await applicantAsSingle(page);
    await page.getByRole('checkbox', { name: 'I/We do not wish to nominate' }).check();
    await proceed(page);
    await page.getByLabel('Category').selectOption('Equity');
    await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption('117~FC~RG~G');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('5000');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await proceed(page);
    await expect(page).toHaveURL(new RegExp(`${BASE}/investment-details$`));
    await page.getByLabel('IFSC').fill('SBIN0999999');
    await expect(page.getByText('IFSC Not Found, Enter a valid IFSC Number')).toBeVisible();
    await page.getByLabel('IFSC').fill('SBIN0000300');
    await expect(page.getByLabel('Bank Name')).toHaveValue('STATE BANK OF INDIA');
    await page.getByRole('textbox', { name: 'Account Number', exact: true }).fill('123456780000');
    await page.getByLabel('Confirm Account Number').fill('123456780001');
    await page.getByRole('checkbox', { name: /credit Re 1/ }).check();
    await proceed(page);
    await expect(page.getByText('Account Numbers does not match')).toBeVisible();
    await page.getByLabel('Confirm Account Number').fill('123456780000');
    await proceed(page);
    await expect(page.getByText('Bank Account Validation is Failed, Please enter the correct bank details')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${BASE}/investment-details$`));
    // The seed: the second failure proceeds with the account as entered (penny-drop flag N).
    await proceed(page);
    await expect(page).toHaveURL(new RegExp(`${BASE}/payment-details$`));
    expect((await sandbox.calls('/ValidatePennyDrop')).length).toBe(2);
  });

  test('the journey resumes after a reload, and a later step cannot be opened early', async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await page.goto(`${BASE}/payment-details`);
    await expect(page).toHaveURL(new RegExp(`${BASE}/applicant-details$`));
    await applicantAsSingle(page);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
    await page.goto(`${BASE}/applicant-details`);
    await expect(holder(page).getByLabel('Gender')).toHaveValue('F');
    await page.goto(`${BASE}/scheme-details`);
    await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
    expect(await page.evaluate((pan) => Object.values(localStorage).some((v) => v.includes(pan)), ANITA.pan)).toBe(false);
  });

  test("what is typed while the KRA's details are on the way stays; the details fill the rest", async ({ page }) => {
    // A slow KRA: its answer for the first holder is held until the person has typed.
    const release = await holdRequests(page, '**/api/new-investor/kyc');
    await startJourney(page, ANITA.pan);
    const email = holder(page).getByRole('textbox', { name: 'Email', exact: true });
    await email.fill('anita.own@example.com');
    // Proceed waits for the details, saying why, rather than refusing the fields they are about to fill.
    const proceedButton = page.getByRole('button', { name: 'Proceed', exact: true });
    await expect(fetchingKyc(page)).toBeVisible();
    await expect(proceedButton).toBeDisabled();
    await expect(proceedButton).toHaveAccessibleDescription('Fetching KYC details…');
    release();
    await expect(fetchingKyc(page)).toHaveCount(0);
    await expect(proceedButton).toBeEnabled();
    await expect(holder(page).getByLabel('Name (as per PAN)')).toHaveValue(ANITA.name);
    await expect(email).toHaveValue('anita.own@example.com');
  });

  test("a joint holder given up while the KRA answers is forgotten: the answer fills nobody, and the PAN is asked again", async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await page.getByRole('radio', { name: 'Joint' }).check();
    await completeHolder(holder(page));
    const release = await holdRequests(page, '**/api/new-investor/kyc');
    await holder(page, 'First Joint Holder').getByRole('textbox', { name: 'PAN', exact: true }).fill(RAVI.pan);
    await expect(fetchingKyc(page)).toBeVisible();
    // Single holding drops the joint holder: nothing is on the way for the holder left.
    await page.getByRole('radio', { name: 'Single' }).check();
    await expect(holder(page, 'First Joint Holder')).toHaveCount(0);
    await expect(fetchingKyc(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Proceed', exact: true })).toBeEnabled();
    const answered = page.waitForResponse('**/api/new-investor/kyc');
    release();
    await answered;
    // A joint holder again: a new one, blank, and the same PAN fills it from the KRA.
    await page.getByRole('radio', { name: 'Joint' }).check();
    const again = holder(page, 'First Joint Holder');
    await expect(again.getByLabel('Name (as per PAN)')).toHaveValue('');
    await again.getByRole('textbox', { name: 'PAN', exact: true }).fill(RAVI.pan);
    await expect(again.getByLabel('Name (as per PAN)')).toHaveValue(RAVI.name);
  });

  test("Joint chosen while the KRA answers for the first holder: the details still fill the first holder", async ({ page }) => {
    const release = await holdRequests(page, '**/api/new-investor/kyc');
    await startJourney(page, ANITA.pan);
    await expect(fetchingKyc(page)).toBeVisible();
    // A new mode of holding draws every holder again; the first holder's lookup is not lost with its fields.
    await page.getByRole('radio', { name: 'Joint' }).check();
    await expect(holder(page, 'First Joint Holder')).toBeVisible();
    await expect(fetchingKyc(page)).toBeVisible();
    release();
    await expect(holder(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(ANITA.email);
    await expect(fetchingKyc(page)).toHaveCount(0);
  });

  test('the page left while the KRA answers: nothing is asked again for the holders that left with it', async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await page.getByRole('radio', { name: 'Joint' }).check();
    await expect(fetchingKyc(page)).toHaveCount(0);
    // The joint holder's lookup is the one on its way when the distributor leaves.
    const release = await holdRequests(page, '**/api/new-investor/kyc');
    const lookup = page.waitForRequest('**/api/new-investor/kyc');
    await holder(page, 'First Joint Holder').getByRole('textbox', { name: 'PAN', exact: true }).fill(RAVI.pan);
    await lookup;
    await expect(fetchingKyc(page)).toBeVisible();
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/new-investor/kyc') && asked.push(r.url())));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    release();
    // A lookup asked again would be on its way by now: the holders' fields left when the page did.
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
  });

  test('at 390 px the stepper and the applicant form fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startJourney(page, ANITA.pan);
    const steps = page.getByRole('navigation', { name: 'New investor steps' });
    for (const title of ['Applicant Details', 'Nominee Details', 'Scheme Details', 'Investment Details', 'Payment Details', 'Confirmation']) {
      await expect(steps.getByText(title)).toBeVisible();
    }
    await expect(steps.locator('[aria-current="step"]')).toContainText('Applicant Details');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
