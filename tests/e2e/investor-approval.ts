import type { Page } from '@playwright/test';
import { approvalOtp } from '../support/investor-approval';
import { SANDBOX_URL } from './env';
import { expect } from './fixtures';

// The investor's approval on the sandbox's authorisation page as a person does it: Send OTP, the OTP
// from the outbox (read through the sandbox's test API), then Approve (Authorise, for a mandate).

export async function approveWithOtp(page: Page, reference: string, button: 'Approve' | 'Authorise' = 'Approve') {
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('status')).toContainText('We sent');
  await page.getByRole('textbox', { name: 'OTP' }).fill(await approvalOtp(SANDBOX_URL, reference));
  await page.getByRole('button', { name: button }).click();
}
