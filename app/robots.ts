import type { MetadataRoute } from 'next';
import { INDEXED_PUBLIC_PAGES, NOT_INDEXED, siteOrigin } from '@/lib/public-pages';

// The sitemap's address is this installation's own, read per request like the sitemap itself.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: [...INDEXED_PUBLIC_PAGES], disallow: [...NOT_INDEXED] },
    sitemap: new URL('/sitemap.xml', siteOrigin()).href,
  };
}
