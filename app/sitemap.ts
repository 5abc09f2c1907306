import type { MetadataRoute } from 'next';
import { INDEXED_PUBLIC_PAGES, siteOrigin } from '@/lib/public-pages';

// Prerendered at build time with the public origin the portal is built for (PUBLIC_ORIGIN; `npm start`
// rebuilds for another), served with public caching and without the proxy (server/http/prerendered.mjs).
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteOrigin();
  return INDEXED_PUBLIC_PAGES.map((path) => ({
    url: new URL(path, base).href,
    changeFrequency: 'monthly',
    priority: path === '/login' ? 1 : 0.6,
  }));
}
