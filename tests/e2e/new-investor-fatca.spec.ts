import { expect, test } from './fixtures';
import { ANITA, BASE, completeHolder, holder, proceed, startJourney } from './new-investor-steps';

// The optional FATCA step of the new-investor journey: it appears after the applicant step only for a
// holder who is tax resident elsewhere (or linked with the UAE), and the registrar validates each TIN.

test.describe('new investor FATCA details', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a holder of UAE nationality gives the tax identification, which the registrar checks, then the nominees', async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await expect(holder(page).getByLabel('Name (as per PAN)')).toHaveValue(ANITA.name);
    await completeHolder(holder(page));
    await holder(page).getByLabel('Nationality').selectOption('United Arab Emirates');
    await expect(holder(page).getByRole('radio', { name: 'Yes' }).first()).toBeChecked();
    await proceed(page);

    await expect(page).toHaveURL(new RegExp(`${BASE}/fatca-details$`));
    await expect(page.getByRole('navigation', { name: 'New investor steps' }).getByText('FATCA Details')).toHaveCount(0);
    const first = page.getByRole('group', { name: `First Holder: ${ANITA.name}` });
    await expect(first.getByLabel('Country of Tax Residence')).toHaveValue('AE');
    await expect(first.getByLabel('Tax Identification Number')).toHaveAttribute('placeholder', /TRN/);
    // A UAE resident is also asked for a previous occupation there, when there was one.
    await first.getByRole('group', { name: 'Resident of the United Arab Emirates?' }).getByRole('radio', { name: 'Yes' }).check();
    await first.getByRole('group', { name: 'Any previous occupation in the UAE?' }).getByRole('radio', { name: 'Yes' }).check();
    await expect(first.getByLabel('Previous Occupation Start Date')).toBeVisible();
    await expect(first.getByLabel('Previous Employer Address')).toBeVisible();
    await first.getByLabel('Tax Identification Type').selectOption('TRN');
    await proceed(page);
    await expect(first.getByText('Tax Identification Number is required to proceed.')).toBeVisible();
    await first.getByLabel('Tax Identification Number').fill('123456');
    await first.getByRole('radio', { name: 'No' }).first().check();
    await proceed(page);
    await expect(page.getByText('The Tax Registration Number entered is not in the valid format').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${BASE}/fatca-details$`));
    await first.getByLabel('Tax Identification Number').fill('100123456789012');
    await proceed(page);
    await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/fatca-details$`));
    await expect(first.getByLabel('Tax Identification Number')).toHaveValue('100123456789012');
  });

  test('a holder taxed only in India goes from the applicant step straight to the nominees', async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await expect(holder(page).getByLabel('Name (as per PAN)')).toHaveValue(ANITA.name);
    await completeHolder(holder(page));
    await proceed(page);
    await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
    await page.goto(`${BASE}/fatca-details`);
    await expect(page).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
  });
});
