import type { Page } from '@playwright/test';
import { ARJUN, IMRAN, KAVYA, ROHIT, SUNITA, type RegistryFixture } from '../../sandbox/domains/empanelment/empanelment-data';
import { USERS } from './env';
import { expect, fillSignIn, test, type SandboxControls } from './fixtures';

const START = '/distributor-empanellement';
const NO_RECORDS = 'No records available with AMFI/KYD for the given ARN Number, Kindly provide Valid ARN to proceed further';
const FIRST_FAILURE = 'Bank Account Validation is Failed, Please enter the correct bank details';
const LATER_FAILURE =
  'Dear Partner, the Bank Validation has failed and empanelment will take place with the bank account as per your input. Please refer the detailed welcome email and will request you to proceed with the Change of Bank';

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * A step the one before opened with a full page load (`window.location.assign`): the address changes as
 * the page arrives, before its scripts run, and a Submit clicked then goes to the no-script page.
 */
async function onStep(page: Page, step: RegExp) {
  await expect(page).toHaveURL(step);
  await page.waitForLoadState('load');
}

async function fillBasics(page: Page, r: RegistryFixture, pan: string = r.pan) {
  await box(page, 'ARN Code').fill(r.arn);
  await box(page, 'PAN').fill(pan.toLowerCase());
  await box(page, 'Email ID').fill(r.email);
  await box(page, 'Mobile Number').fill(r.mobile);
}

async function latestOtp(sandbox: SandboxControls, mobile: string): Promise<string> {
  const [message] = (await sandbox.outbox(mobile)) as Array<{ otp?: string }>;
  return message?.otp ?? '';
}

async function requestOtp(page: Page, r: RegistryFixture) {
  await page.goto(START);
  await fillBasics(page, r);
  await page.getByRole('button', { name: 'Generate OTP' }).click();
  // Generous: the first OTP of a fresh server also opens the portal store (the rate limit lives there).
  await expect(page.getByText('OTP has been sent to your registered mobile number and email id')).toBeVisible({ timeout: 30_000 });
}

/** Step 1 done: lands on the bank details. */
async function verify(page: Page, sandbox: SandboxControls, r: RegistryFixture) {
  await requestOtp(page, r);
  await box(page, 'OTP').fill(await latestOtp(sandbox, r.mobile));
  await page.getByRole('button', { name: 'Submit' }).click();
  await onStep(page, /\/distributor-empanellement\/bank-details$/);
  await expect(page.getByRole('heading', { name: 'Bank details' })).toBeVisible();
}

async function fillBranchAndRm(page: Page) {
  await page.getByRole('combobox', { name: 'AMC Branch City' }).selectOption('Kolkata');
  await box(page, 'RM Name').fill('Suresh Kumar');
}

async function fillOwnAccount(page: Page, ifsc: string, account: string) {
  await box(page, 'IFSC Code').fill(ifsc);
  await box(page, 'IFSC Code').press('Tab');
  await expect(box(page, 'Bank Name')).not.toHaveValue('');
  await box(page, 'Account Number').fill(account);
  await box(page, 'CDSL ID').fill('1234567890123456');
  await box(page, 'NSDL ID').fill('12345678901234');
}

/** Step 3 done: lands on the confirmation with the given message. */
async function submitNominee(page: Page, message: string) {
  await onStep(page, /\/nominee-details$/);
  await box(page, 'Nominee Name').fill('Rina Das');
  await box(page, 'Address Line 1').fill('14 Park Street');
  await box(page, 'Address Line 2').fill('Flat 3B');
  await page.getByRole('combobox', { name: 'State' }).selectOption('West Bengal');
  await box(page, 'City').fill('Kolkata');
  await box(page, 'Pincode').fill('700016');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText(message)).toBeVisible();
}

test.describe('distributor empanelment', () => {
  test('C: registry bank details; then the not-empanelled account signs in', async ({ page, sandbox }) => {
    await verify(page, sandbox, ARJUN);
    await expect(page.getByRole('radio', { name: 'Populate data from CDMS' })).toBeChecked();
    await expect(box(page, 'IFSC Code')).toHaveValue(ARJUN.ifsc);
    await expect(box(page, 'IFSC Code')).toHaveAttribute('readonly', '');
    await expect(box(page, 'Account Number')).toHaveValue(ARJUN.accountNo);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('AMC Branch City is mandatory')).toBeVisible();
    await expect(page.getByText('RM Name is mandatory')).toBeVisible();
    await fillBranchAndRm(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await submitNominee(page, 'ARN-990011-Arjun Das - has been registered successfully');
    expect(await sandbox.calls('/ValidatePennyDrop')).toHaveLength(0);
    expect((await sandbox.outbox(ARJUN.email))[0]?.subject).toBe('Welcome to the fund house');

    // The finished application is gone from the flow: later steps send the visitor back to the start.
    await page.goto(`${START}/bank-details`);
    await expect(page).toHaveURL(new RegExp(`${START}$`));
    await page.goto('/login');
    await fillSignIn(page, USERS.notEmpanelled);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Y: own bank details validated by penny-drop; reload and back keep the progress', async ({ page, sandbox }) => {
    await verify(page, sandbox, KAVYA);
    await page.getByRole('radio', { name: 'I want to fill my details' }).check();
    await expect(box(page, 'IFSC Code')).toHaveValue('');
    await expect(box(page, 'Account Number')).toHaveValue('');
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const field of ['IFSC Code', 'Bank Name', 'Account Number', 'Bank City', 'Bank Branch']) {
      await expect(page.getByText(`${field} is mandatory`)).toBeVisible();
    }

    await box(page, 'IFSC Code').fill('ABCD0123456');
    await box(page, 'IFSC Code').press('Tab');
    await expect(page.getByText('IFSC Not Found, Enter a valid IFSC Number')).toBeVisible();
    await fillBranchAndRm(page);
    await fillOwnAccount(page, 'utib0000009', '912010012345678');
    await expect(box(page, 'IFSC Code')).toHaveValue('UTIB0000009');
    await expect(box(page, 'Bank Name')).toHaveValue('AXIS BANK');
    await expect(box(page, 'Bank City')).toHaveValue('BENGALURU');
    await expect(box(page, 'Bank Branch')).toHaveValue('MG ROAD');
    // Number fields refuse e, dot and minus.
    await box(page, 'Account Number').press('e');
    await box(page, 'Account Number').press('.');
    await box(page, 'Account Number').press('-');
    await expect(box(page, 'Account Number')).toHaveValue('912010012345678');
    await box(page, 'CDSL ID').fill('123');
    await box(page, 'NSDL ID').fill('123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter a Valid CDSL ID')).toBeVisible();
    await expect(page.getByText('Enter a Valid NSDL ID')).toBeVisible();
    await box(page, 'CDSL ID').fill('1234567890123456');
    await box(page, 'NSDL ID').fill('12345678901234');
    await page.getByRole('button', { name: 'Submit' }).click();
    await onStep(page, /\/nominee-details$/);

    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of ['Nominee Name is mandatory', 'Nominee Address is mandatory', 'State is mandatory', 'City is mandatory', 'Pincode is mandatory']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await box(page, 'Pincode').fill('012345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter a valid Pincode')).toBeVisible();

    await page.reload();
    await onStep(page, /\/nominee-details$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/bank-details$/);
    await expect(page.getByRole('radio', { name: 'I want to fill my details' })).toBeChecked();
    await expect(box(page, 'IFSC Code')).toHaveValue('UTIB0000009');
    await expect(box(page, 'Account Number')).toHaveValue('912010012345678');
    await expect(box(page, 'RM Name')).toHaveValue('Suresh Kumar');
    await expect(page.getByRole('combobox', { name: 'AMC Branch City' })).toHaveValue('Kolkata');
    await page.getByRole('button', { name: 'Submit' }).click();
    await submitNominee(page, 'ARN-203040-Kavya Iyer - has been registered successfully');
  });

  test('N: penny-drop fails twice, first clearing the fields, then proceeding', async ({ page, sandbox }) => {
    await verify(page, sandbox, ROHIT);
    await page.getByRole('radio', { name: 'I want to fill my details' }).check();
    await fillBranchAndRm(page);
    await fillOwnAccount(page, 'ICIC0000106', '010601230000');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(FIRST_FAILURE);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    for (const field of ['IFSC Code', 'Bank Name', 'Account Number', 'Bank City', 'Bank Branch', 'CDSL ID', 'NSDL ID']) {
      await expect(box(page, field)).toHaveValue('');
    }
    await expect(page.getByText('Enter a valid IFSC Code')).toBeVisible();
    await expect(page.getByText('Enter a valid Bank Account Number')).toBeVisible();

    await fillOwnAccount(page, 'ICIC0000106', '010601240000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toContainText(LATER_FAILURE);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await submitNominee(page, 'ARN-305060-Rohit Malhotra - has been registered successfully');
    expect(await sandbox.calls('/ValidatePennyDrop')).toHaveLength(2);
    expect((await sandbox.outbox(ROHIT.email))[0]?.text).toContain('Change of Bank');
  });

  test('step 1: the marks of "All fields are mandatory" go as the fields are filled, before Generate OTP', async ({ page }) => {
    await page.goto(START);
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    const banner = page.getByText('All fields are mandatory');
    await expect(banner).toBeVisible();
    await expect(box(page, 'PAN')).toHaveAttribute('aria-invalid', 'true');
    await box(page, 'PAN').fill(SUNITA.pan);
    await expect(box(page, 'PAN')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(banner).toBeVisible();
    await box(page, 'Email ID').fill(SUNITA.email);
    await box(page, 'Mobile Number').fill(SUNITA.mobile);
    await box(page, 'ARN Code').fill(SUNITA.arn);
    await expect(banner).toBeHidden();
    for (const name of ['ARN Code', 'Email ID', 'Mobile Number']) await expect(box(page, name)).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('step 1: checks, ARN refusals, Invalid OTP, and progress that survives a reload', async ({ page, sandbox }) => {
    await page.goto(`${START}/nominee-details`);
    await expect(page).toHaveURL(new RegExp(`${START}$`));
    await expect(page.getByRole('heading', { name: 'Distributor Empanelment' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Empanelment steps' }).locator('[aria-current="step"]')).toContainText('Basic details');

    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(page.getByText('All fields are mandatory')).toBeVisible();

    await box(page, 'ARN Code').fill('ARN-000001');
    await box(page, 'PAN').click();
    await expect(page.getByText(NO_RECORDS)).toBeVisible();
    await expect(box(page, 'ARN Code')).toHaveValue('');
    await box(page, 'ARN Code').fill('112233');
    await box(page, 'PAN').click();
    await expect(page.getByText('ARN-112233 is already empanelled with us. Please sign in to the portal.')).toBeVisible();
    await expect(box(page, 'ARN Code')).toHaveValue('');

    await fillBasics(page, SUNITA, 'abc');
    await box(page, 'Mobile Number').fill('5822001122');
    await box(page, 'Mobile Number').press('e');
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(page.getByText('Please enter valid PAN number')).toBeVisible();
    await expect(page.getByText('Please enter valid Mobile number')).toBeVisible();
    await expect(box(page, 'Mobile Number')).toHaveValue('5822001122');

    // A PAN the registry does not hold for this ARN.
    await fillBasics(page, SUNITA, 'ABCDE1234F');
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(page.getByText(NO_RECORDS)).toBeVisible();

    // The registrar sends OTPs only to the contacts it has for the ARN.
    await fillBasics(page, SUNITA);
    await box(page, 'Mobile Number').fill('9822001199');
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(page.getByText('The Mobile Number and Email ID do not match the AMFI/KYD record of the ARN')).toBeVisible();
    expect(await sandbox.outbox('9822001199')).toEqual([]);

    await fillBasics(page, SUNITA);
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(box(page, 'OTP')).toBeVisible();
    await page.reload();
    await expect(box(page, 'ARN Code')).toHaveValue(SUNITA.arn);
    await expect(box(page, 'Mobile Number')).toHaveValue(SUNITA.mobile);
    const code = await latestOtp(sandbox, SUNITA.mobile);
    await box(page, 'OTP').fill(code === '111111' ? '222222' : '111111');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Invalid OTP')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${START}$`));

    await box(page, 'OTP').fill(code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/bank-details$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bank details' })).toBeVisible();
    await page.goto(START);
    await expect(page.getByText('Your ARN is verified. Continue with your bank details.')).toBeVisible();
  });

  test('OTP requests are limited to five an hour per ARN', async ({ page, sandbox }) => {
    await requestOtp(page, IMRAN);
    for (let sent = 2; sent <= 5; sent += 1) {
      await page.getByRole('button', { name: 'Resend OTP' }).click();
      await expect.poll(async () => (await sandbox.outbox(IMRAN.mobile)).length).toBe(sent);
    }
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByText(/^Too many OTP requests\. Please try again in (60|59) minutes\.$/)).toBeVisible();
  });
});
