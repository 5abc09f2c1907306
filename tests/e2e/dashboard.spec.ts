import { DEMO, FRESH } from '../../sandbox/seed/fixtures';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { PASSWORD } from './env';
import { passFirstVisit } from './first-visit';
import { approveWithOtp } from './investor-approval';
import { pendingTransactions } from './sandbox-api';

const POSTER = 'Regulatory notice: KYC validation';
const OFFERS = 'New Fund Offers';

test.describe('dashboard', () => {
  // The portal opens its store on the first request that needs it, which on a busy machine takes longer
  // than a sign-in may; one sign-in here, with time to spare, keeps that out of the tests below.
  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL });
    const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const res = await request.post('/api/auth/callback/credentials', {
      form: { csrfToken, username: DEMO.userId, password: PASSWORD, json: 'true' },
      timeout: 170_000,
    });
    expect(res.ok()).toBe(true);
    await request.dispose();
  });

  // FRESH (an empty book) is the first-visit account: no other test signs it in, so its poster is
  // still unseen in a fresh portal store whatever ran before.
  test('first visit: the poster once, then the new fund offers, never again; an empty book shows the empty states', async ({ page }) => {
    test.slow(); // three dashboard loads and two sign-ins
    await signIn(page, FRESH.userId);
    await expect(page).toHaveURL(/\/dashboard$/);

    const poster = page.getByRole('dialog', { name: POSTER });
    // Headless UI's dialog element is a zero-size wrapper; its content is what shows.
    await expect(poster.getByRole('heading', { name: POSTER })).toBeVisible();
    await expect(poster.getByText('KYC Registration Agencies')).toBeVisible();
    await expectAccessible(page);
    await poster.getByRole('button', { name: 'I have read this' }).click();

    const offers = page.getByRole('dialog', { name: OFFERS });
    await expect(offers.getByText('Multicap Fund')).toBeVisible();
    await expect(offers.getByText('Banking and Financial Services Fund')).toBeVisible();
    await expect(offers.getByRole('link', { name: 'Create NFO Link' })).toHaveAttribute('href', '/nfo-funds');
    await offers.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The empty book: zeros on the cards, the seed's empty-state texts.
    const aum = page.getByRole('region', { name: 'MY AUM' });
    await expect(aum.getByText('No Asset Class wise break up Found')).toBeVisible();
    await expect(aum.getByText('₹0')).toBeVisible();
    await expect(page.getByRole('link', { name: /Authorization Pending/ })).toContainText('0');
    await expect(page.getByRole('tabpanel').getByText('No Data Found').first()).toBeVisible();

    // Neither dialog returns: not on a reload, not after signing out and in again.
    for (const again of ['reload', 'sign in again'] as const) {
      if (again === 'reload') await page.reload();
      else {
        await page.getByRole('button', { name: 'Log out' }).click();
        await expect(page).toHaveURL(/\/login/);
        await signIn(page, FRESH.userId);
      }
      await expect(page.getByText('No Asset Class wise break up Found')).toBeVisible();
      await expect(page.locator('[data-first-visit]'), again).toHaveAttribute('data-first-visit', 'done');
      await expect(page.getByRole('dialog'), again).toHaveCount(0);
    }
  });

  test('cards show the sandbox figures, follow an authorisation, and open their lists', async ({ page }) => {
    test.slow(); // the investor's authorisation in a second page, then the dashboard again
    await signIn(page, DEMO.userId);
    await passFirstVisit(page);

    const pendingCard = page.getByRole('link', { name: /Authorization Pending/ });
    const approvedCard = page.getByRole('link', { name: /Authorization Approved/ });
    const pending = await pendingTransactions(DEMO);
    expect(pending).toHaveLength(3);
    await expect(pendingCard).toContainText(String(pending.length));
    await expect(approvedCard).toContainText('3');
    await expect(page.getByRole('link', { name: /Authorization Expired/ })).toContainText('3');

    // MY AUM: rupees in Indian grouping without decimals, and the pie's five slices as a list.
    const aum = page.getByRole('region', { name: 'MY AUM' });
    await expect(aum.getByText(/^₹\d{1,2}(,\d{2})*,\d{3}$/).first()).toBeVisible();
    await expect(aum.getByRole('list', { name: /Asset class/ }).getByRole('listitem')).toHaveCount(5);
    // Two AUM totals and two investor counts on one screen: each says what it counts.
    await expect(aum.getByText('Investors holding units')).toBeVisible();
    await expect(aum.getByText(/^Your whole book across every fund house.*investors whose folios are empty\.$/)).toBeVisible();
    await expect(page.getByRole('article', { name: /^AUM by scheme/ }).getByText('This fund house only', { exact: false })).toBeVisible();

    // The investor approves one pending transaction on the sandbox's authorisation page.
    const investor = await page.context().newPage();
    await investor.goto(pending[0]!.link);
    await approveWithOtp(investor, String(pending[0]!.ihno));
    await expect(investor.getByText(`Transaction ${pending[0]!.ihno} is approved`)).toBeVisible();
    await investor.close();
    await page.reload();
    await expect(pendingCard).toContainText('2');
    await expect(approvedCard).toContainText('4');

    // Each card opens its list; the lists read their state from the query string.
    await expect(approvedCard).toHaveAttribute('href', '/dashboard/transaction-summary?tab=A');
    await expect(page.getByRole('link', { name: /Authorization Expired/ })).toHaveAttribute('href', '/dashboard/transaction-summary?tab=E');
    await expect(page.getByRole('link', { name: /SIP's/ })).toHaveAttribute('href', '/dashboard/SipSummaryTypes');
    const fund = page.getByRole('article', { name: 'Sandbox Mutual Fund' });
    for (const tab of ['New', 'Active', 'Inactive']) {
      await expect(fund.getByRole('link', { name: new RegExp(`^${tab} Investors`) })).toHaveAttribute(
        'href',
        `/dashboard/investorType?tab=${tab}&fund=117&type=AUM_SUMMARY`,
      );
    }
    await expect(page.getByRole('article', { name: /Brokerage/ }).getByRole('definition')).toHaveCount(6);

    await page.getByRole('tab', { name: 'FREQUENT REPORTS' }).click();
    await expect(page.getByRole('link', { name: /Transaction Report/ })).toHaveAttribute('href', '/mailBackRequest?report=MFSD201');

    await pendingCard.click();
    await expect(page).toHaveURL(/\/dashboard\/transaction-summary\?tab=P$/);
  });

  test('the notice carousel advances every 2 seconds, pauses, and starts paused for reduced motion', async ({ page }) => {
    await page.clock.install();
    await signIn(page, DEMO.userId);
    await passFirstVisit(page);
    const carousel = page.getByRole('region', { name: 'Notices' });
    const slide = carousel.getByRole('group');
    await expect(slide).toHaveAccessibleName(/ of 4$/);
    // From here on the page's time moves only when the test moves it.
    const pause = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await pause();

    const first = await slide.getAttribute('aria-label');
    await page.clock.runFor(2_000);
    await expect(slide).not.toHaveAccessibleName(first!);

    await carousel.getByRole('button', { name: 'Pause notices' }).click();
    const paused = await slide.getAttribute('aria-label');
    await page.clock.runFor(10_000);
    await expect(slide).toHaveAccessibleName(paused!);

    // Keyboard: the controls are buttons in the tab order.
    await carousel.getByRole('button', { name: 'Next notice' }).focus();
    await page.keyboard.press('Enter');
    await expect(slide).not.toHaveAccessibleName(paused!);
    await carousel.getByRole('button', { name: 'Play notices' }).focus();
    await page.keyboard.press('Space');
    await expect(carousel.getByRole('button', { name: 'Pause notices' })).toBeVisible();

    // A system asking for less motion: the carousel starts paused.
    await page.clock.resume();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(carousel.getByRole('button', { name: 'Play notices' })).toBeVisible();
    await pause();
    const still = await slide.getAttribute('aria-label');
    await page.clock.runFor(10_000);
    await expect(slide).toHaveAccessibleName(still!);
    // Let time flow again for the accessibility check at the end of the test.
    await page.clock.resume();
  });

  test('at 390 px it fits the screen, and a failed read shows the seed’s message with Try again', async ({ page, sandbox }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.userId);
    await passFirstVisit(page);
    // The page reads the figures on the server; that read fails and its section says so.
    await sandbox.fault('/Dist_Dashboard', 'http-500');
    await page.goto('/dashboard');
    const summary = page.getByRole('region', { name: 'TRANSACTION SUMMARY' });
    await expect(summary.getByRole('alert')).toHaveText(/Something went wrong/);
    await expect(page.getByText('HTTP 500')).toHaveCount(0);
    await summary.getByRole('button', { name: 'Try again' }).click();
    await expect(summary.getByRole('link', { name: /Authorization Pending/ })).toContainText('3');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
