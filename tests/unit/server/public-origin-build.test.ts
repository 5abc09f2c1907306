import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsStale, resolvePublicOrigin } from '@/scripts/lib.mjs';

// The prerendered pages, robots.txt and the sitemap take the public origin when the portal is built; the
// pages rendered per request take it when they run. `npm start` resolves one origin for both, and a build
// made for another origin is stale, so no page names an origin other than the running one.

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A project root whose build in `.next` was made for `origin` (or recorded none), after every source. */
function builtFor(origin: string | null): string {
  const root = mkdtempSync(path.join(tmpdir(), 'origin-build-'));
  dirs.push(root);
  const dist = path.join(root, '.next');
  writeFileSync(path.join(root, 'placeholder'), '');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'BUILD_ID'), 'x');
  if (origin) writeFileSync(path.join(dist, 'PUBLIC_ORIGIN'), origin);
  return root;
}

describe('the public origin of a build', () => {
  it('is PUBLIC_ORIGIN, else an older NEXTAUTH_URL’s origin, else localhost on the port', () => {
    expect(resolvePublicOrigin({ PUBLIC_ORIGIN: 'https://portal.example.com/', NEXTAUTH_URL: 'http://localhost:3000' })).toBe('https://portal.example.com');
    expect(resolvePublicOrigin({ NEXTAUTH_URL: 'https://portal.example.com/api/auth' })).toBe('https://portal.example.com');
    expect(resolvePublicOrigin({ PORT: '3800' })).toBe('http://localhost:3800');
    expect(() => resolvePublicOrigin({ PUBLIC_ORIGIN: 'https://portal.example.com/portal' })).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/);
    expect(() => resolvePublicOrigin({ PUBLIC_ORIGIN: 'portal.example.com' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('makes a build for another origin stale, and one for this origin fresh', () => {
    expect(buildIsStale(builtFor('https://portal.example.com'), '.next', 'https://portal.example.com')).toBe(false);
    expect(buildIsStale(builtFor('http://localhost:3000'), '.next', 'https://portal.example.com')).toBe(true);
    expect(buildIsStale(builtFor(null), '.next', 'https://portal.example.com')).toBe(true);
  });
});
