import type { Page } from '@playwright/test';
import { DEMO, EXPIRED, NOT_EMPANELLED, TXN } from '../../sandbox/seed/fixtures';
import { expect, fillSignIn, test, type SandboxControls } from './fixtures';

// Forgot user id and forgot password through the real portal and sandbox. OTP requests count
// against the user id in the portal store for an hour, so each test uses an account of its own.

/** The first answer of a fresh server opens the portal store; on a busy machine that takes a while. */
const ANSWER = { timeout: 30_000 };

const NEW_PASSWORD = 'Renewed@2026';
const USER_ID_SENT = 'Your UserId has been sent to your Email Id and Mobile number';

interface Sent {
  channel: string;
  text: string;
  otp?: string;
}

const outbox = async (sandbox: SandboxControls, to: string) => (await sandbox.outbox(to)) as unknown as Sent[];

async function latestOtp(sandbox: SandboxControls, mobile: string): Promise<string> {
  const otp = (await outbox(sandbox, mobile)).find((m) => m.otp)?.otp;
  expect(otp, `an OTP for ${mobile}`).toMatch(/^\d{6}$/);
  return otp!;
}

const digit = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6`, exact: true });

async function typeOtp(page: Page, code: string) {
  await digit(page, 1).click();
  await page.keyboard.type(code);
  await expect(digit(page, 6)).toHaveValue(code[5]!);
}

async function askForOtp(page: Page, userId: string) {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'User ID' }).fill(userId);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible(ANSWER);
  await expect(page.getByText('If the User ID is registered, an OTP has been sent')).toBeVisible();
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.describe('forgot user id', () => {
  test('sends the user id to the registered e-mail and mobile', async ({ page, sandbox }) => {
    await page.goto('/forgot-userid');
    await expect(page.getByRole('heading', { name: 'Forgot User ID' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Email Id is mandatory')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email Id' }).fill('demo@dit');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter valid Email Id')).toBeVisible();
    expect(await sandbox.calls('/GetForgotUsername')).toHaveLength(0);

    await page.getByRole('textbox', { name: 'Email Id' }).fill(DEMO.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(USER_ID_SENT)).toBeVisible(ANSWER);
    expect((await outbox(sandbox, DEMO.email))[0]?.text).toContain(DEMO.userId);
    expect((await outbox(sandbox, DEMO.mobile))[0]).toMatchObject({ channel: 'sms' });
  });

  test('an unknown e-mail gets the same page and nothing is sent', async ({ page, sandbox }) => {
    await page.goto('/forgot-userid');
    await page.getByRole('textbox', { name: 'Email Id' }).fill('nobody@dit.test');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(USER_ID_SENT)).toBeVisible(ANSWER);
    expect(await sandbox.calls('/GetForgotUsername')).toHaveLength(1);
    expect(await outbox(sandbox, 'nobody@dit.test')).toEqual([]);
  });
});

test.describe('forgot password', () => {
  test('resets the password with an OTP; the new password signs in', async ({ page, sandbox }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('User ID is mandatory')).toBeVisible();
    await askForOtp(page, DEMO.userId);
    await typeOtp(page, await latestOtp(sandbox, DEMO.mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/reset-password$/, ANSWER);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Reset Password' });
    await submit.click();
    await expect(page.getByText('New Password is mandatory')).toBeVisible();
    await expect(page.getByText('Confirm Password is mandatory')).toBeVisible();
    await page.getByRole('textbox', { name: 'New Password' }).fill('RENEWED@2026');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Renewed@2027');
    await submit.click();
    await expect(page.getByText(/1 Lower Case alphabet\(a-z\), 1 Special Character and 1 Numeric Value/)).toBeVisible();
    await expect(page.getByText('Password and Confirm Password must be same')).toBeVisible();
    expect(await sandbox.calls('/ResetPassword')).toHaveLength(0);

    await page.getByRole('textbox', { name: 'New Password' }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(NEW_PASSWORD);
    await submit.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Password Updated Successfully', ANSWER);
    await dialog.getByRole('button', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, DEMO.userId, NEW_PASSWORD);
    await expect(page.getByText('Logged as')).toBeVisible();

    // The flow state is gone with the reset: the page cannot be used a second time.
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a wrong OTP says "Please Enter valid OTP"', async ({ page, sandbox }) => {
    await askForOtp(page, TXN.userId);
    await typeOtp(page, wrongOf(await latestOtp(sandbox, TXN.mobile)));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Please Enter valid OTP')).toBeVisible(ANSWER);
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('an unknown user id gets the same OTP step and the same answer to a code', async ({ page, sandbox }) => {
    await askForOtp(page, 'nobody@dit.test');
    expect(await outbox(sandbox, 'nobody@dit.test')).toEqual([]);
    await typeOtp(page, '123456');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Please Enter valid OTP')).toBeVisible(ANSWER);
  });

  test('/reset-password without a verified OTP goes to /forgot-password', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('textbox', { name: 'User ID' })).toBeVisible();
  });

  test('five wrong OTPs send the visitor back to the first step', async ({ page, sandbox }) => {
    await askForOtp(page, NOT_EMPANELLED.userId);
    const wrong = wrongOf(await latestOtp(sandbox, NOT_EMPANELLED.mobile));
    for (let i = 0; i < 4; i += 1) {
      await typeOtp(page, wrong);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expect(page.getByText('Please Enter valid OTP')).toBeVisible(ANSWER);
    }
    await typeOtp(page, wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Too many wrong OTP attempts. For your security, please start again.')).toBeVisible(ANSWER);
    await expect(page.getByRole('textbox', { name: 'User ID' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'User ID' })).toBeVisible();
  });

  test('the 6th OTP request within an hour is refused', async ({ page, sandbox }) => {
    await askForOtp(page, EXPIRED.userId);
    for (let sent = 2; sent <= 5; sent += 1) {
      await page.getByRole('button', { name: 'Resend OTP' }).click();
      await expect(page.getByText('An Otp has been resent to your registered phone number')).toBeVisible(ANSWER);
      await expect.poll(async () => (await outbox(sandbox, EXPIRED.mobile)).length).toBe(sent);
    }
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByText(/^Too many OTP requests\. Please try again in (60|59) minutes\.$/)).toBeVisible(ANSWER);
    expect(await outbox(sandbox, EXPIRED.mobile)).toHaveLength(5);
  });
});
