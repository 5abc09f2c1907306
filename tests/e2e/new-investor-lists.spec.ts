import { expect, signIn, test } from './fixtures';
import { ANITA, applicantAsSingle, BASE, holder, proceed, startJourney } from './new-investor-steps';

// The new-investor journey's registrar lists (country code, states, cities by state, relationships) and
// their check on the server; Back from the applicant step; the iSIP minimum from getMinimumAmount; and a
// journey begun in one browser carried on in another.

const post = (page: import('@playwright/test').Page, path: string, body: unknown) =>
  page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      return { status: res.status, body: (await res.json()) as { fieldErrors?: Record<string, string> } };
    },
    [path, body] as const,
  );

test.describe('new investor lists and resume', () => {
  test.describe.configure({ timeout: 150_000 });

  test("the applicant's state and city come from the registrar's lists, a new state clearing the city", async ({ page }) => {
    await startJourney(page, ANITA.pan);
    const first = holder(page);
    await expect(first.getByLabel('Country Code')).toHaveValue('+91');
    await expect(first.getByLabel('State')).toHaveValue('Maharashtra');
    // The KRA's city, shown once the state's cities have arrived.
    await expect(first.getByLabel('City')).toHaveValue('Mumbai');
    await first.getByLabel('State').selectOption('Karnataka');
    await expect(first.getByLabel('City')).toHaveValue('');
    await expect(first.getByLabel('City').locator('option', { hasText: 'Mysuru' })).toHaveCount(1);
    await expect(first.getByLabel('City').locator('option', { hasText: 'Mumbai' })).toHaveCount(0);
    await first.getByLabel('City').selectOption('Mysuru');
    await applicantAsSingle(page);
  });

  test('a city, country code or relationship outside the lists is refused by the server', async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await expect(holder(page).getByLabel('City')).toHaveValue('Mumbai');
    // What the form would send, with a city Maharashtra does not have and a code no country has.
    const applicant = {
      modeOfHolding: 'single',
      holders: [{
        pan: ANITA.pan, name: ANITA.name, email: ANITA.email, emailFamily: 'SE', countryCode: '+999', mobile: '9876543210', mobileFamily: 'SE',
        gender: 'F', dob: await holder(page).getByLabel('Date of Birth').inputValue(), category: '11', occupation: '01', annualIncome: '5-10 Lacs',
        birthCountry: 'India', nationality: 'India', address: '21 Carter Road', country: 'India', state: 'Maharashtra', city: 'Kochi', pincode: '400050',
      }],
    };
    const refusedApplicant = await post(page, '/api/new-investor/steps/applicant-details', applicant);
    expect(refusedApplicant.status).toBe(400);
    expect(refusedApplicant.body.fieldErrors).toEqual({ 'holders.0.countryCode': 'Please enter a valid Country Code', 'holders.0.city': 'Please enter a valid City' });
    await applicantAsSingle(page);
    const nominee = {
      name: 'Kiran Verma', sharePercentage: 100, idType: 'PAN', idNumber: 'DKRPV7788N', relation: 'Sibling', mobileNumber: '9811002200',
      email: 'kiran@example.com', address: '12 MG Road', state: 'Karnataka', city: 'Mumbai', country: 'India', pinCode: '560001', dob: '01/05/1990',
    };
    const refused = await post(page, '/api/new-investor/steps/nominee-details', { wishNotToNominate: false, nominees: [nominee] });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toMatchObject({ 'nominees.0.relation': 'Relation is mandatory', 'nominees.0.city': 'City is mandatory' });
    const taken = await post(page, '/api/new-investor/steps/nominee-details', { wishNotToNominate: false, nominees: [{ ...nominee, relation: 'Brother', city: 'Bengaluru' }] });
    expect(taken.status).toBe(200);
  });

  test('Back from the applicant step goes to the transaction types, which lead back to the application', async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/new-transaction\/transction-types$/);
    await expect(page.getByText('For a new Investor, only ISIP facility is available to register the SIP.')).toBeVisible();
    await page.getByRole('link', { name: /New Investor \(Lumpsum \/ iSIP\)/ }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/applicant-details$`));
  });

  test("the iSIP's minimum is the registrar's for the chosen frequency", async ({ page, sandbox }) => {
    await startJourney(page, ANITA.pan);
    await applicantAsSingle(page);
    await page.getByRole('checkbox', { name: 'I/We do not wish to nominate' }).check();
    await proceed(page);
    await page.getByRole('radio', { name: 'iSIP' }).check();
    await page.getByLabel('Category').selectOption('Equity');
    await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption('117~FC~RG~G');
    const before = (await sandbox.calls('/Ktrack_GetMinAmt')).length;
    await page.getByRole('combobox', { name: 'Frequency', exact: true }).selectOption('M');
    await expect.poll(async () => (await sandbox.calls('/Ktrack_GetMinAmt')).length).toBeGreaterThan(before);
    await expect(page.getByText('Minimum ₹ 100, in multiples of ₹ 1.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('99');
    await proceed(page);
    await expect(page.getByText('Amount should be greater than or equal to 100')).toBeVisible();
  });

  test('a journey begun in one browser is resumed in another, without its PAN in any address', async ({ page, browser }) => {
    await startJourney(page, ANITA.pan);
    await applicantAsSingle(page);

    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await signIn(second);
      await second.goto('/new-transaction');
      await second.getByRole('tab', { name: 'New Investor' }).click();
      const card = second.getByRole('listitem').filter({ hasText: ANITA.name });
      await expect(card).toContainText('XXXXXX512Q');
      await expect(card).toContainText('Nominee Details');
      await expect(card).not.toContainText(ANITA.pan);
      await card.getByRole('button', { name: `Resume ${ANITA.name}` }).click();
      await expect(second).toHaveURL(new RegExp(`${BASE}/nominee-details$`));
      expect(second.url()).not.toContain(ANITA.pan);
      await second.goto(`${BASE}/applicant-details`);
      await expect(holder(second).getByLabel('Gender')).toHaveValue('F');
    } finally {
      await other.close();
    }
  });
});
