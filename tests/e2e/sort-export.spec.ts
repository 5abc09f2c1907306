import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signInTo, test } from './fixtures';

// The tables a distributor works from sort by their columns (across every row, not one page) and save
// what they show as CSV: the transaction summary, the investor list and the transaction history. The
// tracker's store-side sort has its own unit tests; its header and CSV are checked here too.

/** Clicks a download control and answers the file's name and text. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

const csvLines = (text: string) => text.replace(/^\uFEFF/, '').trim().split('\r\n');
/** One CSV line's cells (quoted cells may hold commas). */
const cells = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')).slice(0, -1);

test('the transaction summary sorts by date and saves the sorted list as CSV', async ({ page }) => {
  await signInTo(page, '/dashboard/transaction-summary?tab=P');
  const table = page.getByRole('table', { name: /^Authorization Pending: \d+ transactions?$/ });
  await expect(table).toBeVisible({ timeout: 20_000 });
  // The reference and its date share a column (the table fits its box); each has its own sort button.
  const header = table.getByRole('columnheader', { name: /Date/ });
  // Its button says its own order once sorted ('Date, sorted ascending').
  const byDate = header.getByRole('button', { name: /^Date/ });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await byDate.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const dates = (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((cell) => {
    const [, d, m, y] = cell.match(/(\d{2})\/(\d{2})\/(\d{4})/) ?? [];
    return `${y}${m}${d}`;
  });
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort());
  await byDate.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');

  const file = await downloaded(page, () => page.getByRole('button', { name: /Download CSV/ }).click());
  expect(file.name).toMatch(/^authorization-pending-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csvLines(file.text);
  expect(lines[0]).toBe('Investor,Fund,Type,Date,Ref No,Amount/Units,Status');
  expect(lines).toHaveLength((await table.locator('tbody tr').count()) + 1);
  // The file holds the rows in the order shown.
  const firstRef = (await table.locator('tbody tr').first().locator('td').nth(1).innerText()).split('\n')[0]!.trim();
  expect(lines[1]).toContain(`,${firstRef},`);
});

test('the investor list sorts its whole book by name and exports every row', async ({ page }) => {
  await signInTo(page, '/investors');
  const caption = page.getByText(/^All : \d+ Investors$/);
  await expect(caption).toBeVisible();
  const total = Number((await caption.innerText()).match(/\d+/)?.[0]);
  const name = page.getByRole('columnheader', { name: /Name/ });
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  const firstRows = page.getByRole('table').locator('[role="row"][aria-rowindex="2"], [role="row"][aria-rowindex="3"]');
  await expect(firstRows).toHaveCount(2);
  const [a, b] = (await firstRows.allInnerTexts()).map((t) => t.split('\n')[0]!.trim().toLowerCase());
  expect(a!.localeCompare(b!, 'en-IN')).toBeLessThanOrEqual(0);

  const file = await downloaded(page, () => page.getByRole('button', { name: /Download CSV/ }).click());
  const lines = csvLines(file.text);
  expect(lines[0]).toBe('Name,KYC,FATCA,Mobile,PAN');
  expect(lines).toHaveLength(total + 1);
  const names = lines.slice(1).map((l) => cells(l)[0]!.toLowerCase());
  expect(names[0]!.localeCompare(names.at(-1)!, 'en-IN')).toBeLessThanOrEqual(0);
  expect(file.text).not.toMatch(/\n[=+@]/);
});

test('the transaction history sorts every row by amount before paging, and saves them', async ({ page }) => {
  await signInTo(page, '/transaction-history/details/BKFPS4821K');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table).toBeVisible({ timeout: 20_000 });
  const amount = table.getByRole('columnheader', { name: /Amount/ });
  await amount.getByRole('button').click();
  await amount.getByRole('button').click();
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  // Amount (₹) is the third column shown (the scheme, type and folio share the first; number and date the second).
  const figures = (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) => Number(t.replace(/[^\d.]/g, '')));
  expect(figures.length).toBeGreaterThan(1);
  expect(figures).toEqual([...figures].sort((x, y) => y - x));
  const file = await downloaded(page, () => page.getByRole('button', { name: /Download CSV/ }).click());
  const lines = csvLines(file.text);
  expect(lines[0]).toBe('Scheme,Transaction Type,Transaction No,Amount (₹),Folio,NAV,Units,Date,Status');
  // Every transaction, largest first: the largest of all is on page 1.
  const exported = lines.slice(1).map((l) => Number(cells(l)[3]));
  expect(exported[0]).toBe(figures[0]);
});
