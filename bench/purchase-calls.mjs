#!/usr/bin/env node
// Upstream calls for one additional purchase, from the dashboard to the reference, counted from the
// sandbox's call log, in a real browser against a running portal and its sandbox:
//
//   node bench/purchase-calls.mjs --base http://localhost:3000 --sandbox http://localhost:4010 [--runs 2]
//
// The path a distributor takes: dashboard → New Transaction → PAN search → Transact → Additional Purchase
// → Digital Mode → folio, scheme, amount → Submit → Confirm → the reference. Each run prints the calls by
// path; the first run may include a fill of the investor list's shared copy, later ones show the steady
// state. Figures only, never asserted.
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const base = opt('base', 'http://localhost:3000');
const sandbox = opt('sandbox', 'http://localhost:4010');
const RUNS = Number(opt('runs', 2));
const PAN = 'BKFPS4821K';

async function calls(since) {
  const res = await fetch(`${sandbox}/__sandbox/events.json?since=${encodeURIComponent(since)}`);
  return res.json();
}

async function run(page) {
  await page.goto(`${base}/dashboard`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const since = new Date().toISOString();
  await page.getByRole('link', { name: 'New Transaction', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'New Transaction' }).waitFor();
  await page.getByRole('textbox', { name: 'PAN' }).fill(PAN);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText(/investors? found by PAN/).first().waitFor();
  await page.getByRole('button', { name: /Transact/ }).first().click();
  await page.getByRole('link', { name: /Additional Purchase/ }).click();
  await page.getByRole('link', { name: /Digital Mode/ }).click();
  const folio = page.getByRole('combobox', { name: 'Folio' });
  await folio.locator('option', { hasText: /^10234561 / }).waitFor({ state: 'attached' });
  await folio.selectOption('10234561');
  await page.getByRole('combobox', { name: 'Scheme' }).selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await page.getByRole('textbox', { name: 'Amount' }).fill('2500');
  await page.getByRole('button', { name: 'Submit' }).press('Enter');
  await page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' }).waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const reference = await page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' }).getByRole('strong').textContent();
  await page.waitForTimeout(500);
  const made = (await calls(since)).filter((c) => c.userId);
  const byPath = {};
  for (const c of made) byPath[c.path] = (byPath[c.path] ?? 0) + 1;
  return { reference: reference?.trim(), total: made.length, byPath };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'User Id' }).fill('demo@dit.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Logged as').waitFor({ timeout: 60_000 });
  for (let i = 0; i < RUNS; i++) {
    const r = await run(page);
    console.log(`run ${i + 1}: ${r.total} upstream calls (reference ${r.reference}): ${JSON.stringify(r.byPath)}`);
  }
} finally {
  await browser.close();
}
