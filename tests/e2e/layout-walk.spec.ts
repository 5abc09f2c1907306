import type { Page } from '@playwright/test';
import { USERS } from './env';
import { expect, fillSignIn, test } from './fixtures';

// What a walk at three widths checks. At a laptop's 1280 px and a small desktop's 1024 px every action of
// every table a distributor works from is in view without scrolling sideways: the mandate lists, Select
// Live SIP, the Pause/Cancellation list and the transaction history (Ravi's book fills each of them). On
// a 390 px phone every tab of a strip is in sight, a long scheme name is written out under its select,
// and the pause form a click opens is brought into view with the focus.

test.describe.configure({ timeout: 120_000 });

const RAVI = 'BKFPS4821K';
const MODES = '/new-transaction/sip/digital/modes';

/** Each row's actions (the table's last column) lie inside the viewport, and the page does not scroll sideways. */
async function expectActionsInView(page: Page, table: string) {
  const grid = page.getByRole('table', { name: table });
  await expect(grid).toBeVisible({ timeout: 20_000 });
  const actions = grid.locator('tbody tr td:last-child').locator('a, button');
  await expect(actions.first()).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  for (const action of await actions.all()) {
    const box = await action.boundingBox();
    const label = await action.innerText();
    expect(box, `${table}: ${label}`).not.toBeNull();
    expect(box!.x, `${table}: ${label} starts at ${box!.x}`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${table}: ${label} ends at ${box!.x + box!.width} of ${width}`).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${table}: the page scrolls sideways`).toBe(true);
}

async function walk(page: Page) {
  await page.goto('/login');
  await fillSignIn(page, USERS.demo);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  const ready = await page.request.post('/api/investors/initiate', { data: { pan: RAVI, from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  await page.goto(`${MODES}/select-live-sip`);
  await expectActionsInView(page, 'Live SIPs of folio 10234561');
  const f = new URL(page.url()).searchParams.get('f') ?? '';
  for (const list of ['enach-folios', 'upi-folios', 'otm-with-isip']) {
    await page.goto(`${MODES}/${list}?f=${encodeURIComponent(f)}`);
    await page.getByRole('combobox', { name: 'Folio' }).selectOption('10234561');
    await expectActionsInView(page, 'Mandates registered under folio 10234561');
  }
  await page.goto(`/new-transaction/sip-cancellation/digital/transact?f=${encodeURIComponent(f)}`);
  await expectActionsInView(page, 'Live SIP records');
  await page.goto(`/transaction-history/details/${RAVI}`);
  await expectActionsInView(page, 'Transactions');

  // The new-investor journey's stepper: every step's title inside its box.
  await page.goto('/new-transaction');
  await page.getByRole('tab', { name: 'New Investor' }).click();
  await page.getByRole('textbox', { name: 'PAN', exact: true }).fill('AMNPV5512Q');
  await page.getByRole('button', { name: 'Check PAN' }).click();
  const steps = page.getByRole('navigation', { name: /steps/i }).getByRole('listitem');
  await expect(steps.last()).toContainText('Confirmation');
  for (const step of await steps.all()) {
    const spill = await step.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(spill, `${await step.innerText()} runs out of its box`).toBeLessThanOrEqual(0);
  }
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 1024, height: 768 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test('every table keeps its actions in view', async ({ page }) => {
      await walk(page);
    });
  });
}

/** Every tab of the strip lies within the phone's width. */
async function expectTabsInView(page: Page, strip: string) {
  const tabs = page.getByRole('tablist', { name: strip }).getByRole('tab');
  await expect(tabs.first()).toBeVisible({ timeout: 20_000 });
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box!.x, `${await tab.innerText()} starts at ${box!.x}`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${await tab.innerText()} ends at ${box!.x + box!.width}`).toBeLessThanOrEqual(390);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('tabs stay in sight, long choices are written out, and Pause brings its form into view', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, USERS.demo);
    await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
    await expectTabsInView(page, 'Dashboard summaries');
    await page.goto('/dashboard/transaction-summary?tab=E');
    await expectTabsInView(page, 'Transactions by authorisation state');
    await expect(page.getByRole('tab', { name: 'Authorization Expired' })).toHaveAttribute('aria-selected', 'true');

    const ready = await page.request.post('/api/investors/initiate', { data: { pan: RAVI, from: 'list' } });
    expect(await ready.json()).toEqual({ outcome: 'ready' });
    await page.goto('/new-transaction/sip-cancellation');
    await page.getByRole('link', { name: /Digital Mode/ }).click();
    await page.getByRole('button', { name: 'Pause SIP 7000001' }).click();
    const heading = page.getByRole('heading', { name: 'Pause SIP 7000001' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    await page.goto('/new-transaction/redemption');
    await page.getByRole('link', { name: /Digital Mode/ }).click();
    await page.getByRole('combobox', { name: 'Folio' }).selectOption('10234561');
    const scheme = page.getByRole('combobox', { name: 'Scheme' });
    const long = (await scheme.locator('option').allInnerTexts()).find((t) => t.length > 30) ?? '';
    expect(long).not.toBe('');
    await scheme.selectOption({ label: long });
    await expect(page.getByTestId('chosen-label')).toHaveText(long);
  });
});
