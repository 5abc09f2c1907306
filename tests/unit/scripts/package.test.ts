import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageRelease, unpackageable } from '../../../scripts/package.mjs';
import { PRERENDERED_PAGES } from '../../../server/http/prerendered.mjs';

// `npm run package` on a made-up build: what a release holds, and the builds it refuses.

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project({ standalone = true } = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'package-test-'));
  made.push(root);
  const dist = path.join(root, '.next-release');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write(path.join(dist, 'BUILD_ID'), 'build-1');
  write(path.join(dist, 'PUBLIC_ORIGIN'), 'https://portal.example.com');
  write(path.join(dist, 'static', 'chunks', 'app.js'), 'js');
  if (standalone) {
    write(path.join(dist, 'standalone', 'server.js'), '// server');
    write(path.join(dist, 'standalone', 'node_modules', 'next', 'package.json'), '{}');
    for (const name of PRERENDERED_PAGES.values()) {
      const base = path.join(dist, 'standalone', '.next-release', 'server', 'app', name);
      write(`${base}.html`, '<script>1</script>');
      write(`${base}.meta`, JSON.stringify({ headers: {} }));
    }
  }
  write(path.join(root, 'public', 'robots-extra.txt'), 'public file');
  write(path.join(root, 'server', 'store', 'migrations', '0000_auth.sql'), 'create table x ();');
  return root;
}

describe('packageRelease', () => {
  it('lays out Next’s standalone server with the static files, public/, the migrations and the stamped policies', () => {
    const root = project();
    const out = path.join(root, 'out');
    const release = packageRelease({ project: root, dist: '.next-release', out });
    expect(release).toMatchObject({ buildId: 'build-1', publicOrigin: 'https://portal.example.com' });
    for (const file of ['server.js', 'node_modules/next/package.json', '.next-release/static/chunks/app.js', 'public/robots-extra.txt', 'server/store/migrations/0000_auth.sql', 'release.json']) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    const [name] = [...PRERENDERED_PAGES.values()];
    const meta = JSON.parse(readFileSync(path.join(out, '.next-release', 'server', 'app', `${name}.meta`), 'utf8')) as { headers: Record<string, string> };
    expect(meta.headers['content-security-policy']).toContain("'sha256-");
  });

  it('refuses a missing build and a build without the standalone server, saying which', () => {
    const root = project({ standalone: false });
    expect(unpackageable(path.join(root, 'nowhere'))).toBe(`no build in ${path.join(root, 'nowhere')}: run npm run package, which builds it`);
    expect(() => packageRelease({ project: root, dist: '.next-release', out: path.join(root, 'out') })).toThrow(
      `${path.join(root, '.next-release')} is not a release build: build it with PORTAL_STANDALONE=1`,
    );
  });
});
