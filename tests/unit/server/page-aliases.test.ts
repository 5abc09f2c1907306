import { readFileSync } from 'node:fs';
import { NextRequest } from 'next/server';
import { getRewrittenUrl, unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';
import { PAGE_ALIASES, prerenderedHeaders, unaliased } from '../../../server/http/prerendered.mjs';

describe('a page address sent percent-encoded', () => {
  it("goes to the e-NACH FAQ's own address, with its query", () => {
    expect(unaliased('/Enach-Faq%27s')).toBe("/Enach-Faq's");
    expect(unaliased('/Enach-Faq%27s?from=mail')).toBe("/Enach-Faq's?from=mail");
  });

  it('leaves every other address alone', () => {
    for (const url of ["/Enach-Faq's", '/Enach-Faq%27s/more', '/enach-faq%27s', '/login', '/api/investors?tab=A', '/x?y=/Enach-Faq%27s']) {
      expect(unaliased(url)).toBeNull();
    }
  });

  it('is rewritten by the proxy, which runs for it and not for the page itself', async () => {
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    expect(runs('/Enach-Faq%27s')).toBe(true);
    expect(runs("/Enach-Faq's")).toBe(false);
    const res = await proxy(new NextRequest('http://localhost:3000/Enach-Faq%27s?from=mail'));
    expect(getRewrittenUrl(res)).toBe("http://localhost:3000/Enach-Faq's?from=mail");
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('gets the same cacheable headers as the page, and no rewrite in the configuration costs other requests anything', async () => {
    for (const alias of PAGE_ALIASES.keys()) expect(prerenderedHeaders(true).some((h) => h.source === alias)).toBe(true);
    expect(readFileSync(new URL('../../../next.config.mjs', import.meta.url), 'utf8')).not.toMatch(/\brewrites\s*\(/);
  });
});
