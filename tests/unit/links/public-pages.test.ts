import { afterEach, describe, expect, it, vi } from 'vitest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { INDEXED_PUBLIC_PAGES, NOT_INDEXED, siteOrigin } from '@/lib/public-pages';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('public pages for search engines', () => {
  it('uses PUBLIC_ORIGIN as the site address, the one every page names', () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://partners.fund.example');
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    expect(siteOrigin().href).toBe('https://partners.fund.example/');
  });

  it('lists exactly the public pages that work when opened cold', () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://partners.fund.example');
    expect(sitemap().map((e) => e.url)).toEqual([
      'https://partners.fund.example/login',
      'https://partners.fund.example/register',
      'https://partners.fund.example/forgot-userid',
      'https://partners.fund.example/forgot-password',
      'https://partners.fund.example/terms-conditions',
      "https://partners.fund.example/Enach-Faq's",
      'https://partners.fund.example/distributor-empanellement',
      'https://partners.fund.example/generate-arn-link',
      'https://partners.fund.example/common-arn-link',
    ]);
  });

  it('lets robots in to the public pages and keeps them out of the signed-in area and mid-flow steps', () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://partners.fund.example');
    const r = robots();
    expect(r.sitemap).toBe('https://partners.fund.example/sitemap.xml');
    const rule = Array.isArray(r.rules) ? r.rules[0] : r.rules;
    expect(rule?.allow).toEqual([...INDEXED_PUBLIC_PAGES]);
    expect(rule?.disallow).toEqual([...NOT_INDEXED]);
    for (const path of ['/dashboard', '/investors', '/new-transaction', '/settings', '/api/', '/otp', '/reset-password']) {
      expect(NOT_INDEXED).toContain(path);
    }
    // A disallowed prefix never swallows an indexed page.
    for (const page of INDEXED_PUBLIC_PAGES) expect(NOT_INDEXED.some((d) => page.startsWith(d))).toBe(false);
  });
});
