import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { NFO_LINK_API, type NfoLinkResponse } from '../../lib/api/reports';
import { TRACKER_PAGE_SIZE } from '../../lib/tracker/query';
import { expect, signIn, signInSession, signInTo, test } from './fixtures';
import { initiatePurchase } from './purchase-steps';

// Every table a distributor works from shows all its columns at a small desktop's 1,024 px and a laptop's
// 1,280 px: no cell lies outside the window or outside the table's box (which would hide it under a
// sideways scroll), the box has nothing to scroll, and the page itself does not scroll sideways. Ravi
// Sharma's seeded book fills the mandate lists, his live plans, his history and the transaction summary;
// the investor list is the demo book.

const RAVI = 'BKFPS4821K';
const MODES = '/new-transaction/sip/digital/modes';
const WIDTHS = [1280, 1024] as const;

// Several pages per test, each checked with axe: generous on a busy machine.
test.describe.configure({ timeout: 300_000 });

/** The cells of a table (th/td, or ARIA cells of a grid list) that do not lie wholly inside its box and the window. */
async function cellsOutOfView(table: Locator) {
  return table.evaluate((t) => {
    const scroller = t.closest('[data-testid="table-scroller"]') ?? t;
    const box = scroller.getBoundingClientRect();
    const right = Math.min(box.right, document.documentElement.clientWidth) + 0.5;
    const left = Math.max(box.left, 0) - 0.5;
    const cells = [...t.querySelectorAll('th, td, [role="cell"], [role="columnheader"]')].filter((c) => (c as HTMLElement).offsetParent !== null);
    return {
      cells: cells.length,
      out: cells
        .map((c) => ({ text: (c.textContent ?? '').trim().slice(0, 40), r: c.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.right > right || r.left < left))
        .map(({ text, r }) => `"${text}" at ${Math.round(r.left)}–${Math.round(r.right)} of ${Math.round(right)}`),
      scrolls: scroller.scrollWidth > scroller.clientWidth + 1,
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

async function expectFits(table: Locator, what: string) {
  await expect(table, what).toBeVisible({ timeout: 20_000 });
  const seen = await cellsOutOfView(table);
  expect(seen.cells, `${what}: no cells`).toBeGreaterThan(0);
  expect({ out: seen.out, scrolls: seen.scrolls, pageScrolls: seen.pageScrolls }, what).toEqual({ out: [], scrolls: false, pageScrolls: false });
}

/** Ravi's flow token, as the investor list's Transact gives it. */
async function raviFlow(page: Page): Promise<string> {
  const ready = await page.request.post('/api/investors/initiate', { data: { pan: RAVI, from: 'list' } });
  expect(await ready.json()).toEqual({ outcome: 'ready' });
  await page.goto(`${MODES}/select-live-sip`);
  return new URL(page.url()).searchParams.get('f') ?? '';
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the investor list keeps every column and its button in view on each page that embeds it', async ({ page }) => {
      await signIn(page);
      for (const path of ['/investors', '/new-transaction', '/transaction-history', '/mailBackRequest/investor/investor-selection']) {
        await page.goto(path);
        const list = page.getByRole('table').first();
        await expect(list.getByRole('row').nth(2)).toBeVisible({ timeout: 20_000 });
        await expectFits(list, path);
        // The first investor's button (rows further down are rendered below the fold, the list being virtual).
        const first = list.getByRole('row').nth(1);
        await expect(first.getByRole('button').or(first.getByRole('link')).last()).toBeInViewport();
      }
    });

    test('the mandate lists show bank, UMRN, dates, amounts and Select', async ({ page }) => {
      await signInSession(page);
      const f = await raviFlow(page);
      for (const list of ['enach-folios', 'upi-folios', 'otm-with-isip']) {
        await page.goto(`${MODES}/${list}?f=${encodeURIComponent(f)}`);
        await page.getByRole('combobox', { name: 'Folio' }).selectOption('10234561');
        const table = page.getByRole('table', { name: 'Mandates registered under folio 10234561' });
        await expectFits(table, list);
        await expect(table.getByText('Available for SIPs').first()).toBeVisible();
      }
    });

    test('Pause/Cancellation shows To Date and the actions', async ({ page }) => {
      await signInSession(page);
      const f = await raviFlow(page);
      await page.goto(`/new-transaction/sip-cancellation/digital/transact?f=${encodeURIComponent(f)}`);
      const table = page.getByRole('table', { name: 'Live SIP records' });
      await expectFits(table, 'Live SIP records');
      await expect(table.getByRole('columnheader', { name: /To Date/ })).toBeVisible();
    });

    test('the transaction summary shows Ref No and Status', async ({ page }) => {
      await signIn(page);
      for (const tab of ['P', 'A', 'E']) {
        await page.goto(`/dashboard/transaction-summary?tab=${tab}`);
        const table = page.getByRole('tabpanel').getByRole('table');
        await expectFits(table, `transaction summary ${tab}`);
      }
    });

    test('the transaction history shows the date, the status and the action', async ({ page }) => {
      await signInTo(page, `/transaction-history/details/${RAVI}`);
      await expectFits(page.getByRole('table', { name: 'Transactions' }), 'Transactions');
    });

    test('Track Transactions shows the status and its countdown beside the actions, on every page', async ({ page }) => {
      await signInSession(page);
      const reference = await initiatePurchase(page);
      // An NFO link's reference is twelve random letters, the widest a row holds: one is in the trail.
      const nfo = await page.request.post(NFO_LINK_API, {
        headers: { 'idempotency-key': randomUUID() },
        data: { scheme: 'MN', arnCode: '', subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '' },
      });
      expect(nfo.ok(), `the NFO link answered ${nfo.status()}`).toBe(true);
      const { refno } = (await nfo.json()) as NfoLinkResponse;
      await page.goto('/track-transactions');
      const table = page.getByRole('table', { name: /^What you initiated/ });
      for (const shown of [reference, refno]) await expect(table.getByRole('row').filter({ hasText: shown }).first()).toBeVisible({ timeout: 20_000 });
      await expectFits(table, 'Track Transactions page 1');
      // Every earlier test's rows too: any one of them could widen the table.
      const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
      for (let n = 2; (await next.isVisible()) && (await next.isEnabled()); n++) {
        await next.click();
        // The count of rows shown takes the focus once the page's rows have come.
        await expect(page.getByText(new RegExp(`^${(n - 1) * TRACKER_PAGE_SIZE + 1}–\\d+ of \\d+$`))).toBeFocused();
        await expectFits(table, `Track Transactions page ${n}`);
      }
    });
  });
}

test.describe('a table wider than its box', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('takes the keyboard focus and says there is more to the right', async ({ page }) => {
    await signInSession(page);
    await raviFlow(page);
    // Select Live SIP lists thirteen facts of each SIP: at 1,024 px they need more than the box's width.
    const table = page.getByRole('table', { name: 'Live SIPs of folio 10234561' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    const scroller = page.getByRole('region', { name: 'Live SIPs of folio 10234561 (scrolls sideways)' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    const folio = page.getByRole('region', { name: 'Folio 10234561', exact: true });
    await expect(folio.getByText('More columns to the right: scroll sideways →')).toBeVisible();
    await scroller.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(folio.getByText('← More columns to the left')).toBeVisible();
  });
});
