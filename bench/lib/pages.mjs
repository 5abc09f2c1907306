// Page-level measurements in Chromium: CPU per dashboard view with and without router prefetches,
// JS the dashboard fetches, time to the first investor row, upstream calls for one purchase.
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { cpuSeconds } from './stack.mjs';

export const RAVI = 'BKFPS4821K';
const ADDITIONAL = '/new-transaction/additional-purchase/digital/transact';
const TYPES = '/new-transaction/transction-types';

const isPrefetch = (req) => Boolean(req.headers()['next-router-prefetch']);

/** Portal CPU per /dashboard view (ms), alternating views with prefetches allowed and blocked. */
export async function dashboardCpu(context, base, portalPid, views) {
  const page = await context.newPage();
  const sums = { with: { cpu: 0, prefetches: 0 }, without: { cpu: 0, prefetches: 0 } };
  let mode = 'with';
  page.on('request', (req) => {
    if (isPrefetch(req)) sums[mode].prefetches += 1;
  });
  await page.route('**/*', (route) => (mode === 'without' && isPrefetch(route.request()) ? route.abort() : route.continue()));
  const js = new Map();
  page.on('response', async (res) => {
    if (mode !== 'with' || res.request().resourceType() !== 'script' || js.has(res.url())) return;
    try {
      js.set(res.url(), gzipSync(await res.body()).length);
    } catch {
      // a response without a body (redirect, aborted)
    }
  });
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  const fetchedJs = [...js.values()].reduce((a, b) => a + b, 0);
  for (let i = 0; i < views * 2; i++) {
    mode = i % 2 === 0 ? 'with' : 'without';
    await new Promise((r) => setTimeout(r, 300));
    const before = cpuSeconds(portalPid);
    await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
    // Settle: a prefetch started at the end of the idle window is counted too.
    await new Promise((r) => setTimeout(r, 700));
    sums[mode].cpu += cpuSeconds(portalPid) - before;
  }
  await page.close();
  return {
    withMs: (sums.with.cpu / views) * 1000,
    withoutMs: (sums.without.cpu / views) * 1000,
    prefetchesPerView: sums.with.prefetches / views,
    dashboardJsGzip: fetchedJs,
    dashboardJsFiles: js.size,
  };
}

/** Milliseconds from the start of navigation to the first investor row with its PAN on screen. */
export async function firstInvestorRow(context, base, runs) {
  const page = await context.newPage();
  const times = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(`${base}/investors`, { waitUntil: 'commit' });
    const row = page.locator('[role="row"][aria-rowindex="2"]').filter({ hasText: /[A-Z]{5}\d{4}[A-Z]/ });
    await row.first().waitFor({ state: 'visible', timeout: 120_000 });
    times.push(await page.evaluate(() => performance.now()));
  }
  await page.close();
  return times;
}

/** The additional purchase's URL for Ravi (with its flow token), for Lighthouse. */
export async function transactionFormUrl(page, base) {
  await page.goto(`${base}${ADDITIONAL}?pan=${RAVI}`);
  await page.waitForURL(/\?f=/);
  await page.getByRole('combobox', { name: 'Folio', exact: true }).waitFor();
  return page.url();
}

async function registrarCalls(sandboxUrl) {
  const res = await fetch(`${sandboxUrl}/__sandbox/events.json`);
  return res.json();
}

/**
 * Upstream calls for one additional purchase as a distributor makes it: the dashboard, New Transaction,
 * the investor's transaction types, the form, Submit, Confirm, the reference. Answers the count by path.
 */
export async function purchaseCalls(context, base, sandboxUrl) {
  const page = await context.newPage();
  const before = (await registrarCalls(sandboxUrl)).length;
  const started = performance.now();
  for (const path of ['/dashboard', '/new-transaction', `${TYPES}?pan=${RAVI}`]) await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // The PAN is typed once; from the types page on, the flow's token carries it, as the tiles do.
  await page.waitForURL(/[?&]f=/);
  const f = new URL(page.url()).searchParams.get('f');
  await page.goto(`${base}${ADDITIONAL}?f=${encodeURIComponent(f)}`, { waitUntil: 'networkidle' });
  await page.getByRole('combobox', { name: 'Folio', exact: true }).selectOption('10234561');
  await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption({ label: 'Large Cap Fund - Regular Plan - Growth' });
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2500');
  await page.getByRole('button', { name: 'Submit' }).press('Enter');
  await page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' }).waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' }).getByText('Reference Number').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const calls = (await registrarCalls(sandboxUrl)).slice(before);
  await page.close();
  const byPath = {};
  for (const c of calls) byPath[c.path] = (byPath[c.path] ?? 0) + 1;
  return { total: calls.length, byPath, ms: performance.now() - started };
}
