import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, SANDBOX_URL, USERS } from './env';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core on what the page shows now; serious and critical findings fail the test. */
export async function expectAccessible(page: Page) {
  // After a client-side navigation React swaps the <title> a moment after the content; axe judges the
  // page once it has settled, which every page's metadata guarantees.
  await page.waitForFunction(() => document.title.trim() !== '');
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Moderate findings are reported with the test (the walk in a11y-walk.spec.ts holds its pages to none).
  for (const v of results.violations.filter((f) => f.impact === 'moderate')) {
    test.info().annotations.push({ type: 'axe moderate', description: `${page.url()}: ${v.id}: ${v.help}` });
  }
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, `accessibility findings on ${page.url()}`).toEqual([]);
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

// Every test gets a page whose navigations are checked with axe, and one more check of the page it ends
// on, so each screen a test opens is covered without anyone remembering to.
export const test = base.extend<{ sandbox: SandboxControls }>({
  page: async ({ page }, use, testInfo) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await expectAccessible(page);
      return response;
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) {
      await page.waitForLoadState('load');
      await expectAccessible(page);
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

export async function signIn(page: Page, userId: string = USERS.demo, password = PASSWORD) {
  await page.goto('/login');
  await fillSignIn(page, userId, password);
  // The first sign-in after the portal starts also creates and migrates the portal store, which on a
  // busy 2-core machine can take far longer than a page load.
  await expect(page.getByText('Logged as')).toBeVisible({ timeout: 60_000 });
}
