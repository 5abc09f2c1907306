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
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
]);

const PUBLIC_PREFIXES = ['/distributor-empanellement', '/api/auth/', '/api/public/'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_EXACT.has(pathname) || PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
}

// With a flag other than N the portal is New Transaction and the flows it leads to, with the BFF
// calls those screens make (investors, transactions, uploads); the dashboard's data is not among them.
const LIMITED_PREFIXES = [
  '/new-transaction',
  '/new-investor-transaction',
  '/e-KYC',
  '/api/investors',
  '/api/transactions',
  '/api/uploads',
  '/api/nct',
];

export const NOT_FOR_FLAG_MESSAGE = 'This is not available for your account.';

export function allowedForFlag(pathname: string, flag: string): boolean {
  if (flag === 'N') return true;
  return LIMITED_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
}
