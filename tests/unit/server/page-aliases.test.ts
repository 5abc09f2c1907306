import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
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

  it('gets the same cacheable headers as the page, and no rewrite costs other requests anything', async () => {
    for (const alias of PAGE_ALIASES.keys()) expect(prerenderedHeaders(true).some((h) => h.source === alias)).toBe(true);
    expect(readFileSync(new URL('../../../next.config.mjs', import.meta.url), 'utf8')).not.toMatch(/\brewrites\s*\(/);
  });
});
