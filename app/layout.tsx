import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { siteOrigin } from '@/lib/public-pages';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: siteOrigin(),
  title: { template: '%s · Distributor Portal', default: 'Distributor Portal' },
  description:
    'Portal for mutual fund distributors: investors, transactions, mandates, reports and earnings in one place.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page render per request, which the per-request CSP nonce needs:
  // a page prerendered at build time would carry scripts without it and the browser would block them.
  // The few pages that are the same for everyone say `dynamic = 'force-static'` (this read then answers
  // nothing) and are served with a hash-based policy instead (server/http/prerendered.ts).
  await headers();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
