import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// Makes the empty cluster every in-memory test database starts from (tests/support/pglite-template.ts),
// once per run, and hands its path to the test workers through the environment they inherit.
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'cluster.tar');
  const pg = new PGlite();
  await pg.waitReady;
  writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await pg.close();
  process.env.PGLITE_TEMPLATE_TARBALL = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
