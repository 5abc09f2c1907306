import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, PRERENDERED_CACHE_CONTROL, prerenderedHeaders, stampPrerenderedPolicies } from '@/server/http/prerendered.mjs';
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, prerenderedContentSecurityPolicy } from '@/server/http/security-headers.mjs';
import { config, proxy } from '@/proxy';

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

  it('are stamped into each prerendered page’s build metadata as its policy, keeping what Next put there', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
    const app = path.join(dist, 'server', 'app');
    mkdirSync(app, { recursive: true });
    for (const name of ['login', 'terms-conditions', "Enach-Faq's"]) {
      writeFileSync(path.join(app, `${name}.html`), html);
      writeFileSync(path.join(app, `${name}.meta`), JSON.stringify({ headers: { 'x-nextjs-prerender': '1' } }));
    }
    expect(stampPrerenderedPolicies(dist, true)).toEqual(['/login', '/terms-conditions', "/Enach-Faq's"]);
    const meta = JSON.parse(readFileSync(path.join(app, 'login.meta'), 'utf8')) as { headers: Record<string, string> };
    expect(meta.headers['x-nextjs-prerender']).toBe('1');
    expect(scriptSrc(meta.headers['content-security-policy'] ?? '')).toBe(`script-src 'self' 'sha256-${sha('(self.__next_f=self.__next_f||[]).push([0])')}' 'sha256-${sha('self.__next_f.push([1,"a"])')}'`);
  });

  it('must exist for every prerendered page: a page the build rendered per request stops the build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
    mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
    expect(() => stampPrerenderedPolicies(dist, true)).toThrow(/\/login was not prerendered/);
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

describe('the configured headers of the prerendered answers', () => {
  const of = (source: string, production = true) =>
    Object.fromEntries((prerenderedHeaders(production).find((h) => h.source === source)?.headers ?? []).map((h) => [h.key, h.value]));

  it('cache the pages publicly and leave their policy to the stamp (a development server allows inline scripts)', () => {
    for (const source of ['/login', '/terms-conditions', "/Enach-Faq's", '/Enach-Faq%27s']) {
      expect(of(source)).toEqual({ 'Cache-Control': PRERENDERED_CACHE_CONTROL });
    }
    expect(scriptSrc(of('/login', false)['Content-Security-Policy'] ?? '')).toContain("'unsafe-inline'");
  });

  it('let nothing run in robots.txt and the sitemap', () => {
    for (const source of ['/robots.txt', '/sitemap.xml']) {
      expect(of(source)['Cache-Control']).toBe(PRERENDERED_CACHE_CONTROL);
      expect(of(source)['Content-Security-Policy']).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });
});

describe('the proxy', () => {
  const at = (url: string, headers: Record<string, string> = {}) => proxy(new NextRequest(new URL(url, 'http://localhost:3000'), { headers }));

  it('gives a page rendered per request a fresh nonce each time', async () => {
    const first = (await at('/register')).headers.get('content-security-policy') ?? '';
    const second = (await at('/register')).headers.get('content-security-policy') ?? '';
    expect(scriptSrc(first)).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(first).not.toBe(second);
  });

  it('does no session work for a prerendered page and sets nothing per person', async () => {
    const res = await at('/terms-conditions', { cookie: 'portal.session=not-a-session' });
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('cache-control')).toBeNull();
    // A cookie that does not open is not cleared here: a cacheable answer sets no cookie.
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await at('/Enach-Faq%27s')).headers.get('set-cookie')).toBeNull();
    expect((await at('/login', { cookie: 'portal.session=not-a-session' })).headers.get('set-cookie')).toBeNull();
  });

  it('ends the session’s cookie on /login?expired=1, in an answer no cache keeps', async () => {
    const res = await at('/login?expired=1&from=%2Fsettings', { cookie: 'portal.session=not-a-session' });
    expect(res.headers.get('set-cookie')).toMatch(/portal\.session=;.*Max-Age=0/i);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await at('/login?expired=1')).headers.get('set-cookie')).toBeNull();
  });

  it('runs for pages and next-auth, not for the BFF unless its path may be badly encoded, never for uploads', () => {
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    expect(runs('/dashboard')).toBe(true);
    expect(runs('/api/auth/csrf')).toBe(true);
    expect(runs('/api/investors/ABCDE1234F')).toBe(false);
    expect(runs('/api/investors?tab=A&name=a%20b')).toBe(false);
    expect(runs('/api/investors/%E0%A4%A')).toBe(true);
    expect(runs('/api/uploads/physical')).toBe(false);
    expect(runs('/api/uploads/%E0%A4%A')).toBe(false);
    expect(runs('/terms-conditions')).toBe(false);
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
