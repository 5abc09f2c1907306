import type { MetadataRoute } from 'next';
import { INDEXED_PUBLIC_PAGES, NOT_INDEXED, siteOrigin } from '@/lib/public-pages';

// The same for everyone: prerendered at build time with the address the portal is built for (NEXTAUTH_URL),
// served with public caching and without the proxy (server/http/prerendered.mjs).
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: [...INDEXED_PUBLIC_PAGES], disallow: [...NOT_INDEXED] },
    sitemap: new URL('/sitemap.xml', siteOrigin()).href,
  };
}
