#!/usr/bin/env node
// How many of the demo book's seeded refusal cases the portal stops before Confirm, and what the check
// before Confirm costs the summary, in a real browser against a running portal and its fresh sandbox:
//
//   node bench/order-check.mjs --base http://localhost:3100 [--runs 5]
//
// Each case is an order the registrar refuses (README, "Refusals"), made through the form. It is caught
// before Confirm when the submit comes back refused with its fix (the registrar's request made at Submit)
// or when the summary's check lists it and keeps Confirm disabled; missed when Confirm is offered. Then,
// on a summary the check clears, the time to the summary's heading (what the distributor waits for), to
// the check's answer, and the layout shift while it lands. Figures only, never asserted.
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const base = opt('base', 'http://localhost:3100');
const RUNS = Number(opt('runs', 5));
const NT = '/new-transaction';
const LUMPSUM = `${NT}/nfo-new-purchase/digital/transact`;
const ADDITIONAL = `${NT}/additional-purchase/digital/transact`;
const REDEMPTION = `${NT}/redemption/digital/transact`;

const combo = (page, name) => page.getByRole('combobox', { name, exact: true });
const box = (page, name) => page.getByRole('textbox', { name, exact: true });

const lumpsum = (page) => async () => {
  await combo(page, 'Category').selectOption('ELSS');
  await combo(page, 'Scheme').selectOption({ label: 'ELSS Tax Saver Fund - Regular Plan - Growth' });
  await box(page, 'Minimum Investment Amount').fill('1500');
};
const additional = (page, folio, scheme, amount, euin) => async () => {
  await combo(page, 'Folio').selectOption(folio);
  await combo(page, 'Scheme').selectOption({ label: scheme });
  await box(page, 'Amount').fill(amount);
  // A draft restored from an earlier case may carry an EUIN: say which each time.
  if (euin) {
    await page.getByRole('radio', { name: 'No' }).check();
    await combo(page, 'EUIN').selectOption(euin);
  } else {
    await page.getByRole('radio', { name: 'Yes' }).check();
  }
};
const redemption = (page, folio, scheme) => async () => {
  await combo(page, 'Folio').selectOption(folio);
  await combo(page, 'Scheme').selectOption({ label: scheme });
  await page.getByRole('radio', { name: 'Full' }).check();
  await combo(page, 'Bank').selectOption({ index: 1 });
};

const LARGE = 'Large Cap Fund - Regular Plan - Growth';
const FLEXI = 'Flexi Cap Fund - Regular Plan - Growth';
const CASES = [
  { code: 201, what: 'KYC Registered, new folio (Rohit)', form: LUMPSUM, pan: 'BRGPG7012K', fill: (p) => lumpsum(p) },
  { code: 202, what: 'KYC On hold (Pooja)', form: ADDITIONAL, pan: 'PNRPN6021E', fill: (p) => additional(p, '10567891', LARGE, '5000') },
  { code: 203, what: 'KYC Rejected (Lata)', form: ADDITIONAL, pan: 'CLTPI3390N', fill: (p) => additional(p, '10678021', LARGE, '5000') },
  { code: 211, what: 'no nomination, new folio (Arvind)', form: LUMPSUM, pan: 'DARPR4410G', fill: (p) => lumpsum(p) },
  { code: 221, what: "an EUIN holder's contacts, new folio (Kamala)", form: LUMPSUM, pan: 'EKMPM5120H', fill: (p) => lumpsum(p) },
  { code: 231, what: 'OTP e-KYC above ₹50,000 (Nikhil)', form: ADDITIONAL, pan: 'FNBPB6650L', fill: (p) => additional(p, '10678041', FLEXI, '60000') },
  { code: 241, what: 'debit-frozen folio, redemption (Sneha)', form: REDEMPTION, pan: 'GSKPK7781M', fill: (p) => redemption(p, '10678051', LARGE) },
  { code: 261, what: 'suspended scheme, purchase (Sneha)', form: ADDITIONAL, pan: 'GSKPK7781M', fill: (p) => additional(p, '10678051', 'Arbitrage Fund - Regular Plan - Growth', '5000') },
  { code: 271, what: 'lapsed EUIN (Ravi)', form: ADDITIONAL, pan: 'BKFPS4821K', fill: (p) => additional(p, '10234561', LARGE, '2500', 'E456789') },
];

/** Where the case was stopped: 'submit' (refused with its fix), 'summary' (the check, Confirm disabled) or 'missed'. */
async function caught(page, c) {
  await page.goto(`${base}${c.form}?pan=${c.pan}`);
  await c.fill(page)();
  await page.getByRole('button', { name: 'Submit' }).click();
  const refused = page.getByRole('alert').filter({ has: page.getByRole('link') });
  const summary = page.getByRole('heading', { name: 'Checked with the registrar' });
  await Promise.race([refused.first().waitFor({ timeout: 30_000 }), summary.waitFor({ timeout: 30_000 })]).catch(() => undefined);
  if (await refused.count()) return 'submit';
  if (!(await summary.count())) return 'missed';
  await page.getByText(/holds nothing|would refuse|could not be asked|checks the order/).first().waitFor({ timeout: 30_000 });
  return (await page.getByRole('button', { name: 'Confirm' }).isDisabled()) ? 'summary' : 'missed';
}

/** A cleared summary's timings: navigation to heading, to the check's answer, and the layout shift meanwhile. */
async function timing(page) {
  await page.goto(`${base}${ADDITIONAL}?pan=BKFPS4821K`);
  await additional(page, '10234561', LARGE, '2500')();
  const confirmUrl = page.url().replace('/transact?', '/transact/confirm?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' }).waitFor();
  const out = [];
  for (let i = 0; i < RUNS; i++) {
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (!e.hadRecentInput) window.__shift += e.value; })).observe({ type: 'layout-shift', buffered: true });
    });
    const t0 = Date.now();
    await page.goto(confirmUrl);
    await page.getByRole('heading', { name: 'ADDITIONAL PURCHASE SUMMARY' }).waitFor();
    const heading = Date.now() - t0;
    await page.getByText(/holds nothing|would refuse|could not be asked/).first().waitFor({ timeout: 30_000 });
    const answered = Date.now() - t0;
    await page.waitForTimeout(300);
    out.push({ heading, answered, shift: await page.evaluate(() => window.__shift) });
  }
  return out;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

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
  let before = 0;
  for (const c of CASES) {
    const where = await caught(page, c);
    if (where !== 'missed') before += 1;
    console.log(`${c.code} ${c.what}: ${where === 'missed' ? 'MISSED (Confirm offered)' : `caught at ${where}`}`);
  }
  console.log(`caught before Confirm: ${before} of ${CASES.length}`);
  const t = await timing(page);
  console.log(`cleared summary over ${t.length} loads: heading p50 ${median(t.map((x) => x.heading))} ms, check answered p50 ${median(t.map((x) => x.answered))} ms, layout shift max ${Math.max(...t.map((x) => x.shift)).toFixed(4)}`);
  // The same summary with the check's call failing at once: what the heading costs without the check.
  await page.route('**/api/transactions/*/check?*', (route) => route.abort());
  const bare = await timing(page);
  console.log(`the same with the check's call cut off: heading p50 ${median(bare.map((x) => x.heading))} ms`);
} finally {
  await browser.close();
}
