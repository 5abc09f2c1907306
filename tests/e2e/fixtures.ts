import axe, { type AxeResults } from 'axe-core';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { MEMBER_SIGN_IN_MESSAGES } from '../../lib/rules/member-sign-in';
import { PASSWORD, SANDBOX_URL, USERS } from './env';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's findings on what the page shows now, for rules with any of `tags`. axe is put into a document
 * once and run there as often as it is asked (`axe.run`, axe-core's own API): the pages have no frames, so
 * nothing more is needed. Putting its half a megabyte of script in again for each check, with a blank
 * page to gather the results in, as the Playwright wrapper of axe did, was two fifths of axe's time.
 */
export async function axeFindings(page: Page, tags: readonly string[]): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (values) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values } }),
    [...tags],
  );
}

/** Runs axe-core on what the page shows now; serious and critical findings fail the test. */
export async function expectAccessible(page: Page) {
  // After a client-side navigation React swaps the <title> a moment after the content; axe judges the
  // page once it has settled, which every page's metadata guarantees.
  await page.waitForFunction(() => document.title.trim() !== '');
  const results = await axeFindings(page, WCAG_TAGS);
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Moderate findings are reported with the test (the walk in a11y-walk.spec.ts holds its pages to none).
  for (const v of results.violations.filter((f) => f.impact === 'moderate')) {
    test.info().annotations.push({ type: 'axe moderate', description: `${page.url()}: ${v.id}: ${v.help}` });
  }
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, `accessibility findings on ${page.url()}`).toEqual([]);
}

/**
 * Holds the browser's requests to `url` (a glob) until the answer is released: a slow network or a slow
 * registrar, for what a person does in the meantime.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Today's lists open at their first rows: every row of one, through its "Show all" button when it has more.
 * How many a list holds can depend on the tests before (the portal's trail outlives a sandbox reset), so
 * the list is read first: its heading with the count comes with its rows and the button.
 */
export async function showEveryRow(list: Locator) {
  await expect(list.getByRole('heading').first()).toHaveText(/\(\d+\)$/);
  const all = list.getByRole('button', { name: /^Show all \d+$/ });
  if ((await all.count()) > 0) await all.click();
}

/** The sandbox's test controls: reset, clock, faults, call log and outbox. */
export function sandboxControls(request: APIRequestContext) {
  const post = async (path: string, data?: unknown) => {
    const res = await request.post(`${SANDBOX_URL}${path}`, { data: data ?? {} });
    expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
    return res.json();
  };
  return {
    reset: () => post('/__sandbox/reset'),
    advanceClock: (minutes: number) => post('/__sandbox/clock', { advanceMinutes: minutes }),
    fault: (path: string, kind: string, times = 1) => post('/__sandbox/faults', { path, kind, times }),
    /** The investor freezing (or unfreezing) debits from a folio, as through MF Central. */
    freeze: (acno: string, frozen = true) => post('/__sandbox/freeze', { acno, frozen }),
    /** A member's Sub Broker Code as older records hold it, past today's rules (an Adviser's with letters). */
    legacySubBroker: (userId: string, subBroker: string) => post('/__sandbox/member-sub-broker', { userId, subBroker }),
    async calls(path: string): Promise<{ at: string; outcome: string }[]> {
      const res = await request.get(`${SANDBOX_URL}/__sandbox/events.json?path=${encodeURIComponent(path)}`);
      return res.json();
    },
    async outbox(to: string): Promise<{ subject: string; text: string }[]> {
      const res = await request.get(`${SANDBOX_URL}/__sandbox/outbox.json?to=${encodeURIComponent(to)}`);
      return res.json();
    },
  };
}

export type SandboxControls = ReturnType<typeof sandboxControls>;

// The distinct states of pages the run has checked with axe: a page's path and the shape of what it shows
// (each element's tag, classes and attribute names, and whether it holds text; not the values), so the same
// screen with other rows or other figures is checked once per run, and a dialog, an error or another layout
// of it is a state of its own. An explicit expectAccessible() in a test always runs.
//
// The workers share them: a state one worker has passed is a file named by its hash in the run's output
// folder, which Playwright empties when a run starts. Only a pass is written, so a state whose check failed
// is checked again by the retry, and two workers meeting a new state at once both check it.
const checkedStates = {
  file: (state: string) => path.join(test.info().project.outputDir, 'axe-checked', state),
  has: (state: string) => existsSync(checkedStates.file(state)),
  add(state: string) {
    mkdirSync(path.dirname(checkedStates.file(state)), { recursive: true });
    writeFileSync(checkedStates.file(state), '');
  },
};

async function pageState(page: Page): Promise<string> {
  const shape = await page.evaluate(() => {
    const parts = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const text = Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
      const names = el.getAttributeNames().filter((n) => n !== 'class' && n !== 'style').sort().join(',');
      parts.add(`${el.tagName}.${el.getAttribute('class') ?? ''}[${names}]${text ? 't' : ''}`);
    }
    return `${location.pathname}\n${[...parts].sort().join('\n')}`;
  });
  return createHash('sha256').update(shape).digest('hex');
}

/**
 * Notes the page's present state as checked, for a test that has just run a stricter axe check of its own
 * on it (the accessibility walk): later visits to the same state are not checked again.
 */
export async function markAccessibleState(page: Page) {
  checkedStates.add(await pageState(page));
}

/** How long a page's own reads may take to arrive before its state is taken as it stands. */
const SETTLE_MS = 5_000;

async function expectAccessibleOnce(page: Page) {
  await page.waitForFunction(() => document.title.trim() !== '');
  // The screen a person reads, not the moment before it: skeletons and busy lists are waited out (for a
  // while), so a page is not checked once loading and again loaded on every visit.
  await page
    .waitForFunction(() => document.querySelector('.animate-pulse, [aria-busy="true"]') === null, undefined, { timeout: SETTLE_MS })
    .catch(() => undefined);
  const state = await pageState(page);
  if (checkedStates.has(state)) return;
  await expectAccessible(page);
  checkedStates.add(state);
}

// Every test gets a page whose navigations are checked with axe, and one more check of the page it ends
// on, so each screen a test opens is covered without anyone remembering to (each distinct state once).
export const test = base.extend<{ sandbox: SandboxControls }>({
  page: async ({ page }, use, testInfo) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await expectAccessibleOnce(page);
      return response;
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) {
      await page.waitForLoadState('load');
      // Checked from the top, as it opens: scrolled where the test left it, a target passing under the
      // sticky top bar reads as too small (axe's target-size), by where the scroll happened to stop.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessibleOnce(page);
    }
  },
  // Automatic: every test starts from the seeded sandbox, whether or not it touches the controls.
  sandbox: [
    async ({ request }, use) => {
      const controls = sandboxControls(request);
      await controls.reset();
      await use(controls);
    },
    { auto: true },
  ],
});

export { expect };

export async function fillSignIn(page: Page, userId: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'User Id' }).fill(userId);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// One sign-in through the form per user and password in a worker; later tests start from the cookies it
// left, as a returning distributor's browser does (the form itself is tested in sign-in.spec.ts). A saved
// session that no longer opens (signed out, a password changed, a member suspended) is refused by the
// portal's session check, and the form is used again. Saved sessions are used for a few minutes only, well
// inside the registrar's token life, so no test depends on a token renewal it did not ask for.
const savedSessions = new Map<string, { cookies: Awaited<ReturnType<BrowserContext['cookies']>>; at: number }>();
const SAVED_SESSION_MS = 10 * 60_000;

/**
 * The saved session back in the browser. Without `to` the check is the one a person sees (the signed-in
 * shell on the dashboard); with it, a signed-in read that asks nothing of the registrar (every handler
 * checks the session the same way) and then the page the test needs (none for null), with no dashboard
 * opened before it.
 */
async function resumeSavedSession(page: Page, key: string, to?: string | null): Promise<boolean> {
  const saved = savedSessions.get(key);
  if (!saved || Date.now() - saved.at > SAVED_SESSION_MS) return false;
  await page.context().addCookies(saved.cookies);
  // 403: a session whose flag keeps it from the dashboard's reads is still a session.
  if (to !== undefined && [200, 403].includes((await page.request.get('/api/dashboard/poster')).status())) {
    if (to !== null) await page.goto(to);
    return true;
  }
  if (to === undefined) {
    await page.goto('/');
    if (new URL(page.url()).pathname !== '/login' && (await page.getByText('Logged as').isVisible())) return true;
  }
  savedSessions.delete(key);
  await page.context().clearCookies();
  return false;
}

/** The sign-in OTP step a firm member's right password leads to (lib/rules/member-sign-in.ts). */
export const memberOtpStep = (page: Page) => page.getByRole('group', { name: 'One-time password (OTP)' });

/**
 * A firm member's second step: the newest sign-in OTP the sandbox sent to `email` (a member's user id is
 * their e-mail), typed into the step's boxes and verified.
 */
export async function enterMemberOtp(page: Page, email: string) {
  await expect(memberOtpStep(page)).toBeVisible();
  const res = await page.request.get(`${SANDBOX_URL}/__sandbox/outbox.json?to=${encodeURIComponent(email)}`);
  const sent = (await res.json()) as { subject: string; otp?: string }[];
  const otp = sent.find((m) => m.subject === MEMBER_SIGN_IN_MESSAGES.title)?.otp;
  if (!otp) throw new Error(`no sign-in OTP was sent to ${email}`);
  await memberOtpStep(page).getByRole('textbox').first().fill(otp);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

export async function signIn(page: Page, userId: string = USERS.demo, password = PASSWORD) {
  const key = `${userId}\n${password}`;
  if (await resumeSavedSession(page, key)) return;
  await page.goto('/login');
  await fillSignIn(page, userId, password);
  // The first sign-in after the portal starts also creates and migrates the portal store, which on a
  // busy 2-core machine can take far longer than a page load. A firm member's password leads to the OTP.
  await expect(page.getByText('Logged as').or(memberOtpStep(page))).toBeVisible({ timeout: 60_000 });
  if (await memberOtpStep(page).isVisible()) await enterMemberOtp(page, userId);
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
  savedSessions.set(key, { cookies: await page.context().cookies(), at: Date.now() });
}

/**
 * Signed in as `userId` on `path`: a saved session opens it directly, the form lands on the dashboard first.
 * The saved session's check asks nothing of the registrar, so a test that has moved the registrar's clock
 * past its tokens signs in with signInAfresh (or signIn, whose check on the dashboard asks the registrar).
 */
export async function signInTo(page: Page, path: string, userId: string = USERS.demo, password = PASSWORD) {
  if (await resumeSavedSession(page, `${userId}\n${password}`, path)) return;
  await signIn(page, userId, password);
  await page.goto(path);
}

/**
 * Signed in as `userId` for a test whose next step opens a page of its own or calls the portal's API: a
 * saved session opens no page at all, the form lands on the dashboard.
 */
export async function signInSession(page: Page, userId: string = USERS.demo, password = PASSWORD) {
  if (await resumeSavedSession(page, `${userId}\n${password}`, null)) return;
  await signIn(page, userId, password);
}

/**
 * A sign-in through the form whatever this worker saved: for a test that counts on the registrar's token
 * being new (its renewal falls due a set time after sign-in, and a saved session's token is older).
 */
export async function signInAfresh(page: Page, userId: string = USERS.demo, password = PASSWORD) {
  savedSessions.delete(`${userId}\n${password}`);
  await signIn(page, userId, password);
}

/**
 * A sign-in through the form that this worker does not keep: for a test that has changed what the registrar
 * says of the user at sign-in (a member's codes), which the next test, on a reset sandbox, must not inherit.
 */
export async function signInUnsaved(page: Page, userId: string = USERS.demo, password = PASSWORD) {
  await signInAfresh(page, userId, password);
  savedSessions.delete(`${userId}\n${password}`);
}
