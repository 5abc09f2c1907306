import type { Page } from '@playwright/test';
import { USERS } from './env';
import { expect, fillSignIn, type SandboxControls } from './fixtures';
import { approveWithOtp } from './investor-approval';

// What the live-SIP change specs share: Ravi's live SIPs opened through the investor list, and the
// investor's approval of a change through the link the sandbox mailed.

export const RAVI = { pan: 'BKFPS4821K', email: 'ravi.sharma@example.com' };
export const LIVE_SIPS = '/new-transaction/sip/digital/modes/select-live-sip';

/** Signs in, chooses Ravi and opens the live-SIP table; answers the flow token. */
export async function openLiveSips(page: Page): Promise<string> {
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  const ready = await page.request.post('/api/investors/initiate', { data: { pan: RAVI.pan, from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  await page.goto(LIVE_SIPS);
  await expect(page).toHaveURL(/select-live-sip\?f=/);
  return new URL(page.url()).searchParams.get('f') ?? '';
}

/** Approves the transaction `reference` from the investor's mail, whose subject names `kind`. */
export async function approveFromOutbox(page: Page, sandbox: SandboxControls, reference: string, kind: string) {
  const mail = (await sandbox.outbox(RAVI.email)).find((m) => m.subject.includes(`transaction ${reference}`)) as { subject: string; link?: string } | undefined;
  expect(mail?.subject).toContain(kind);
  await page.goto(mail?.link ?? '');
  await approveWithOtp(page, reference);
  await expect(page.getByText(`Transaction ${reference} is approved`)).toBeVisible();
}
