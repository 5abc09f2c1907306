import { NAME_SEARCH_DISABLED_MESSAGE } from './rules/name-search';
import { can, type Permission, type TeamRole } from './rules/team-roles';

// Which paths anyone may open, and which a distributor with a limited flag may open.
// The proxy applies these; layouts and handlers check the session again.

const PUBLIC_EXACT = new Set([
  '/login',
  '/Login',
  '/register',
  '/otp',
  '/forgot-userid',
  '/forgot-password',
  '/reset-password',
  '/terms-conditions',
  "/Enach-Faq's",
  '/Enach-Faq%27s',
  '/enach-faq',
  '/generate-arn-link',
  '/common-arn-link',
  // A firm member's invitation: the token is the address's fragment, which the server never sees.
  '/team-invitation',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
]);

const PUBLIC_PREFIXES = ['/distributor-empanellement', '/api/auth/', '/api/public/'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_EXACT.has(pathname) || PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
}

// With a flag other than N the portal is New Transaction and the flows it leads to, with the BFF
// calls those screens make; the dashboard's data and the investor pages' data are not among them.
// This one declaration is the whole rule: the proxy applies it to pages, the BFF's wrapper to every
// handler (with the query, which the proxy's redirect does not need).

export const NOT_FOR_FLAG_MESSAGE = 'This is not available for your account.';

interface LimitedRule {
  /** A path and everything under it, or exactly the paths a pattern matches. */
  under?: string;
  match?: RegExp;
  /** A query this path refuses even so, with the message that says why. */
  refuse?: { param: string; value?: string; message: string };
}

const LIMITED: readonly LimitedRule[] = [
  // New Transaction's own e-KYC form is /new-transaction/new-investor/ekyc/{PAN} (the KYC prompt leads
  // there); the side menu's /e-KYC is the full portal's, so a limited flag is sent back from it.
  { under: '/new-transaction' },
  { under: '/new-investor-transaction' },
  { under: '/api/ekyc' },
  { under: '/api/new-investor' },
  // The New Transaction page's list and searches (never by name: seed 000 section 5; a PAN search is
  // posted) and the start of an investment; an investor's detail, SIPs and favourite belong to the
  // Investors pages.
  { match: /^\/api\/investors$/, refuse: { param: 'name', message: NAME_SEARCH_DISABLED_MESSAGE } },
  { match: /^\/api\/investors\/search$/, refuse: { param: 'key', value: 'name', message: NAME_SEARCH_DISABLED_MESSAGE } },
  { match: /^\/api\/investors\/new$/ },
  { match: /^\/api\/investors\/initiate$/ },
  { under: '/api/transactions' },
  { under: '/api/uploads' },
  { under: '/api/nct' },
  // What they initiated, with its state: the tracker and each transaction's page (New Transaction links there).
  { under: '/track-transactions' },
  { under: '/api/tracker' },
];

const covers = (rule: LimitedRule, pathname: string) =>
  rule.under ? pathname === rule.under || pathname.startsWith(`${rule.under}/`) : !!rule.match?.test(pathname);

/** Why a distributor of this flag may not have this address, or null when they may. */
export function flagRefusal(target: string | URL, flag: string): string | null {
  if (flag === 'N') return null;
  const url = typeof target === 'string' ? new URL(target, 'http://portal.invalid') : target;
  const rule = LIMITED.find((r) => covers(r, url.pathname));
  if (!rule) return NOT_FOR_FLAG_MESSAGE;
  const refuse = rule.refuse;
  if (refuse && url.searchParams.has(refuse.param)) {
    const given = url.searchParams.getAll(refuse.param).map((v) => v.trim().toLowerCase());
    if (refuse.value === undefined ? given.some((v) => v !== '') : given.includes(refuse.value)) return refuse.message;
  }
  return null;
}

export function allowedForFlag(target: string | URL, flag: string): boolean {
  return flagRefusal(target, flag) === null;
}

// What a firm member's role must allow to open a page (lib/rules/team-roles.ts). The pages are the
// screens of what a role may not do; every BFF handler declares its own (`needs` in withSession), and
// the registrar refuses the same calls again. The proxy shows the refusal in place of such a page.
const PAGE_NEEDS: readonly { under: string; needs: Permission }[] = [
  { under: '/new-transaction', needs: 'initiate' },
  { under: '/new-investor-transaction', needs: 'initiate' },
  { under: '/nfo-funds', needs: 'initiate' },
  { under: '/e-KYC', needs: 'resend' },
  { under: '/mailBackRequest', needs: 'statements' },
  { under: '/my-earnings', needs: 'earnings' },
  { under: '/team', needs: 'members' },
];

/** What a page needs beyond reading, or null for a page every role may open. */
export function pageNeeds(pathname: string): Permission | null {
  return PAGE_NEEDS.find((p) => covers(p, pathname))?.needs ?? null;
}

/** Whether the role may open the page (every role may open what only reads). */
export function allowedForRole(pathname: string, role: TeamRole): boolean {
  const needs = pageNeeds(pathname);
  return needs === null || can(role, needs);
}
