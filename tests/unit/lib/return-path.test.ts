import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/auth/return-path';

describe('safeReturnPath', () => {
  it.each(['/settings?a=1', '/dashboard', '/investors/details/ABCDE1234F', '/mailBackRequest/investor#x'])(
    'accepts the same-site path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil'],
    ['an absolute URL', 'https://x'],
    ['the sign-in page', '/login?x'],
    ['the sign-in page itself', '/login'],
    ['the capitalised sign-in route', '/Login'],
    ['a backslash trick', '/\\evil.com'],
    ['a control character trick', '/\t/evil.com'],
    ['a relative path', 'settings'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a path that normalises to the sign-in page', '/x/../login'],
    ['nothing', ''],
  ])('rejects %s', (_, path) => {
    expect(safeReturnPath(path)).toBe('/');
  });

  it('falls back to / without a value', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});
