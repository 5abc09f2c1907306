import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The portal uses Node's and Next's documented APIs only: no module replaces a prototype's method, reads
// the module cache or the build's manifests to call route code itself. A minor release of either then
// cannot break the portal without a failing test of a documented behaviour.

const ROOT = path.resolve(__dirname, '../../..');
const DIRS = ['app', 'components', 'lib', 'server', 'sandbox', 'scripts', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs'];
const SOURCE = /\.(m?[jt]sx?)$/;
const FORBIDDEN = [
  { what: 'assigns to a prototype', pattern: /\.prototype\.[\w$]+\s*=(?!=)/ },
  { what: 'reads the module cache', pattern: /require\.cache/ },
  { what: "reads Next's build manifests", pattern: /app-paths-manifest|routeModule\.userland/ },
];

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (statSync(full).isFile()) return SOURCE.test(full) ? [full] : [];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' || name.startsWith('.') ? [] : files(path.join(entry, name))));
}

describe('documented APIs only', () => {
  it('no module patches Node or Next internals', () => {
    const found = DIRS.flatMap(files).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return FORBIDDEN.filter((f) => f.pattern.test(text)).map((f) => `${path.relative(ROOT, file)} ${f.what}`);
    });
    expect(found).toEqual([]);
  });

  it('would catch a patch', () => {
    expect(FORBIDDEN[0]!.pattern.test('http.Server.prototype.emit = function () {}')).toBe(true);
    expect(FORBIDDEN[0]!.pattern.test('if (a.prototype.b === c) {}')).toBe(false);
  });
});
