import AxeBuilder from '@axe-core/playwright';
import { expect, signIn, test } from './fixtures';

// Beyond the serious and critical findings every test checks: the main pages, public and signed in,
// have no moderate finding either (heading order, landmarks, regions) and follow axe's best practices.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PUBLIC = ['/login', '/register', '/forgot-password', '/forgot-userid', '/terms-conditions', '/enach-faq', '/generate-arn-link', '/common-arn-link', '/distributor-empanellement'];
const SIGNED_IN = [
  '/dashboard', '/today', '/investors', '/investors/details/BKFPS4821K', '/new-transaction', '/track-transactions', '/nfo-funds', '/nav', '/amc',
  '/mailBackRequest', '/mailBackRequest/investor', '/transaction-history', '/e-KYC', '/my-earnings', '/settings', '/dashboard/SipSummaryTypes',
];

test.describe.configure({ timeout: 240_000 });

test('the main pages have no moderate accessibility finding', async ({ page }) => {
  const findings: string[] = [];
  const walk = async (paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of violations.filter((f) => f.impact === 'moderate')) findings.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
  };
  await walk(PUBLIC);
  await signIn(page);
  await walk(SIGNED_IN);
  expect(findings).toEqual([]);
});
