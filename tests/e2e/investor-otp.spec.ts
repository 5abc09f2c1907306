import { APPROVAL_OTP_MESSAGES, OTP_MAX_TRIES } from '../../lib/rules/otp';
import { TXNS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { DEMO, RAVI } from '../../sandbox/seed/fixtures';
import { approvalOtp } from '../support/investor-approval';
import { SANDBOX_URL } from './env';
import { expect, expectAccessible, test } from './fixtures';
import { pendingTransactions } from './sandbox-api';

// Two-factor approval (SEBI: redemptions from June 2022, purchases from April 2023): the investor's
// authorisation page approves only with the OTP the registrar sends to the registered mobile and
// e-mail, which the sandbox's outbox shows; a wrong one is refused and approves nothing.

const IHNO = String(TXNS.pendingPurchase.ihno);

test('approving takes the OTP from the outbox; a wrong one is refused and approves nothing', async ({ page, sandbox }) => {
  const link = (await pendingTransactions(DEMO)).find((t) => t.ihno === IHNO)?.link ?? '';
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByText(APPROVAL_OTP_MESSAGES.ask)).toBeVisible();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('status')).toHaveText(APPROVAL_OTP_MESSAGES.sent);
  await expectAccessible(page);

  // The same code by SMS and by e-mail, in the outbox.
  const code = await approvalOtp(SANDBOX_URL, IHNO);
  const subject = `Your OTP to approve transaction ${IHNO}`;
  expect((await sandbox.outbox(RAVI.mobile)).find((m) => m.subject === subject)).toMatchObject({ channel: 'sms', otp: code });
  expect((await sandbox.outbox(RAVI.email)).find((m) => m.subject === subject)).toMatchObject({ channel: 'email', otp: code });

  const otp = page.getByRole('textbox', { name: 'OTP' });
  await otp.fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert')).toHaveText(APPROVAL_OTP_MESSAGES.wrong(OTP_MAX_TRIES - 1));
  await expect(otp).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect((await pendingTransactions(DEMO)).map((t) => t.ihno)).toContain(IHNO);

  await otp.fill(code);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction approved' })).toBeVisible();
  await expect(page.getByText(`Transaction ${IHNO} is approved`)).toBeVisible();
  expect((await pendingTransactions(DEMO)).map((t) => t.ihno)).not.toContain(IHNO);

  // Exactly once: the link is spent.
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('already been answered');
});

test('an OTP dies after its tries; only a new one approves', async ({ page }) => {
  await page.goto((await pendingTransactions(DEMO)).find((t) => t.ihno === IHNO)?.link ?? '');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const first = await approvalOtp(SANDBOX_URL, IHNO);
  const wrong = first === '000000' ? '000001' : '000000';
  for (let left = OTP_MAX_TRIES - 1; left >= 0; left--) {
    await page.getByRole('textbox', { name: 'OTP' }).fill(wrong);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert')).toHaveText(left > 0 ? APPROVAL_OTP_MESSAGES.wrong(left) : APPROVAL_OTP_MESSAGES.locked);
  }
  await page.getByRole('textbox', { name: 'OTP' }).fill(first);
  await page.getByRole('button', { name: 'Approve' }).click();
  // The answer is a new page (its field empty) saying the same: even the right code is refused now.
  await expect(page.getByRole('textbox', { name: 'OTP' })).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveText(APPROVAL_OTP_MESSAGES.locked);

  await page.getByRole('button', { name: 'Send a new OTP' }).click();
  await expect(page.getByRole('status')).toHaveText(APPROVAL_OTP_MESSAGES.sent);
  await page.getByRole('textbox', { name: 'OTP' }).fill(await approvalOtp(SANDBOX_URL, IHNO));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Transaction ${IHNO} is approved`)).toBeVisible();
});
