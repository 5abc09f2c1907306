import type { Page } from '@playwright/test';
import type { InvestorDetailResponse, InvestorListResponse } from '../../lib/api/investors';
import { formatRupees } from '../../lib/money';
import { expect, fillSignIn, signIn, signInTo, test } from './fixtures';

// The investor list (/investors), the investor detail (/investors/details/{PAN}) and the hand-over to
// the transaction screens, against the sandbox's demo book (ARN-112233).

const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma' };
const MEERA = { pan: 'CQWPM7310L', name: 'Meera Nair' };
const BLUEWAVE = { pan: 'AAACB1234C', name: 'Bluewave Traders Pvt Ltd' };
const FARAH = { pan: 'EZTPR5532M', name: 'Farah Khan' };

// Signing in hashes the password on purpose (slow): on a busy machine that takes longer than an
// assertion's usual ten seconds.
async function signInThroughForm(page: Page, timeout: number) {
  await page.goto('/login');
  await fillSignIn(page, 'demo@dit.test');
  await expect(page.getByText('Logged as')).toBeVisible({ timeout });
}

// The first sign-in after the portal starts also opens and migrates its store, which can take a minute
// on a loaded machine; when this file runs on its own that cost lands here, not inside the first test.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await signInThroughForm(page, 150_000);
  await page.close();
});

const caption = (page: Page) => page.getByText(/^(All|Favourite|Recent) : \d+ Investors$/);
const investorRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const panBox = (page: Page) => page.getByRole('textbox', { name: 'PAN' });

async function searchPan(page: Page, pan: string) {
  await panBox(page).fill(pan);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function bffJson<T>(page: Page, url: string, data?: object): Promise<T> {
  const res = data ? await page.request.post(url, { data }) : await page.request.get(url);
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

test.describe('investors', () => {
  // A few thorough tests rather than many small ones: each walks a whole screen.
  test.describe.configure({ timeout: 150_000 });
  test('list: caption, ticks, tabs that reload, PAN search and a registrar failure', async ({ page, sandbox }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Investors', exact: true }).first().click();
    await expect(page).toHaveURL(/\/investors$/);
    const all = await bffJson<InvestorListResponse>(page, '/api/investors?tab=A&limit=1');
    expect(all.total).toBeGreaterThan(200);
    await expect(caption(page)).toHaveText(`All : ${all.total} Investors`);

    // The page opens on the BFF's copy; a tab change asks the registrar, and its failure is said in the page.
    await sandbox.fault('/Dist_AllClientDetails', 'http-500');
    await page.getByRole('tab', { name: 'FAVOURITE' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(caption(page)).toHaveText(/^Favourite : \d+ Investors$/);
    await page.getByRole('tab', { name: 'ALL' }).click();
    await expect(caption(page)).toHaveText(`All : ${all.total} Investors`);

    // A large list keeps only what is in view, and says how big it is.
    const table = page.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', String(all.total + 1));
    expect(await table.getByRole('row').count()).toBeLessThan(60);
    await expect(page.getByTestId('list-position')).toHaveText(new RegExp(`^1–\\d+ of ${all.total}$`));
    // The page itself scrolls (no box of its own): its end is the list's end, and the heading row says where the reader is.
    // Rows measured on the way in change the page's height, so the end is reached by scrolling until it stays.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
      await expect(page.getByTestId('list-position')).toHaveText(new RegExp(`^\\d+–${all.total} of ${all.total}$`), { timeout: 1000 });
    }).toPass();
    await expect(table.locator(`[aria-rowindex="${all.total + 1}"]`)).toContainText(/[A-Z]{5}\d{4}[A-Z]/);
    await page.evaluate(() => window.scrollTo({ top: 0 }));

    // Each tab change asks the registrar again.
    const calls = async () => (await sandbox.calls('/Dist_AllClientDetails')).length;
    const before = await calls();
    await page.getByRole('tab', { name: 'FAVOURITE' }).click();
    await expect(caption(page)).toHaveText(/^Favourite : \d+ Investors$/);
    await page.getByRole('tab', { name: 'RECENT' }).click();
    await expect(caption(page)).toHaveText(/^Recent : \d+ Investors$/);
    await page.getByRole('tab', { name: 'ALL' }).click();
    await expect(caption(page)).toHaveText(`All : ${all.total} Investors`);
    await expect.poll(calls).toBe(before + 3);

    // PAN search: upper-cased as typed, checked before it is sent, answered from the BFF's copy.
    await searchPan(page, 'bkfps4821k');
    await expect(panBox(page)).toHaveValue(RAVI.pan);
    await expect(caption(page)).toHaveText('All : 1 Investors');
    await expect(table.getByRole('row')).toHaveCount(2);
    const ravi = investorRow(page, RAVI.name);
    await expect(ravi).toContainText(RAVI.pan);
    await expect(ravi).toContainText('9876543210');
    // Each tick is an icon and a word (the card's field label, for sighted phone users, comes first).
    await expect(ravi.getByRole('cell').nth(1)).toHaveText(/Yes$/);
    await expect(ravi.getByRole('cell').nth(2)).toHaveText(/Yes$/);
    await searchPan(page, MEERA.pan);
    await expect(investorRow(page, MEERA.name).getByRole('cell').nth(2)).toHaveText(/No$/);
    await searchPan(page, 'ABC12');
    await expect(page.getByText('Please enter a valid PAN')).toBeVisible();
    await searchPan(page, FARAH.pan);
    await expect(caption(page)).toHaveText('All : 0 Investors');
    await expect(page.getByText('No Data Found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(caption(page)).toHaveText(`All : ${all.total} Investors`);
    expect(await calls()).toBe(before + 3);
  });

  test('favourite: toggled on the detail page, listed under FAVOURITE, a second add refused', async ({ page }) => {
    await signIn(page);
    const stale = await page.context().newPage();
    await stale.goto(`/investors/details/${MEERA.pan}`);
    const staleToggle = stale.getByRole('button', { name: 'Favourite' });
    await expect(staleToggle).toHaveAttribute('aria-pressed', 'false');

    await page.goto(`/investors/details/${MEERA.pan}`);
    const toggle = page.getByRole('button', { name: 'Favourite' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`${MEERA.name} added to favourites`)).toBeVisible();

    // The other tab still shows the old state; the registrar refuses the same change twice.
    await staleToggle.click();
    await expect(stale.getByText('Already this pan ID member is added as a Favorite')).toBeVisible();
    await expect(staleToggle).toHaveAttribute('aria-pressed', 'true');
    await stale.close();

    await page.getByRole('link', { name: 'Back to Investors' }).click();
    await page.getByRole('tab', { name: 'FAVOURITE' }).click();
    await expect(caption(page)).toHaveText(/^Favourite : \d+ Investors$/);
    await searchPan(page, MEERA.pan);
    await expect(caption(page)).toHaveText('Favourite : 1 Investors');
    await expect(investorRow(page, MEERA.name)).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    // Opening Meera put her first on the Recent tab.
    await page.getByRole('tab', { name: 'RECENT' }).click();
    await expect(page.getByRole('table').locator('[aria-rowindex="2"]')).toContainText(MEERA.name);

    // And off again, from the row's link to her page.
    await page.getByRole('link', { name: MEERA.name }).click();
    await page.getByRole('button', { name: 'Favourite', pressed: true }).click();
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(`${MEERA.name} removed from favourites`)).toBeVisible();
  });

  test('detail: totals, investments with See more, upcoming SIPs, FATCA stop and Initiate Investment', async ({ page, sandbox }) => {
    await signInTo(page, '/investors');
    await searchPan(page, RAVI.pan);
    await investorRow(page, RAVI.name).getByRole('link', { name: RAVI.name }).click();
    await expect(page).toHaveURL(new RegExp(`/investors/details/${RAVI.pan}$`));
    await expect(page.getByRole('heading', { name: RAVI.name })).toBeVisible();
    await expect(page.getByText('KYC: Yes')).toBeVisible();
    await expect(page.getByText('FATCA: Yes')).toBeVisible();
    await expect(page.getByText('ravi.sharma@example.com')).toBeVisible();

    const ravi = await bffJson<InvestorDetailResponse>(page, '/api/investors/detail', { pan: RAVI.pan });
    const money = (v: number | null) => (v === null ? '--NA--' : v < 0 ? `-${formatRupees(-v)}` : formatRupees(v));
    for (const [label, value] of [
      ['Cost Value', ravi.totals.costValue],
      ['AUM', ravi.totals.aum],
      ['Overall Appr', ravi.totals.overallAppr],
      ["Today's Appr", ravi.totals.todayAppr],
    ] as const) {
      expect(value).not.toBeNull();
      const figure = page.getByRole('group', { name: 'Totals' }).locator('div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(figure.locator('dd')).toHaveText(money(value));
    }
    const investments = page.getByRole('list', { name: 'Investments' }).getByRole('listitem');
    await expect(investments).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'See more' })).toHaveCount(0);

    await sandbox.fault('/GetSipFundDetails', 'delay');
    await page.getByRole('tab', { name: 'Upcoming SIPs' }).click();
    await expect(page.getByText('loading please wait...')).toBeVisible();
    const sip = page.getByRole('table', { name: 'Upcoming SIPs' }).getByRole('row').filter({ hasText: '10234561' }).filter({ hasText: '₹5,000' });
    await expect(sip).toContainText('₹5,000');
    await expect(sip).toContainText('Live');
    await expect(sip).toContainText(/\d{2}\/\d{2}\/\d{4}/);

    await page.getByRole('button', { name: 'Initiate Investment' }).click();
    await expect(page).toHaveURL(/\/new-transaction\/transction-types(\?|$)/);

    // Meera: four holdings (three until See more), rise and fall marked in words, and no FATCA record.
    await page.goto(`/investors/details/${MEERA.pan}`);
    const meeraInvestments = page.getByRole('list', { name: 'Investments' }).getByRole('listitem');
    await expect(meeraInvestments).toHaveCount(3);
    await page.getByRole('button', { name: 'See more' }).click();
    await expect(meeraInvestments).toHaveCount(4);
    for (const item of await meeraInvestments.all()) {
      const text = (await item.innerText()).replace(/\s+/g, ' ');
      expect(text).toMatch(/-\d+\.\d{2}%/.test(text) ? /\(fall\)/ : /\d+\.\d{2}% ?\(rise\)/);
    }
    await page.getByRole('button', { name: 'See Less' }).click();
    await expect(meeraInvestments).toHaveCount(3);
    await expect(page.getByRole('figure', { name: 'Fund allocation' }).getByRole('listitem')).toHaveCount(4);

    await page.getByRole('button', { name: 'Initiate Investment' }).click();
    const fatca = page.getByRole('dialog', { name: 'FATCA declaration' });
    await expect(fatca).toContainText('FATCA declaration is not available for this PAN');
    await expect(fatca).toContainText('Click OK to open the FATCA update page.');
    await expect(fatca.getByRole('link', { name: /OK/ })).toHaveAttribute('target', '_blank');
    await fatca.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/investors/details/${MEERA.pan}$`));
  });

  test("detail: a company, a KYC-blocked investor and another book's PAN", async ({ page }) => {
    await signInTo(page, `/investors/details/${BLUEWAVE.pan}`);
    await expect(page.getByRole('heading', { name: BLUEWAVE.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Reports' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Initiate Investment' })).toHaveCount(0);
    await expect(page.getByText('--NA--')).toHaveCount(4);
    await page.getByRole('tab', { name: 'Upcoming SIPs' }).click();
    await expect(page.getByText('No Upcoming SIPs')).toBeVisible();

    const book = await bffJson<InvestorListResponse>(page, '/api/investors?tab=A&limit=200');
    const blocked = book.rows.find((r) => !r.kyc && r.pan.charAt(3) === 'P');
    if (!blocked) throw new Error('the demo book has no KYC-blocked individual in its first 200 investors');
    await page.goto(`/investors/details/${blocked.pan}`);
    await page.getByRole('button', { name: 'Initiate Investment' }).click();
    const kyc = page.getByRole('dialog', { name: 'KYC not compliant' });
    await expect(kyc).toContainText('This Client is not KYC compliant, do you want to go for KYC');
    await kyc.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/new-transaction/new-investor/ekyc/${blocked.pan}$`));

    await page.goto(`/investors/details/${FARAH.pan}`);
    await expect(page.getByText('No Investor PAN found. Please submit investor PAN.')).toBeVisible();
    await expect(page.getByText(FARAH.name)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Initiate Investment' })).toHaveCount(0);
    for (const url of ['/api/investors/detail', '/api/investors/sips']) {
      const res = await page.request.post(url, { data: { pan: FARAH.pan } });
      const body = await res.text();
      expect(body).not.toContain(FARAH.name);
      if (url.endsWith('/sips')) expect(JSON.parse(body)).toEqual({ sips: [] });
      else expect(res.status()).toBe(404);
    }
    const favourite = await page.request.put('/api/investors/favourite', { data: { pan: FARAH.pan, favourite: true } });
    expect(favourite.status()).toBe(404);
    // The investor's other calls answer her PAN as the detail does, or with nothing.
    for (const [url, rest] of [['/api/investors/initiate', { from: 'detail' }], ['/api/investors/select', { purpose: 'mail-back' }]] as const) {
      expect((await page.request.post(url, { data: { pan: FARAH.pan, ...rest } })).status(), url).toBe(404);
    }
    expect(await (await page.request.post('/api/investors/problems', { data: { pan: FARAH.pan } })).json()).toEqual({ problems: [] });
  });

  test('at 390 px the list and the SIPs are cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, '/investors');
    await searchPan(page, RAVI.pan);
    const ravi = investorRow(page, RAVI.name);
    await expect(ravi).toBeVisible();
    await expect(ravi.getByText('KYC', { exact: true })).toBeVisible();
    await expect(ravi.getByText('PAN', { exact: true })).toBeVisible();
    // The column headers stay for screen readers only; each card labels its own fields.
    expect((await page.getByRole('rowgroup').first().boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await ravi.getByRole('link', { name: RAVI.name }).click();
    await page.getByRole('tab', { name: 'Upcoming SIPs' }).click();
    await expect(page.getByRole('list', { name: 'Upcoming SIPs' }).getByRole('listitem').first()).toContainText('Folio Number');
    await expect(page.getByRole('table', { name: 'Upcoming SIPs' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
