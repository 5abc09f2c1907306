import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, PRERENDERED_CACHE_CONTROL, prerenderedHashes } from '@/server/http/prerendered';
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, prerenderedContentSecurityPolicy } from '@/server/http/security-headers.mjs';
import { proxy } from '@/proxy';

// The policy split: a per-request nonce only where pages render per request, hashes for the prerendered
// public pages, and no document policy work for the BFF's JSON.

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const scriptSrc = (csp: string) => csp.split(';').find((d) => d.trim().startsWith('script-src'))?.trim() ?? '';

describe('hashes of a prerendered page', () => {
  const html = [
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script type="application/ld+json">{"@type":"FAQPage"}</script></head>',
    '<body><script>self.__next_f.push([1,"a"])</script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
  ].join('');

  it('are the SHA-256 of each inline script, once each, leaving out script files and data blocks', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('(self.__next_f=self.__next_f||[]).push([0])'), sha('self.__next_f.push([1,"a"])')]);
  });

  it('are read once from the build, and are null for a page the build did not prerender', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
    mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
    writeFileSync(path.join(dist, 'server', 'app', 'terms-conditions.html'), html);
    const relative = path.relative(process.cwd(), dist);
    expect(prerenderedHashes('/terms-conditions', relative)).toHaveLength(2);
    expect(prerenderedHashes("/Enach-Faq's", relative)).toBeNull();
    expect(prerenderedHashes('/login', relative)).toBeNull();
  });

  it('make a policy without a nonce and without unsafe-inline; a development server gets inline scripts', () => {
    const policy = prerenderedContentSecurityPolicy(['abc=', 'def='], true);
    expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(scriptSrc(prerenderedContentSecurityPolicy(null, false))).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(scriptSrc(contentSecurityPolicy('n0nce', true))).toBe("script-src 'self' 'nonce-n0nce' 'strict-dynamic'");
  });
});

describe('the proxy', () => {
  const at = (url: string, headers: Record<string, string> = {}) => proxy(new NextRequest(new URL(url, 'http://localhost:3000'), { headers }));

  it('gives a page rendered per request a fresh nonce each time', async () => {
    const first = (await at('/login')).headers.get('content-security-policy') ?? '';
    const second = (await at('/login')).headers.get('content-security-policy') ?? '';
    expect(scriptSrc(first)).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(first).not.toBe(second);
  });

  it('serves a prerendered page with a hash policy, public caching and no session work', async () => {
    const res = await at('/terms-conditions', { cookie: 'portal.session=not-a-session' });
    expect(res.headers.get('content-security-policy')).not.toContain('nonce-');
    expect(res.headers.get('cache-control')).toBe(PRERENDERED_CACHE_CONTROL);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // A cookie that does not open is not cleared here: a cacheable answer sets no cookie.
    expect(res.headers.get('set-cookie')).toBeNull();
    const encoded = await at('/Enach-Faq%27s');
    expect(encoded.headers.get('cache-control')).toBe(PRERENDERED_CACHE_CONTROL);
  });

  it('answers the BFF without a nonce, with a policy that lets nothing load', async () => {
    const res = await at('/api/dashboard/summary');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const auth = await at('/api/auth/csrf');
    expect(scriptSrc(auth.headers.get('content-security-policy') ?? '')).toMatch(/'nonce-/);
  });
});
