import type { Locator, Page } from '@playwright/test';
import { PASSWORD, USERS } from './env';
import { MEMBER_SIGN_IN_MESSAGES } from '../../lib/rules/member-sign-in';
import { enterMemberOtp, expect, expectAccessible, fillSignIn, memberOtpStep, signInTo, test } from './fixtures';
import { passFirstVisit } from './first-visit';
import { TEAM_MESSAGES } from '../../lib/rules/team';
import { DEMO } from '../../sandbox/seed/fixtures';

/** The seeded open invitation's link token (sandbox/domains/team/team-seed.ts). */
const NISHA_TOKEN = 'demo-invitation-nisha-varma-2026';

// A distributor firm's team (issue 43) through the real portal and the real sandbox: the admin (the
// demo ARN holder) invites a member, who accepts the mailed link and signs in; an EUIN the register does
// not hold is refused under its field; a suspension signs a member out of the portal at once.

/** Seeded members (sandbox/domains/team/team-seed.ts) sign in with the seeds' password. */
const RAHUL = { name: 'Rahul Pillai', userId: 'rahul.pillai@ashamenon.in' };
/** The ARN holder's own EUIN: on the register for the demo ARN and no member's. */
const FREE_EUIN = 'E123456';

const inviteForm = (page: Page) => page.getByRole('region', { name: 'Invite a member' });
const box = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combo = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

async function openTeam(page: Page) {
  await signInTo(page, '/team', USERS.demo);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('cell', { name: RAHUL.name }).first()).toBeVisible();
}

async function fillInvitation(page: Page, who: { name: string; mobile: string; email: string }, euin: string) {
  const form = inviteForm(page);
  await box(form, 'Member Name').fill(who.name);
  await box(form, 'Mobile').fill(who.mobile);
  await box(form, 'Email ID').fill(who.email);
  await combo(form, 'Role').selectOption('Adviser');
  await box(form, 'EUIN').fill(euin);
  await combo(form, 'Investors they see').selectOption({ label: "Their EUIN's investors" });
}

test.describe('team', () => {
  test('the admin invites an adviser, who accepts the mailed link and signs in', async ({ page, browser, sandbox }) => {
    const priya = { name: 'Priya Das', mobile: '9847011122', email: 'priya.das@ashamenon.in' };
    await openTeam(page);
    await fillInvitation(page, priya, FREE_EUIN);
    await inviteForm(page).getByRole('button', { name: 'Send invitation' }).click();
    await expect(inviteForm(page).getByRole('status').filter({ hasText: `An invitation was sent to ${priya.email}` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(priya.name) })).toContainText('Invited');

    const mail = (await sandbox.outbox(priya.email)).find((m) => m.subject.includes('invites you'));
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://missing.invalid/');
    expect(link.pathname).toBe('/team-invitation');
    expect(link.hash.length).toBeGreaterThan(10);

    // The invitee's own browser, with nobody signed in; this worker's portal, whatever origin the mail names.
    const invitee = await browser.newContext();
    const theirs = await invitee.newPage();
    await theirs.goto(`${link.pathname}${link.hash}`);
    await expect(theirs.getByText(`invites you to join Asha Menon (ARN-112233) as Adviser`)).toBeVisible();
    await expect(box(theirs, 'User Id')).toHaveValue(priya.email);
    await expectAccessible(theirs);
    await box(theirs, 'Password').fill('Priya@2026');
    await box(theirs, 'Confirm Password').fill('Priya@2026');
    await theirs.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(theirs.getByRole('status').filter({ hasText: 'Your membership is active: sign in with your user id and password' })).toBeVisible();

    await theirs.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(theirs).toHaveURL(/\/login/);
    await fillSignIn(theirs, priya.email, 'Priya@2026');
    // The password alone opens nothing: the OTP goes to her own mobile and e-mail, never the firm's.
    await expect(theirs.getByText(MEMBER_SIGN_IN_MESSAGES.sent)).toBeVisible({ timeout: 60_000 });
    const [sms] = await sandbox.outbox(priya.mobile);
    expect(sms?.subject).toBe(MEMBER_SIGN_IN_MESSAGES.title);
    for (const firm of [DEMO.email, DEMO.mobile]) {
      expect((await sandbox.outbox(firm)).filter((m) => m.subject === MEMBER_SIGN_IN_MESSAGES.title)).toEqual([]);
    }
    await expectAccessible(theirs);
    const code = /(\d{6})/.exec(sms?.text ?? '')?.[1] ?? '';
    await memberOtpStep(theirs).getByRole('textbox').first().fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await theirs.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(memberOtpStep(theirs)).toHaveAccessibleDescription(MEMBER_SIGN_IN_MESSAGES.wrong(4));
    await enterMemberOtp(theirs, priya.email);
    await expect(theirs.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
    await expect(theirs).toHaveURL(/\/dashboard$/);
    await passFirstVisit(theirs);
    // An Adviser manages no members: the menu has no Team.
    const menu = theirs.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
    await invitee.close();
  });

  test("an EUIN the register does not hold, or an Adviser's lettered Sub Broker Code, is refused under its field in the rule's words", async ({ page, sandbox }) => {
    const vivek = { name: 'Vivek Nair', mobile: '9847022233', email: 'vivek.nair@ashamenon.in' };
    await openTeam(page);
    await fillInvitation(page, vivek, 'E12');
    const euin = box(inviteForm(page), 'EUIN');
    await euin.blur();
    await expect(euin).toHaveAttribute('aria-invalid', 'true');
    await expect(euin).toHaveAccessibleDescription(/Invalid EUIN/);

    // Well formed, so only the registrar can refuse it: its refusal lands on the same field, nothing typed is lost.
    await euin.fill('E999999');
    await euin.blur();
    await expect(euin).not.toHaveAttribute('aria-invalid', 'true');
    await inviteForm(page).getByRole('button', { name: 'Send invitation' }).click();
    await expect(euin).toHaveAccessibleDescription(/Invalid EUIN/);
    await expect(box(inviteForm(page), 'Member Name')).toHaveValue(vivek.name);
    await expect(box(inviteForm(page), 'Email ID')).toHaveValue(vivek.email);
    expect(await sandbox.outbox(vivek.email)).toEqual([]);

    // An Adviser's own Sub Broker Code goes on the NFO links they send, whose form takes digits only.
    const subBroker = box(inviteForm(page), 'Sub Broker Code');
    await subBroker.fill('SB-1042');
    await subBroker.blur();
    await expect(subBroker).toHaveAccessibleDescription(new RegExp(TEAM_MESSAGES.adviserSubBrokerDigits));
  });

  test('a suspended member is signed out: their next page goes to sign-in', async ({ page, browser }) => {
    const member = await browser.newContext();
    const theirs = await member.newPage();
    await theirs.goto('/login');
    await fillSignIn(theirs, RAHUL.userId, PASSWORD);
    await enterMemberOtp(theirs, RAHUL.userId);
    await expect(theirs.getByText('Logged as')).toBeVisible({ timeout: 60_000 });

    await openTeam(page);
    await page.getByRole('button', { name: `Suspend ${RAHUL.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend member' });
    await expect(dialog).toContainText(`Suspend ${RAHUL.name}? They are signed out at once`);
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `${RAHUL.name} is suspended and signed out everywhere` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(RAHUL.name) })).toContainText('Suspended');

    await theirs.goto('/dashboard');
    await expect(theirs).toHaveURL(/\/login\?(expired=1&)?from=%2Fdashboard$/);
    await member.close();
  });

  test('an invitation link that is unknown, or past its 72 hours, says so and offers no form', async ({ page, sandbox }) => {
    await page.goto('/team-invitation#not-an-invitation');
    await expect(page.getByRole('alert').filter({ hasText: TEAM_MESSAGES.invitationUnknown })).toBeVisible();
    await expect(page.getByRole('button', { name: /Accept/ })).toHaveCount(0);

    await sandbox.advanceClock(73 * 60);
    await page.goto(`/team-invitation#${NISHA_TOKEN}`);
    await expect(page.getByText(TEAM_MESSAGES.invitationExpired)).toBeVisible();
    await expect(page.getByRole('button', { name: /Accept/ })).toHaveCount(0);
  });
});
