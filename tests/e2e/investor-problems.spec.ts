import type { Page } from '@playwright/test';
import { DEBIT_FREEZE_MESSAGE } from '../../lib/rules/debit-freeze';
import { INVESTOR_PROBLEM_TEXTS } from '../../lib/rules/investor-problems';
import { KYC_VALIDATION_MESSAGES } from '../../lib/rules/kyc-validation';
import { FIX_LABELS } from '../../lib/transactions/problem-fixes';
import { transactPath } from '../../lib/transactions/routes';
import { expect, showEveryRow, signInTo, test } from './fixtures';

// What the registrar holds against an investor, listed alike on Today and on the investor's page, each with
// its fix: Sneha Kulkarni's frozen folio (only she can lift it) and Rohit Gupta's Registered KYC (his
// existing folio takes orders), through the real portal and the real sandbox.

const SNEHA = { name: 'Sneha Kulkarni', pan: 'GSKPK7781M', folio: '10678051' };
const ROHIT = { name: 'Rohit Gupta', pan: 'BRGPG7012K' };
const RAVI_PAN = 'BKFPS4821K';
const FREEZE = INVESTOR_PROBLEM_TEXTS.frozenFolio(SNEHA.folio, DEBIT_FREEZE_MESSAGE);

const investors = (page: Page) => page.getByRole('region', { name: /^Investors who cannot transact/ });
const problems = (page: Page) => page.getByRole('region', { name: 'What stops a transaction' });

test.describe('Investor problems', () => {
  test.describe.configure({ timeout: 120_000 });

  test("Today and the investor's page list Sneha's debit freeze and Rohit's KYC alike, each with its fix", async ({ page }) => {
    await signInTo(page, '/today');
    await showEveryRow(investors(page));
    const sneha = investors(page).getByRole('row').filter({ hasText: SNEHA.name }).first();
    await expect(sneha).toContainText(FREEZE);
    await expect(sneha).toContainText(FIX_LABELS.investor);
    const rohit = investors(page).getByRole('row').filter({ hasText: ROHIT.name }).first();
    await expect(rohit).toContainText(KYC_VALIDATION_MESSAGES.registered);
    const fix = rohit.getByRole('link', { name: `${FIX_LABELS.existingFolio} for ${ROHIT.name}` });
    await expect(fix).toHaveAttribute('href', new RegExp(`^${transactPath('additional-purchase')}\\?f=`));

    // On a phone the list is cards, with the same words.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(investors(page).getByRole('listitem').filter({ hasText: FREEZE }).first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/investors/details/${SNEHA.pan}`);
    await expect(problems(page).getByRole('listitem').filter({ hasText: FREEZE })).toBeVisible();
    await expect(problems(page)).toContainText(FIX_LABELS.investor);

    await page.goto(`/investors/details/${ROHIT.pan}`);
    await expect(problems(page)).toContainText(KYC_VALIDATION_MESSAGES.registered);
    await problems(page).getByRole('link', { name: FIX_LABELS.existingFolio }).click();
    await expect(page).toHaveURL(new RegExp(`${transactPath('additional-purchase')}\\?f=`));
    await expect(page.getByText(ROHIT.name).first()).toBeVisible();

    await page.goto(`/investors/details/${RAVI_PAN}`);
    await expect(problems(page)).toContainText(INVESTOR_PROBLEM_TEXTS.none);
  });
});
