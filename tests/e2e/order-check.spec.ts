import type { Page } from '@playwright/test';
import { DEBIT_FREEZE_MESSAGE } from '../../lib/rules/debit-freeze';
import { OTP_EKYC_MESSAGE } from '../../lib/rules/ekyc-limit';
import { EUIN_LAPSED_MESSAGE } from '../../lib/rules/euin-certification';
import { FOLIO_CONTACT_MESSAGES } from '../../lib/rules/folio-contacts';
import { KYC_VALIDATION_MESSAGES } from '../../lib/rules/kyc-validation';
import { NOMINEE_FORM_MESSAGES } from '../../lib/forms/onboarding/new-investor-nominee';
import { NOMINATION_ASKED_TEXT, NOMINATION_OPTED_OUT } from '../../lib/rules/nomination';
import { SCHEME_SUSPENDED_MESSAGE } from '../../lib/rules/scheme-suspension';
import { ORDER_CHECK_TEXTS } from '../../lib/transactions/confirmation-texts';
import { FIX_LABELS } from '../../lib/transactions/problem-fixes';
import { approveThroughLink } from '../support/investor-approval';
import { SANDBOX_URL } from './env';
import { expect, signInAfresh, signInTo, test } from './fixtures';
import { fillNominee, nominee } from './new-investor-steps';

// Nothing avoidable reaches the registrar: the summary asks the registrar what it would hold against the
// order before Confirm and keeps Confirm disabled while anything refuses it, with the fix beside each
// problem; a refusal the registrar makes on a submit carries the same fix, and following it leads to an
// order that goes through. Real portal, real sandbox, the demo book's refusal investors (README).

test.describe.configure({ timeout: 120_000 });

const NT = '/new-transaction';
const ADDITIONAL = `${NT}/additional-purchase/digital/transact`;
const REDEMPTION = `${NT}/redemption/digital/transact`;
const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const check = (page: Page) => page.getByRole('heading', { name: ORDER_CHECK_TEXTS.heading }).locator('..');

/** Submit to the summary, which the registrar's check clears, then Confirm to a reference. */
async function confirmCleared(page: Page, summary: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: summary })).toBeVisible();
  await expect(check(page)).toContainText(ORDER_CHECK_TEXTS.clear);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Successfully Initiated Transaction/Registration');
  await expect(dialog).toContainText(/Reference Number:\s*\d+/);
}

test("a debit-frozen folio's redemption: the summary says why the registrar would refuse it, and Confirm waits until the investor unlocks it", async ({ page, sandbox }) => {
  await signInTo(page, `${REDEMPTION}?pan=GSKPK7781M`);
  await combo(page, 'Folio').selectOption('10678051');
  await combo(page, 'Scheme').selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await page.getByRole('radio', { name: 'Units' }).check();
  await field(page, 'Redemption Value').fill('10');
  await combo(page, 'Bank').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Redemption Payment Summary' })).toBeVisible();

  await expect(check(page)).toContainText(ORDER_CHECK_TEXTS.refused(1));
  await expect(check(page)).toContainText(DEBIT_FREEZE_MESSAGE);
  // Only the investor can lift a freeze: the fix says so, and links nowhere.
  await expect(check(page)).toContainText(FIX_LABELS.investor);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expect(page.getByText(ORDER_CHECK_TEXTS.blocked)).toBeVisible();

  // The investor unlocks the folio through MF Central: the summary, opened again, is clear and confirms.
  await sandbox.freeze('10678051', false);
  try {
    await page.reload();
    await expect(check(page)).toContainText(ORDER_CHECK_TEXTS.clear);
    await confirm.click();
    await expect(page.getByRole('dialog')).toContainText(/Reference Number:\s*\d+/);
  } finally {
    await sandbox.freeze('10678051');
  }
});

test('a new folio for a KYC only Registered: refused with its fix, which leads to his folio and an order that goes through', async ({ page }) => {
  await signInTo(page, `${NT}/nfo-new-purchase/digital/transact?pan=BRGPG7012K`);
  await combo(page, 'Category').selectOption('ELSS');
  await combo(page, 'Scheme').selectOption({ label: 'ELSS Tax Saver Fund - Regular Plan - Growth' });
  await field(page, 'Minimum Investment Amount').fill('1500');
  await page.getByRole('button', { name: 'Submit' }).click();

  const banner = page.getByRole('alert').filter({ hasText: KYC_VALIDATION_MESSAGES.registered });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: FIX_LABELS.existingFolio }).click();

  await expect(page).toHaveURL(/\/additional-purchase\/digital\/transact\?f=/);
  await combo(page, 'Folio').selectOption('10678011');
  await combo(page, 'Scheme').selectOption({ label: 'Flexi Cap Fund - Regular Plan - Growth' });
  await field(page, 'Amount').fill('5000');
  await confirmCleared(page, 'ADDITIONAL PURCHASE SUMMARY');
});


/** A refusal on the additional purchase's submit, in the registrar's words with its fix; the fix applied, the order goes through. */
const JOURNEYS = [
  {
    family: 'OTP-based e-KYC above its yearly cap',
    pan: 'FNBPB6650L', folio: '10678041', scheme: 'Flexi Cap Fund - Regular Plan - Growth', amount: '60000',
    words: OTP_EKYC_MESSAGE(0).split(':')[0]!, fix: FIX_LABELS.ekyc,
    apply: async (page: Page) => field(page, 'Amount').fill('5000'),
  },
  {
    family: 'a scheme whose subscriptions are suspended',
    pan: 'GSKPK7781M', folio: '10678051', scheme: 'Arbitrage Fund - Regular Plan - Growth', amount: '5000',
    words: SCHEME_SUSPENDED_MESSAGE, fix: FIX_LABELS.otherScheme,
    apply: async (page: Page) => {
      // The fix leads back to the form, which keeps what was typed.
      await page.getByRole('link', { name: FIX_LABELS.otherScheme }).click();
      await expect(field(page, 'Amount')).toHaveValue('5000');
      await combo(page, 'Scheme').selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
    },
  },
  {
    family: 'an EUIN whose certification lapsed',
    pan: 'BKFPS4821K', folio: '10234561', scheme: 'Large Cap Fund - Regular Plan - Growth', amount: '2500', euin: 'E456789',
    words: EUIN_LAPSED_MESSAGE('E456789'), fix: FIX_LABELS.executionOnly,
    apply: async (page: Page) => page.getByRole('radio', { name: 'Yes' }).check(),
  },
] as const;

for (const j of JOURNEYS) {
  test(`${j.family}: refused on submit with its fix; fixed, the order goes through`, async ({ page }) => {
    await signInTo(page, `${ADDITIONAL}?pan=${j.pan}`);
    await combo(page, 'Folio').selectOption(j.folio);
    await combo(page, 'Scheme').selectOption({ label: j.scheme });
    await field(page, 'Amount').fill(j.amount);
    if ('euin' in j) {
      await page.getByRole('radio', { name: 'No' }).check();
      await combo(page, 'EUIN').selectOption(j.euin);
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    const banner = page.getByRole('alert').filter({ hasText: j.words });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(j.fix);
    await j.apply(page);
    await confirmCleared(page, 'ADDITIONAL PURCHASE SUMMARY');
  });
}

test("a new folio's e-mail and mobile that are an EUIN holder's: refused until the family relation is declared", async ({ page }) => {
  await signInTo(page, `${NT}/nfo-new-purchase/digital/transact?pan=EKMPM5120H`);
  await combo(page, 'Category').selectOption('ELSS');
  await combo(page, 'Scheme').selectOption({ label: 'ELSS Tax Saver Fund - Regular Plan - Growth' });
  await field(page, 'Minimum Investment Amount').fill('1500');
  await page.getByRole('button', { name: 'Submit' }).click();
  const banner = page.getByRole('alert').filter({ hasText: FOLIO_CONTACT_MESSAGES.email });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: FIX_LABELS.contactUpdate })).toHaveAttribute('href', /\/nct-type\/digital\/transact\?f=/);
  await combo(page, 'Email Family Description').selectOption('SP');
  await combo(page, 'Mobile Family Description').selectOption('SP');
  await confirmCleared(page, 'LUMPSUM SUMMARY');
});

test('a redemption approved, then the folio frozen before processing: the tracker shows the registrar rejecting it, with the fix', async ({ page, sandbox }) => {
  await signInTo(page, `${REDEMPTION}?pan=BRGPG7012K`);
  await combo(page, 'Folio').selectOption('10678011');
  await combo(page, 'Scheme').selectOption({ label: 'Flexi Cap Fund - Regular Plan - Growth' });
  await page.getByRole('radio', { name: 'Units' }).check();
  await field(page, 'Redemption Value').fill('10');
  await combo(page, 'Bank').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Redemption Payment Summary' })).toBeVisible();
  await expect(check(page)).toContainText(ORDER_CHECK_TEXTS.clear);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const reference = (await page.getByRole('dialog').textContent())?.match(/Reference Number:\s*(\d+)/)?.[1] ?? '';
  expect(reference).toMatch(/^\d+$/);

  const mail = (await sandbox.outbox('rohit.gupta@example.com')).find((m) => m.subject.includes(`transaction ${reference}`));
  const link = mail?.text.match(/https?:\/\/\S+\/__sandbox\/authorise\?t=[\w-]+/)?.[0] ?? '';
  expect((await approveThroughLink(SANDBOX_URL, link, reference)).ok).toBe(true);
  // The investor freezes the folio through MF Central before the registrar processes the redemption.
  await sandbox.freeze('10678011');
  try {
    await sandbox.advanceClock(3 * 24 * 60);
    await page.context().clearCookies();
    await signInAfresh(page);
    await page.goto(`/track-transactions?q=${reference}`);
    // The newest first: a reset sandbox numbers afresh, so an earlier run's row may carry the same number.
    const row = page.getByRole('row').filter({ hasText: reference }).first();
    await expect(row).toContainText('Rejected');
    await expect(row).toContainText(DEBIT_FREEZE_MESSAGE);
    await expect(row).toContainText(FIX_LABELS.investor);
    await page.goto(`/track-transactions/${reference}`);
    await expect(page.getByRole('alert').filter({ hasText: DEBIT_FREEZE_MESSAGE })).toContainText(FIX_LABELS.investor);
  } finally {
    await sandbox.freeze('10678011', false);
  }
});

test("a new folio for an investor with no nomination on record: the form asks for it, and the order with the opt-out goes through", async ({ page }) => {
  await signInTo(page, `${NT}/nfo-new-purchase/digital/transact?pan=DARPR4410G`);
  const nomination = page.getByRole('group', { name: 'Nomination' });
  await expect(nomination).toContainText(NOMINATION_ASKED_TEXT);
  await combo(page, 'Category').selectOption('ELSS');
  await combo(page, 'Scheme').selectOption({ label: 'ELSS Tax Saver Fund - Regular Plan - Growth' });
  await field(page, 'Minimum Investment Amount').fill('1500');
  // Neither nominees nor the opt-out: the form says so, and nothing reaches the registrar.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(nomination.getByRole('alert')).toContainText(NOMINEE_FORM_MESSAGES.required);
  await expect(page.getByRole('heading', { name: 'LUMPSUM SUMMARY' })).toHaveCount(0);

  await nomination.getByRole('checkbox', { name: 'I/We do not wish to nominate' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'LUMPSUM SUMMARY' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Nomination' }).locator('+ dd')).toHaveText(NOMINATION_OPTED_OUT);
  await expect(check(page)).toContainText(ORDER_CHECK_TEXTS.clear);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toContainText(/Reference Number:\s*\d+/);
});

test("a new folio's SIP for an investor with no nomination on record: the form asks for it, and the SIP naming a nominee goes through", async ({ page }) => {
  await signInTo(page, `${NT}/sip/digital/transact?pan=DARPR4410G`);
  await expect(page.getByRole('radio', { name: 'New Folio' })).toBeChecked();
  const nomination = page.getByRole('group', { name: 'Nomination' });
  await expect(nomination).toContainText(NOMINATION_ASKED_TEXT);
  await combo(page, 'Category').selectOption('Equity');
  await combo(page, 'Scheme').selectOption({ label: 'Flexi Cap Fund - Regular Plan - Growth' });
  await combo(page, 'Investment Frequency').selectOption({ label: 'Monthly' });
  await field(page, 'No. of Installments').fill('12');
  await combo(page, 'SIP Day').selectOption('10');
  await expect(field(page, 'SIP Start Date')).toHaveValue(/^10\/\d{2}\/\d{4}$/);
  await field(page, 'Installment Amount').fill('1000');
  // Neither nominees nor the opt-out: the form says so, and nothing reaches the registrar.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(nomination.getByRole('alert')).toContainText(NOMINEE_FORM_MESSAGES.required);
  await expect(page.getByRole('heading', { name: 'SIP Registration Summary' })).toHaveCount(0);

  await nomination.getByRole('button', { name: 'Add Nominee' }).click();
  await fillNominee(nominee(page, 1), { name: 'Kavya Rao', pan: 'EKRPR2468K', dob: '01/05/1990' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'SIP Registration Summary' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Nomination' }).locator('+ dd')).toHaveText('Kavya Rao (100%)');
  await expect(check(page)).toContainText(ORDER_CHECK_TEXTS.clear);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toContainText(/Reference Number:\s*\d+/);
});

/** Refusals whose fix is a screen of its own: the link opens it for the same investor. */
const FIX_SCREENS = [
  {
    family: 'a KYC on hold at the KRA (Pooja)', pan: 'PNRPN6021E',
    words: KYC_VALIDATION_MESSAGES.onHold, fix: FIX_LABELS.ekyc, opens: /\/new-investor\/ekyc\/PNRPN6021E$/, heading: 'e-KYC Form',
  },
] as const;

for (const s of FIX_SCREENS) {
  test(`${s.family}: refused on submit, and the fix opens its screen for the investor`, async ({ page }) => {
    await signInTo(page, `${NT}/nfo-new-purchase/digital/transact?pan=${s.pan}`);
    await combo(page, 'Category').selectOption('ELSS');
    await combo(page, 'Scheme').selectOption({ label: 'ELSS Tax Saver Fund - Regular Plan - Growth' });
    await field(page, 'Minimum Investment Amount').fill('1500');
    await page.getByRole('button', { name: 'Submit' }).click();
    const banner = page.getByRole('alert').filter({ hasText: s.words });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: s.fix }).click();
    await expect(page).toHaveURL(s.opens);
    await expect(page.getByRole('heading', { name: s.heading, level: 1 })).toBeVisible();
  });
}
