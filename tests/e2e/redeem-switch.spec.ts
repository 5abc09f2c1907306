import type { Page } from '@playwright/test';
import { USERS } from './env';
import { expect, fillSignIn, test, type SandboxControls } from './fixtures';

// Redemption and switch (seed 001 sections 4 and 5) through the real portal and sandbox: each form to
// the shared confirmation, a reference number and the investor's authorisation mail; and the refusals
// (insufficient units, zero balance, same switch scheme, ARN equal to Sub ARN, missing EUIN).

// Each test walks a whole flow (sign-in, form, summary, confirm) on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const RAVI = { pan: 'BKFPS4821K', email: 'ravi.sharma@example.com' };
const MAIN_FOLIO = '10234561';
const ZERO_FOLIO = '10234563';
const FLEXI = 'Flexi Cap Fund - Regular Plan - Growth';
const LARGE = 'Large Cap Fund - Regular Plan - Growth';
const HYBRID = 'Aggressive Hybrid Fund - Regular Plan - Growth';

/** The investor list's hand-over: the PAN is sealed into the transaction flow, then the form opens. */
async function openForm(page: Page, kind: 'redemption' | 'switch') {
  // The first sign-in opens the fresh portal store (migrations), which can take long on a busy machine.
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  const ready = await page.request.post('/api/investors/initiate', { data: { pan: RAVI.pan, from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  // The mode chooser's Digital card; the form then moves to its own address with the flow token.
  await page.goto(`/new-transaction/${kind}`);
  await page.getByRole('link', { name: /Digital Mode/ }).click();
  await expect(page).toHaveURL(new RegExp(`/new-transaction/${kind}/digital/transact\\?f=`));
  await expect(page.getByRole('region', { name: 'Investor' })).toContainText(RAVI.pan);
  return new URL(page.url()).searchParams.get('f') ?? '';
}

/** Confirm on the shared screen; the success dialog's reference must be the one mailed to the investor. */
async function confirmAndCheckMail(page: Page, sandbox: SandboxControls, trtype: string) {
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await confirm.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Successfully Initiated Transaction/Registration');
  const reference = (await dialog.textContent())?.match(/Reference Number:\s*(\d+)/)?.[1];
  expect(reference, 'a reference number in the success dialog').toBeTruthy();
  const mails = await sandbox.outbox(RAVI.email);
  const mail = mails.find((m) => m.subject.includes(`transaction ${reference}`));
  expect(mail?.subject).toContain(trtype);
  expect(mail?.text).toContain('/__sandbox/authorise?t=');
  return reference;
}

test.describe('Redemption', () => {
  test('Full: the value is disabled, and the balance units it shows are what is redeemed', async ({ page }) => {
    await openForm(page, 'redemption');
    await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
    await page.getByRole('combobox', { name: 'Scheme' }).selectOption({ label: FLEXI });
    await page.getByRole('radio', { name: 'Full' }).check();
    const value = page.getByRole('textbox', { name: 'Redemption Value' });
    await expect(value).toBeDisabled();
    await expect(value).toHaveValue('1520.21');
    await page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'State Bank of India - XXXXXXX8904 (SB)' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/redemption\/digital\/transact\/confirm\?f=/);
    await expect(page.getByRole('heading', { name: 'Redemption Payment Summary' })).toBeVisible();
    await expect(page.getByText('1520.21').first()).toBeVisible();
  });

  test('partial by amount to a reference number; units beyond the balance refused; Full locks the value', async ({ page, sandbox }) => {
    await openForm(page, 'redemption');
    const folio = page.getByRole('combobox', { name: 'Folio' });
    // The zero-balance folio is not offered.
    await expect(folio.locator('option', { hasText: ZERO_FOLIO })).toHaveCount(0);
    await folio.selectOption(MAIN_FOLIO);
    await page.getByRole('combobox', { name: 'Scheme' }).selectOption({ label: FLEXI });
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance).toContainText('Balance Units');
    await expect(balance).toContainText('1520.21');

    const value = page.getByRole('textbox', { name: 'Redemption Value' });
    await value.fill('2000');
    await value.blur();
    await expect(page.getByText("You don't have enough Units To Redeem!")).toBeVisible();

    await page.getByRole('radio', { name: 'Full' }).check();
    await expect(value).toHaveValue('1520.21');
    await expect(value).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Amount' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Partial' }).check();
    await expect(value).toHaveValue('');

    await page.getByRole('radio', { name: 'Amount' }).check();
    const amount = page.getByRole('textbox', { name: 'Redemption Value' });
    await amount.fill('999');
    await amount.blur();
    await expect(page.getByText('(Amount should be 1,000)')).toBeVisible();
    await amount.fill('5000');
    // Leaving the field clears its error line; a click on Submit that did the leaving would land where
    // the button was before the form got shorter.
    await amount.blur();
    await expect(page.getByText('(Amount should be 1,000)')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'State Bank of India - XXXXXXX8904 (SB)' });
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/redemption\/digital\/transact\/confirm\?f=/);
    await expect(page.getByRole('heading', { name: 'Redemption Payment Summary' })).toBeVisible();
    await expect(page.getByText(FLEXI)).toBeVisible();
    await expect(page.getByText('Exit Load', { exact: true })).toBeVisible();
    await expect(page.getByText('Nil', { exact: true })).toBeVisible();

    // Leaving the summary for the form restores the draft; back on the summary, nothing was lost.
    const summary = page.url();
    await page.goto(summary.replace('/confirm?', '?'));
    await expect(folio).toHaveValue(MAIN_FOLIO);
    await expect(page.getByRole('textbox', { name: 'Redemption Value' })).toHaveValue('5000');
    await page.goto(summary);
    await expect(page.getByRole('heading', { name: 'Redemption Payment Summary' })).toBeVisible();
    await confirmAndCheckMail(page, sandbox, 'Redemption');
  });

  test('the BFF refuses a zero-balance folio that the form never offers; the form fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const f = await openForm(page, 'redemption');
    await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
    await page.getByRole('combobox', { name: 'Scheme' }).selectOption({ label: FLEXI });
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('1520.21');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const res = await page.request.post(`/api/transactions/redemption?f=${encodeURIComponent(f)}`, {
      headers: { 'Idempotency-Key': 'zero-balance-key-0001' },
      data: { folio: ZERO_FOLIO, scheme: '117~SD~RG~G', type: 'P', mode: 'U', value: '1', balUnits: '', curValue: '', minAmount: '', bank: 'XXXXXXXXXX3112' },
    });
    expect(res.status()).toBe(422);
    expect((await res.json()).message).toBe('Redemption in zero balance folios is not allowed');
  });
});

test.describe('Switch', () => {
  test('units into another category to a reference number; Sub ARN equal to the ARN and a missing EUIN refused', async ({ page, sandbox }) => {
    await openForm(page, 'switch');
    await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
    await page.getByRole('combobox', { name: 'Switch out Scheme' }).selectOption({ label: LARGE });
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Hybrid');
    await page.getByRole('combobox', { name: 'Switch In Scheme' }).selectOption({ label: HYBRID });

    const subArn = page.getByRole('textbox', { name: 'Sub ARN Code' });
    await subArn.fill('112233');
    await subArn.blur();
    await expect(page.getByText('ARN and Sub ARN Code should not be the same')).toBeVisible();
    await subArn.fill('');
    await subArn.blur();

    // More units than the folio holds, then an amount below the switch-in scheme's minimum.
    const value = page.getByRole('textbox', { name: 'Switch Value' });
    await value.fill('999999');
    await value.blur();
    await expect(page.getByText("You don't have enough Units To Redeem! in Switch")).toBeVisible();
    await page.getByRole('radio', { name: 'Amount' }).check();
    await value.fill('1');
    await value.blur();
    await expect(page.getByText(/Minimum Amount value is \d+|Amount should be [\d,]+/).first()).toBeVisible();
    await page.getByRole('radio', { name: 'Units' }).check();

    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('textbox', { name: 'Switch Value' }).fill('10.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('EUIN No is mandatory')).toBeVisible();
    await page.getByRole('combobox', { name: 'EUIN' }).selectOption('E123456');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/switch\/digital\/transact\/confirm\?f=/);
    await expect(page.getByRole('heading', { name: 'Switch Payment Summary' })).toBeVisible();
    await expect(page.getByText(HYBRID)).toBeVisible();
    await expect(page.getByText('E123456')).toBeVisible();

    const summary = page.url();
    await page.goto(summary.replace('/confirm?', '?'));
    await expect(page.getByRole('textbox', { name: 'Switch Value' })).toHaveValue('10.5');
    await expect(page.getByRole('combobox', { name: 'EUIN' })).toHaveValue('E123456');
    await page.goto(summary);
    await expect(page.getByRole('heading', { name: 'Switch Payment Summary' })).toBeVisible();
    await confirmAndCheckMail(page, sandbox, 'Switch');
  });

  test('the switch-in list keeps the other schemes of the folio; only the switch-out one is refused', async ({ page }) => {
    await openForm(page, 'switch');
    await page.getByRole('combobox', { name: 'Folio' }).selectOption(MAIN_FOLIO);
    await page.getByRole('combobox', { name: 'Switch out Scheme' }).selectOption({ label: FLEXI });
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Equity');
    const into = page.getByRole('combobox', { name: 'Switch In Scheme' });
    await expect(into.getByRole('option', { name: LARGE, exact: true })).toHaveCount(1);
    await into.selectOption({ label: FLEXI });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Switch in scheme should not be same as Switch out scheme')).toBeVisible();
  });

  test('the BFF refuses the same scheme on both sides and a zero-balance folio', async ({ page }) => {
    const f = await openForm(page, 'switch');
    const values = {
      folio: MAIN_FOLIO, scheme: '117~LC~RG~G', type: 'P', mode: 'U', value: '1', balUnits: '', curValue: '', minAmount: '', category: 'Equity',
      switchInScheme: '117~LC~RG~G', arnCode: 'ARN-112233', subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '',
    };
    let tries = 0;
    const post = (v: object) =>
      page.request.post(`/api/transactions/switch?f=${encodeURIComponent(f)}`, { headers: { 'Idempotency-Key': `switch-refusal-key-${(tries += 1)}` }, data: v });
    const same = await post(values);
    expect(same.status()).toBe(400);
    expect((await same.json()).fieldErrors?.switchInScheme).toBe('Switch in scheme should not be same as Switch out scheme');
    const zero = await post({ ...values, folio: ZERO_FOLIO, scheme: '117~SD~RG~G', switchInScheme: '117~AH~RG~G', category: 'Hybrid' });
    expect(zero.status()).toBe(422);
    expect((await zero.json()).message).toBe('SWITCH in zero balance folios is not allowed');
  });
});
