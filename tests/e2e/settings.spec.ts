import { expect, fillSignIn, signIn, signInTo, test } from './fixtures';
import { PASSWORD, USERS } from './env';

const RULE = 'Password should be at least 8 characters in length and should contain at least 1 Upper Case alphabet(A-Z).1 Special Character and 1 Numeric Value (0-9)';

test.describe('profile settings', () => {
  test('shows the profile read-only and at most 9 review rows', async ({ page }) => {
    await signIn(page, USERS.demo);
    await page.getByRole('link', { name: 'Profile settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toHaveText(/Profile settings/);
    await expect(page.getByText('ARN-112233').first()).toBeVisible();
    await expect(page.getByText('Kochi')).toBeVisible();
    await expect(page.getByText('AKLPM4521D')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(10); // header + 9 of the 11 reviews
    await expect(table.getByText('Submitted').first()).toBeVisible();
  });

  test('change password: every rule, a wrong old password, then success signs out', async ({ page, sandbox }) => {
    await signInTo(page, '/settings', USERS.demo);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const submit = dialog.getByRole('button', { name: 'Change Password' });
    const oldField = dialog.getByRole('textbox', { name: 'Old Password', exact: true });
    const newField = dialog.getByRole('textbox', { name: 'New Password', exact: true });
    const confirmField = dialog.getByRole('textbox', { name: 'Confirm Password', exact: true });

    await submit.click();
    await expect(dialog.getByText('(old Password is mandatory)')).toBeVisible();
    await expect(dialog.getByText('(new Password is mandatory)')).toBeVisible();
    await expect(dialog.getByText('(confirm Password is mandatory)')).toBeVisible();

    await newField.fill('weak');
    await newField.blur();
    await expect(dialog.getByText(RULE)).toBeVisible();

    await oldField.fill(PASSWORD);
    await newField.fill(PASSWORD);
    await confirmField.fill('Other@2026');
    await submit.click();
    await expect(dialog.getByText('(*Old password and New Password should not be Same)')).toBeVisible();
    await expect(dialog.getByText('(Password does not match)')).toBeVisible();

    await oldField.fill('Wrong@2026');
    await newField.fill('Fresh#2027');
    await confirmField.fill('Fresh#2027');
    await submit.click();
    await expect(dialog.getByText('Old Password is incorrect')).toBeVisible();
    await expect(newField).toHaveValue('Fresh#2027');

    await oldField.fill(PASSWORD);
    await submit.click();
    await expect(dialog.getByText('Password Changed Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await sandbox.outbox(USERS.demo)).length).toBeGreaterThan(0);

    await fillSignIn(page, USERS.demo, PASSWORD);
    await expect(page.getByText('Please enter valid details').first()).toBeVisible();
    await fillSignIn(page, USERS.demo, 'Fresh#2027');
    await expect(page.getByText('Logged as')).toBeVisible();
  });

  test('a password change ends the user’s sessions in other browsers', async ({ page, browser }) => {
    await signIn(page, USERS.demo);
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto('/login');
    await fillSignIn(elsewhere, USERS.demo);
    await expect(elsewhere.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
    expect((await elsewhere.request.get('/api/dashboard/summary')).status()).toBe(200);

    const origin = new URL(page.url()).origin;
    const changed = await page.request.post('/api/account/password', {
      data: { oldPassword: PASSWORD, newPassword: 'Fresh#2027', confirmPassword: 'Fresh#2027' },
      headers: { origin },
    });
    expect(changed.status()).toBe(200);
    const after = await elsewhere.request.get('/api/dashboard/summary');
    console.info(`the other browser's session after a password change: /api/dashboard/summary ${after.status()}`);
    expect(after.status()).toBe(401);
    await elsewhere.goto('/settings');
    await expect(elsewhere).toHaveURL(/\/login\?(expired=1&)?from=%2Fsettings$/);
    await other.close();
  });
});
