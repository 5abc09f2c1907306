import type { MetadataRoute } from 'next';
import { INDEXED_PUBLIC_PAGES, siteOrigin } from '@/lib/public-pages';

// Prerendered at build time with the address the portal is built for (NEXTAUTH_URL, which `npm start` sets
// before it builds), served with public caching and without the proxy (server/http/prerendered.mjs).
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteOrigin();
  return INDEXED_PUBLIC_PAGES.map((path) => ({
    url: new URL(path, base).href,
    changeFrequency: 'monthly',
    priority: path === '/login' ? 1 : 0.6,
  }));
}
