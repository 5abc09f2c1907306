import type { APIRequestContext, Page } from '@playwright/test';
import { SANDBOX_URL } from './env';
import { expect, expectAccessible, signInTo, test } from './fixtures';

// The NAV page (seed 001) against the sandbox's five years of NAV, and the static AMCs page (seed 000).

const PROMPT = 'Please fill all the details to display NAV Graph/ NAV Table';
const SCHEME = 'Large Cap Fund - Regular Plan - Growth';
const DAY = 86_400_000;

/** The sandbox's today in India, as a UTC-midnight Date. */
async function sandboxToday(request: APIRequestContext): Promise<Date> {
  const { now } = (await (await request.get(`${SANDBOX_URL}/__sandbox/clock`)).json()) as { now: string };
  const ist = new Date(Date.parse(now) + 330 * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

const isWeekday = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6;
const display = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');

function lastWeekday(today: Date): string {
  const d = new Date(today);
  while (!isWeekday(d)) d.setUTCDate(d.getUTCDate() - 1);
  return display(d);
}

/** The first weekday after today minus the range (months clamp to the month's end, as the registrar's do). */
function firstWeekday(today: Date, range: { days?: number; months?: number }): string {
  let d: Date;
  if (range.days) d = new Date(today.getTime() - range.days * DAY);
  else {
    const months = range.months ?? 0;
    const target = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    d = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(today.getUTCDate(), last)));
  }
  do d = new Date(d.getTime() + DAY);
  while (!isWeekday(d));
  return display(d);
}

async function chooseScheme(page: Page, category = 'Equity', scheme = SCHEME) {
  await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
  await page.getByRole('combobox', { name: 'Scheme' }).selectOption({ label: scheme });
}

const rangeButton = (page: Page, label: string) => page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: label, exact: true });

test.describe('NAV', () => {
  test('prompt first, then graph and table; ranges move the table’s dates; a new category clears the scheme', async ({ page, request, sandbox }) => {
    // One walk through the whole page (six loads of the registrar's NAV history) instead of six tests.
    test.setTimeout(90_000);
    await signInTo(page, '/nav');
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NAV', exact: true });
    await expect(menuLink).toHaveAttribute('href', '/nav');
    await expect(menuLink).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('NAV');
    await expect(page.getByText(PROMPT)).toBeVisible();
    await expect(rangeButton(page, '1 W')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Scheme' })).toBeDisabled();

    // The registrar fails once: the seed's message, and a retry that works.
    await sandbox.fault('/GetNAVGraph', 'http-500');
    await chooseScheme(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();

    const today = await sandboxToday(request);
    const newest = lastWeekday(today);
    const graph = page.getByRole('figure', { name: `NAV graph of ${SCHEME}` });
    await expect(graph).toBeVisible();
    await expect(page.getByTestId('nav-chart').locator('.recharts-line-curve')).toBeVisible();
    await expect(graph.getByTestId('nav-last')).toContainText(`on ${newest}`);
    await expect(graph.getByTestId('nav-first')).toContainText(`on ${firstWeekday(today, { days: 7 })}`);
    await expect(graph).toContainText(/(Rise \+|Fall −|No change )₹[\d,]+\.\d{2}/);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'NAV Table' }).click();
    const table = page.getByRole('table', { name: new RegExp(`^NAV of ${SCHEME}`) });
    const firstRowDate = table.getByRole('row').nth(1).getByRole('cell').first();
    await expect(table.getByRole('row')).toHaveCount(6); // header and the week's five NAVs
    await expect(firstRowDate).toHaveText(newest);
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('nav-oldest')).toHaveText(firstWeekday(today, { days: 7 }));
    await expectAccessible(page);

    for (const [label, months] of [['1 Yr', 12], ['5 Yr', 60]] as const) {
      await rangeButton(page, label).click();
      await expect(rangeButton(page, label)).toHaveAttribute('aria-pressed', 'true');
      await expect(rangeButton(page, '1 W')).toHaveAttribute('aria-pressed', 'false');
      const oldest = firstWeekday(today, { months });
      await expect(page.getByTestId('nav-oldest')).toHaveText(oldest);
      await expect(page.getByTestId('nav-newest')).toHaveText(newest);
      await expect(table.getByRole('row')).toHaveCount(26); // header and the first page of 25
      await expect(firstRowDate).toHaveText(newest);
      await page.getByRole('button', { name: 'Oldest' }).click();
      await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText(oldest);
    }
    await expect(page.getByRole('navigation', { name: 'NAV table pages' })).toContainText(/of 1,[23]\d\d · page 5\d of 5\d/);

    // Keyboard: the range buttons are ordinary buttons in the tab order.
    await rangeButton(page, '3 Mon').focus();
    await page.keyboard.press('Enter');
    await expect(rangeButton(page, '3 Mon')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('nav-oldest')).toHaveText(firstWeekday(today, { months: 3 }));

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Debt');
    await expect(page.getByRole('combobox', { name: 'Scheme' })).toHaveValue('');
    await expect(page.getByText(PROMPT)).toBeVisible();
    await expect(table).toHaveCount(0);
    await page.getByRole('tab', { name: 'NAV Graph' }).click();
    await expect(page.getByText(PROMPT)).toBeVisible();
    await expect(rangeButton(page, '3 Mon')).toHaveAttribute('aria-pressed', 'true');
  });

  test('at 390 px the choices stack, the graph fits and the table becomes cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, '/nav');
    await chooseScheme(page, 'ELSS', 'ELSS Tax Saver Fund - Direct Plan - IDCW');
    await expect(page.getByTestId('nav-chart').locator('.recharts-line-curve')).toBeVisible();
    const chart = await page.getByTestId('nav-chart').boundingBox();
    expect(chart?.width).toBeLessThanOrEqual(390);
    await page.getByRole('tab', { name: 'NAV Table' }).click();
    await expect(page.getByRole('list', { name: /^NAV of ELSS Tax Saver Fund/ }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('table')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('AMCs', () => {
  test('shows the 15 fund houses with logos and AUM captions, also at 390 px', async ({ page }) => {
    await signInTo(page, '/amc');
    await expect(page.getByRole('heading', { level: 1, name: 'AMCs' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Fund houses' });
    const logos = list.getByRole('img', { name: / Mutual Fund logo$/ });
    await expect(logos).toHaveCount(15);
    await expect(list.getByText(/^AUM : [\d,]+cr$/)).toHaveCount(15);
    await expect(list.getByRole('listitem').filter({ hasText: 'SBI Mutual Fund' })).toContainText('AUM : 6,000cr');
    // Every logo file was served and drawn (scrolled to, in case the browser loads them lazily).
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => logos.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length))
      .toBe(15);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(logos.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
