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
  '/connectviaSocial',
  '/api/',
  '/otp',
  '/reset-password',
  '/distributor-empanellement/',
] as const;

/** Where this installation is reached (NEXTAUTH_URL, which `npm start` always sets): canonical URLs and the sitemap use it. */
export function siteOrigin(): URL {
  const configured = process.env.NEXTAUTH_URL?.trim();
  return new URL(configured || `http://localhost:${process.env.PORT || '3000'}`);
}
