import type { MetadataRoute } from 'next';
import { INDEXED_PUBLIC_PAGES, siteOrigin } from '@/lib/public-pages';

// Built per request, so the address is the one this installation runs at, not the build machine's.
export const dynamic = 'force-dynamic';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteOrigin();
  return INDEXED_PUBLIC_PAGES.map((path) => ({
    url: new URL(path, base).href,
    changeFrequency: 'monthly',
    priority: path === '/login' ? 1 : 0.6,
  }));
}
