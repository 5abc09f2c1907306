// The public pages search engines may index: those that make sense when opened cold. /otp,
// /reset-password and the later empanelment steps need state from an earlier step, so they are left out.

export const INDEXED_PUBLIC_PAGES = [
  '/login',
  '/register',
  '/forgot-userid',
  '/forgot-password',
  '/terms-conditions',
  "/Enach-Faq's",
  '/distributor-empanellement',
  '/generate-arn-link',
  '/common-arn-link',
] as const;

/** The signed-in area, the API, and the public steps that only work in the middle of a flow. */
export const NOT_INDEXED = [
  '/dashboard',
  '/investors',
  '/new-transaction',
  '/new-investor-transaction',
  '/settings',
  '/e-KYC',
  '/mailBackRequest',
  '/transaction-history',
  '/my-earnings',
  '/nfo-funds',
  '/amc',
  '/nav',
  '/team',
  '/connectviaSocial',
  '/api/',
  '/otp',
  '/reset-password',
  '/team-invitation',
  '/distributor-empanellement/',
] as const;

/**
 * Where this installation is reached (PUBLIC_ORIGIN, which `npm start` always sets, and builds with): every
 * canonical URL, robots.txt and the sitemap name it, whether prerendered or rendered per request.
 */
export function siteOrigin(): URL {
  const configured = process.env.PUBLIC_ORIGIN?.trim();
  return new URL(new URL(configured || `http://localhost:${process.env.PORT || '3000'}`).origin);
}
