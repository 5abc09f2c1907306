import type { MetadataRoute } from 'next';
import { INDEXED_PUBLIC_PAGES, NOT_INDEXED, siteOrigin } from '@/lib/public-pages';

// The same for everyone: prerendered at build time with the public origin the portal is built for
// (PUBLIC_ORIGIN; `npm start` rebuilds for another), served with public caching and without the proxy
// (server/http/prerendered.mjs).
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: [...INDEXED_PUBLIC_PAGES], disallow: [...NOT_INDEXED] },
    sitemap: new URL('/sitemap.xml', siteOrigin()).href,
  };
}
