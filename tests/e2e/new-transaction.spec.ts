import type { Page } from '@playwright/test';
import { USERS } from './env';
import { expect, signIn, signInTo, test } from './fixtures';

// The New Transaction page against the sandbox: an existing investor found by each key (and each key's
// refusal), the name search off for flag Y, and a new investor's PAN ending in each of its three places.

const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma', folio: '10234561', mobile: '9876543210', email: 'ravi.sharma@example.com' };
const FARAH = { pan: 'EZTPR5532M', name: 'Farah Khan' };
const DEV = { pan: 'DHRPK2206B' };
const ANITA = { pan: 'AMNPV5512Q', name: 'Anita Verma' };
const COMPANY = 'AAACB1234C';

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const results = (page: Page) => page.getByRole('table').filter({ has: page.getByText(/investors? found by/) });

async function searchBy(page: Page, key: string, value: string) {
  await page.getByRole('radio', { name: key, exact: true }).check();
  await box(page, key).fill(value);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('new transaction', () => {
  test.describe.configure({ timeout: 120_000 });

  test('existing investor: each key finds the investor, each refuses a bad value, Transact goes on', async ({ page }) => {
    await signInTo(page, '/new-transaction');
    await expect(page.getByRole('heading', { level: 1, name: 'New Transaction' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Existing Investor' })).toHaveAttribute('aria-selected', 'true');
    // Before a search the book's list stands below.
    await expect(page.getByText(/^All : \d+ Investors$/)).toBeVisible();

    const keys: [string, string, string, string][] = [
      ['PAN', RAVI.pan.toLowerCase(), 'ABC12', 'Please enter a valid PAN'],
      ['Folio No.', RAVI.folio, '', 'Please enter a valid folio'],
      ['Mobile No.', RAVI.mobile, '5876543210', 'Please enter a valid Mobile number'],
      ['Email ID', RAVI.email, 'ravi@example', 'Please enter an valid Email Id'],
    ];
    for (const [key, good, bad, message] of keys) {
      await searchBy(page, key, bad);
      await expect(page.getByText(message)).toBeVisible();
      await searchBy(page, key, good);
      await expect(page.getByText(message)).toHaveCount(0);
      await expect(results(page).getByRole('row').filter({ hasText: RAVI.name })).toContainText(RAVI.pan);
    }

    // Folio and mobile boxes take digits only; PAN is upper-cased as typed.
    await page.getByRole('radio', { name: 'Folio No.', exact: true }).check();
    await box(page, 'Folio No.').fill('F-1023');
    await expect(box(page, 'Folio No.')).toHaveValue('1023');

    // Name: the search starts by itself from four characters; three are not enough.
    await page.getByRole('radio', { name: 'Name', exact: true }).check();
    await box(page, 'Name').fill('Rav');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please enter a valid Name')).toBeVisible();
    await box(page, 'Name').fill('Ravi Sh');
    await expect(results(page).getByRole('row').filter({ hasText: RAVI.name })).toBeVisible();

    // Another book's investor is not found.
    await searchBy(page, 'PAN', FARAH.pan);
    await expect(page.getByText('No Data Found')).toBeVisible();

    await searchBy(page, 'PAN', RAVI.pan);
    await results(page).getByRole('button', { name: `Transact for ${RAVI.name}` }).click();
    await expect(page).toHaveURL(/\/new-transaction\/transction-types/);
    await expect(page.getByRole('region', { name: 'Investor' }).getByText(RAVI.pan)).toBeVisible();
  });

  test('a registrar failure reads as the seed message and the search can be tried again', async ({ page, sandbox }) => {
    await signInTo(page, '/new-transaction');
    await sandbox.fault('/InvestorSearch', 'http-500');
    await searchBy(page, 'PAN', RAVI.pan);
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(results(page).getByRole('row').filter({ hasText: RAVI.name })).toBeVisible();
  });

  test('flag Y: the name search is off, other keys work on its own book', async ({ page }) => {
    await signIn(page, USERS.txn);
    await expect(page).toHaveURL(/\/new-transaction$/);
    await expect(page.getByRole('radio', { name: /^Name/ })).toBeDisabled();
    const refused = await page.request.post('/api/investors/search?key=name', { data: { value: 'Farah' } });
    expect(refused.status()).toBe(403);
    // Nor does the BFF hand out the dashboard's figures to this account.
    const dashboard = await page.request.get('/api/dashboard/summary');
    expect(dashboard.status()).toBe(403);
    expect((await dashboard.json()).message).toBe('This is not available for your account.');
    await searchBy(page, 'PAN', FARAH.pan);
    await expect(results(page).getByRole('row').filter({ hasText: FARAH.name })).toBeVisible();
  });

  test('flag Y: the one rule holds on every route: no name search, no investor detail, no token outside the book', async ({ page }) => {
    await signIn(page, USERS.txn);
    const refusedWith = async (url: string, message: string, data?: object) => {
      const res = data ? await page.request.post(url, { data }) : await page.request.get(url);
      expect(res.status(), url).toBe(403);
      expect((await res.json()).message, url).toBe(message);
    };
    await refusedWith('/api/investors?name=Farah', 'Searching by Name is not available for your account.');
    await refusedWith('/api/investors/search?key=name', 'Searching by Name is not available for your account.', { value: 'Farah' });
    // The Investors pages redirect this account; their data is closed the same way.
    await refusedWith('/api/investors/detail', 'This is not available for your account.', { pan: FARAH.pan });
    await refusedWith('/api/investors/sips', 'This is not available for your account.', { pan: FARAH.pan });
    // What New Transaction itself needs stays open.
    expect((await page.request.post('/api/investors', { data: { tab: 'A', pan: FARAH.pan } })).status()).toBe(200);
    expect((await page.request.post('/api/investors/search?key=pan', { data: { value: FARAH.pan } })).status()).toBe(200);

    // A PAN outside the book typed into the address gets no flow token: the page has no investor.
    await page.goto(`/new-transaction/transction-types?pan=${RAVI.pan}`);
    await expect(page.getByText('No Investor PAN found. Please submit investor PAN.')).toBeVisible();
    expect(page.url()).not.toContain('f=');
    await page.goto(`/new-transaction/transction-types?pan=${FARAH.pan}`);
    await expect(page).toHaveURL(/transction-types\?f=/);
  });

  test("new investor: a company's PAN, the KYC prompt to e-KYC, a KYC-registered newcomer, and one of the book", async ({ page }) => {
    await signInTo(page, '/new-transaction');
    await page.getByRole('tab', { name: 'New Investor' }).click();
    const pan = box(page, 'PAN');
    const check = page.getByRole('button', { name: 'Check PAN' });

    await pan.fill('AMNPV551');
    await check.click();
    await expect(page.getByText('Please enter a valid PAN')).toBeVisible();
    await pan.fill(COMPANY);
    await check.click();
    await expect(page.getByText('Entered PAN Number is not related to Individual PAN Number, So please Enter Individual PAN Number')).toBeVisible();
    // The server refuses it too.
    const direct = await page.request.post('/api/investors/new', { data: { pan: COMPANY } });
    expect(direct.status()).toBe(400);

    await pan.fill(DEV.pan.toLowerCase());
    await check.click();
    const prompt = page.getByRole('dialog', { name: 'KYC not compliant' });
    await expect(prompt).toContainText('This Client is not KYC compliant, do you want to go for KYC');
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/new-transaction/new-investor/ekyc/${DEV.pan}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'e-KYC Form' })).toBeVisible();
    await expect(box(page, 'PAN')).toHaveValue(DEV.pan);

    await page.goto('/new-transaction');
    await page.getByRole('tab', { name: 'New Investor' }).click();
    await box(page, 'PAN').fill(ANITA.pan);
    await page.getByRole('button', { name: 'Check PAN' }).click();
    await expect(page).toHaveURL(/\/new-investor-transaction\/applicant-details$/);
    await expect(box(page, 'PAN')).toHaveValue(ANITA.pan);
    await expect(box(page, 'Name (as per PAN)')).toHaveValue(new RegExp(ANITA.name, 'i'));

    await page.goto('/new-transaction');
    await page.getByRole('tab', { name: 'New Investor' }).click();
    await box(page, 'PAN').fill(RAVI.pan);
    await page.getByRole('button', { name: 'Check PAN' }).click();
    await expect(page).toHaveURL(/\/new-transaction\/transction-types/);
    await expect(page.getByRole('region', { name: 'Investor' }).getByText(RAVI.name)).toBeVisible();
  });

  test('the e-KYC and applicant screens opened without an investor say so', async ({ page }) => {
    await signInTo(page, '/new-investor-transaction/applicant-details');
    await expect(page.getByText('No Investor PAN found. Please submit investor PAN.')).toBeVisible();
    await page.goto('/new-transaction/new-investor/ekyc/NOT-A-PAN');
    await expect(page.getByText('No Investor PAN found. Please submit investor PAN.')).toBeVisible();
    await page.getByRole('link', { name: 'Find an investor' }).click();
    await expect(page).toHaveURL(/\/new-transaction$/);
  });

  test('at 390 px the search and its results fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, '/new-transaction');
    await searchBy(page, 'Mobile No.', RAVI.mobile);
    await expect(page.getByRole('list', { name: /investors? found by/ }).getByText(RAVI.name, { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
