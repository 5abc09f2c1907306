import type { Page } from '@playwright/test';
import { expect, fillSignIn, test, type SandboxControls } from './fixtures';
import { USERS } from './env';
import { PRIYA, SIGNUP_TEST_ARNS } from '../../sandbox/domains/empanelment/empanelled-data';

// Sign-up through the real portal and sandbox. OTP requests count against user id, ARN and mobile
// in the portal store for an hour, so every test signs up a user id and ARN of its own. The OTP goes
// to the mobile and e-mail the registrar has for the ARN, never to the user id typed.

/** ARN-70000n and the mobile the registrar has for it. */
const partner = (n: number) => SIGNUP_TEST_ARNS[n - 1]!;

/** The first answer of a fresh server opens the portal store; on a busy machine that takes a while. */
const ANSWER = { timeout: 30_000 };

const PASSWORD = 'Fresh@2026';

async function startSignup(page: Page, arn: string, userId: string, password = PASSWORD) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'SIGN UP' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ARN Code' }).fill(arn);
  await page.getByRole('textbox', { name: 'User Id' }).fill(userId);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
  await page.getByRole('button', { name: 'Generate OTP' }).click();
  await expect(page).toHaveURL(/\/otp$/, ANSWER);
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
}

async function otpsFor(sandbox: SandboxControls, to: string): Promise<string[]> {
  const messages = (await sandbox.outbox(to)) as { otp?: string }[];
  return messages.flatMap((m) => (m.otp ? [m.otp] : []));
}

async function latestOtp(sandbox: SandboxControls, to: string): Promise<string> {
  const [otp] = await otpsFor(sandbox, to);
  expect(otp, `an OTP for ${to}`).toMatch(/^\d{6}$/);
  return otp!;
}

const digit = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6`, exact: true });

/** Types the code into the first box; the boxes move focus themselves. */
async function typeOtp(page: Page, code: string) {
  await digit(page, 1).click();
  await page.keyboard.type(code);
  await expect(digit(page, 6)).toHaveValue(code[5]!);
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.describe('sign-up', () => {
  test('signs up with an OTP, then signs in with the new account', async ({ page, sandbox }) => {
    const userId = 'first.partner@dit.test';
    await startSignup(page, PRIYA.arn, userId);
    // The page names where the OTP went: the ARN's mobile and e-mail on record, masked, not the user id typed.
    const intro = page.getByText(/^Enter the 6-digit OTP/);
    await expect(intro).toContainText('******6677');
    await expect(intro).toContainText('pr****@example.com');
    await expect(intro).not.toContainText(userId);
    await typeOtp(page, await latestOtp(sandbox, PRIYA.mobile));
    expect(await latestOtp(sandbox, PRIYA.email)).toMatch(/^\d{6}$/);
    expect(await otpsFor(sandbox, userId)).toEqual([]);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Your account has been created.')).toBeVisible(ANSWER);
    await expect(page).toHaveURL(/\/login$/, ANSWER);
    await fillSignIn(page, userId, PASSWORD);
    await expect(page.getByText('Logged as')).toBeVisible();
    await expect(page.getByText('Priya Iyer').first()).toBeVisible();
  });

  test('each field has its mandatory message, and the rules are checked before anything is sent', async ({ page, sandbox }) => {
    await page.goto('/register');
    await expect(page.getByText('At least 8 characters, 1 uppercase, 1 special')).toBeVisible();
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    for (const message of ['ARN Code is mandatory', 'User Id is mandatory', 'Password is mandatory', 'Confirm Password is mandatory']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'ARN Code' }).fill('XYZ-1');
    await page.getByRole('textbox', { name: 'User Id' }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('weakpas');
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(page.getByText('Please enter a valid ARN Code')).toBeVisible();
    await expect(page.getByText('Please enter valid Email Id')).toBeVisible();
    await expect(page.getByText(/^Password should be at least 8 characters in length/)).toBeVisible();
    await expect(page.getByText('Password and Confirm Password must be same')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'ARN Code' })).toHaveAttribute('maxlength', '20');
    await expect(page.getByRole('textbox', { name: 'User Id' })).toHaveAttribute('maxlength', '50');
    expect(await sandbox.calls('/DistributorSignup')).toHaveLength(0);
    expect(await sandbox.calls('/GenerateOTP')).toHaveLength(0);
  });

  test('a user id or ARN that already has an account is refused', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'ARN Code' }).fill('ARN-700010');
    await page.getByRole('textbox', { name: 'User Id' }).fill(USERS.demo);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(page.getByText('This User Id is already registered. Please sign in, or use Forgot Password.')).toBeVisible(ANSWER);
    await page.getByRole('textbox', { name: 'ARN Code' }).fill('ARN-112233');
    await page.getByRole('textbox', { name: 'User Id' }).fill('third.partner@dit.test');
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(page.getByText('An account already exists for this ARN. Please sign in, or use Forgot User ID.')).toBeVisible(ANSWER);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an ARN that AMFI/KYD does not know cannot sign up', async ({ page, sandbox }) => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'ARN Code' }).fill('ARN-123987');
    await page.getByRole('textbox', { name: 'User Id' }).fill('seventh.partner@dit.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Generate OTP' }).click();
    await expect(
      page.getByText('No records available with AMFI/KYD for the given ARN Number, Kindly provide Valid ARN to proceed further'),
    ).toBeVisible(ANSWER);
    await expect(page).toHaveURL(/\/register$/);
    expect(await sandbox.calls('/GenerateOTP')).toHaveLength(0);
  });

  test('a wrong OTP says "Please enter valid otp"; an expired one asks for a resend, which sends a new one', async ({ page, sandbox }) => {
    const userId = 'second.partner@dit.test';
    const { arn, mobile } = partner(1);
    await startSignup(page, arn, userId);
    const first = await latestOtp(sandbox, mobile);
    await typeOtp(page, wrongOf(first));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Please enter valid otp')).toBeVisible(ANSWER);

    await sandbox.advanceClock(11);
    await typeOtp(page, first);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('This OTP has expired. Please use Resend OTP to get a new one.')).toBeVisible(ANSWER);

    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByText('An Otp has been resent to your registered phone number')).toBeVisible(ANSWER);
    await expect.poll(async () => (await otpsFor(sandbox, mobile)).length).toBe(2);
    await typeOtp(page, await latestOtp(sandbox, mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/login$/, ANSWER);
  });

  test('the OTP boxes: a pasted code fills all six, Backspace goes back, arrows move', async ({ page, sandbox }) => {
    const userId = 'fourth.partner@dit.test';
    const { arn, mobile } = partner(4);
    await startSignup(page, arn, userId);
    await expect(page.getByRole('group', { name: 'One-time password (OTP)' })).toBeVisible();
    await digit(page, 3).click();
    await page.keyboard.type('12');
    await expect(digit(page, 5)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(digit(page, 4)).toBeFocused();
    await expect(digit(page, 4)).toHaveValue('');
    await page.keyboard.press('ArrowLeft');
    await expect(digit(page, 3)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(digit(page, 4)).toBeFocused();

    const code = await latestOtp(sandbox, mobile);
    await digit(page, 2).evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text', `OTP: ${text}`);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    for (let n = 1; n <= 6; n += 1) await expect(digit(page, n)).toHaveValue(code[n - 1]!);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/login$/, ANSWER);
  });

  test('five wrong OTPs start the sign-up over', async ({ page, sandbox }) => {
    const userId = 'fifth.partner@dit.test';
    const { arn, mobile } = partner(5);
    await startSignup(page, arn, userId);
    const wrong = wrongOf(await latestOtp(sandbox, mobile));
    for (let i = 0; i < 4; i += 1) {
      await typeOtp(page, wrong);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expect(page.getByText('Please enter valid otp')).toBeVisible(ANSWER);
    }
    await typeOtp(page, wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/register\?restart=locked$/, ANSWER);
    await expect(page.getByText('Too many wrong OTP attempts. For your security, please start again.')).toBeVisible();
    await page.goto('/otp');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the 6th OTP request within an hour is refused', async ({ page, sandbox }) => {
    const userId = 'sixth.partner@dit.test';
    const { arn, mobile } = partner(6);
    await startSignup(page, arn, userId);
    for (let sent = 2; sent <= 5; sent += 1) {
      await page.getByRole('button', { name: 'Resend OTP' }).click();
      await expect(page.getByText('An Otp has been resent to your registered phone number')).toBeVisible(ANSWER);
      await expect.poll(async () => (await otpsFor(sandbox, mobile)).length).toBe(sent);
    }
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByText(/^Too many OTP requests\. Please try again in (60|59) minutes\.$/)).toBeVisible(ANSWER);
    expect(await otpsFor(sandbox, mobile)).toHaveLength(5);
  });

  test('/otp without a sign-up in progress goes to /register', async ({ page }) => {
    await page.goto('/otp');
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'SIGN UP' })).toBeVisible();
  });
});
