import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultBoard, faultRequest, faultsDdl } from '../../../sandbox/faults';
import { escapeHtml, linkify, safeHref } from '../../../sandbox/pages/html';
import { meetsPasswordRule } from '../../../sandbox/passwords';

describe('meetsPasswordRule', () => {
  it('needs 8 characters, an upper-case letter, a digit and a special character', () => {
    expect(meetsPasswordRule('Demo@2026')).toBe(true);
    expect(meetsPasswordRule('Ab#45678')).toBe(true);
    expect(meetsPasswordRule('Ab#4567')).toBe(false);
    expect(meetsPasswordRule('ab#45678')).toBe(false);
    expect(meetsPasswordRule('Abc#defg')).toBe(false);
    expect(meetsPasswordRule('Abc45678')).toBe(false);
    expect(meetsPasswordRule('Abc_45678')).toBe(false);
  });
});

describe('fault board', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.exec(faultsDdl);
  });
  afterAll(() => pg.close());

  it('strikes the given number of times, oldest fault first, then stops', async () => {
    const board = createFaultBoard(pg);
    await board.arm(faultRequest.parse({ path: '/login', kind: 'http-503', times: 2 }));
    await board.arm(faultRequest.parse({ path: '/login', kind: 'malformed' }));
    expect(await board.take('/refresh_token')).toBeNull();
    const struck = [];
    for (let i = 0; i < 4; i += 1) struck.push((await board.take('/login'))?.kind ?? null);
    expect(struck).toEqual(['http-503', 'http-503', 'malformed', null]);
  });

  it('clear disarms everything', async () => {
    const board = createFaultBoard(pg);
    await board.arm(faultRequest.parse({ path: '/login', kind: 'delay', ms: 10 }));
    expect(await board.list()).toEqual([{ path: '/login', kind: 'delay', times: 1, ms: 10 }]);
    await board.clear();
    expect(await board.list()).toEqual([]);
  });
});

describe('outbox page escaping', () => {
  it('escapes markup and makes only http(s) and same-site links clickable', () => {
    expect(escapeHtml(`<b a="1">'&`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;&amp;');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('/__sandbox/authorise/1')).toBe('/__sandbox/authorise/1');
    expect(linkify('see https://a.example/x?y=1&z=<2> now')).toBe(
      'see <a href="https://a.example/x?y=1&amp;z=">https://a.example/x?y=1&amp;z=</a>&lt;2&gt; now',
    );
  });
});
