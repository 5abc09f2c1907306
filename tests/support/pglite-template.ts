import { readFileSync } from 'node:fs';
import { PGlite as EmbeddedPostgres, type PGliteOptions } from '../../node_modules/@electric-sql/pglite/dist/index.js';

// The tests open a few hundred in-memory databases, and PGlite builds each one's cluster (initdb) afresh:
// most of a second or two apiece on two cores. vitest resolves '@electric-sql/pglite' here instead
// (vitest.config.ts), so an in-memory database starts from the empty cluster that the global setup made
// once (tests/support/pglite-global-setup.ts), loaded with PGlite's own loadDataDir option. A database
// in a directory, or one given its own data to load, opens as it would anywhere else.

export * from '../../node_modules/@electric-sql/pglite/dist/index.js';

const templatePath = process.env.PGLITE_TEMPLATE_TARBALL;
let template: Blob | undefined;

function emptyCluster(): Blob | undefined {
  if (templatePath && !template) template = new Blob([readFileSync(templatePath)]);
  return template;
}

export class PGlite extends EmbeddedPostgres {
  constructor(dataDirOrOptions?: string | PGliteOptions, maybeOptions?: PGliteOptions) {
    const options: PGliteOptions = typeof dataDirOrOptions === 'string' ? { ...maybeOptions, dataDir: dataDirOrOptions } : { ...dataDirOrOptions };
    const inMemory = !options.dataDir || options.dataDir.startsWith('memory://');
    const cluster = inMemory && !options.loadDataDir ? emptyCluster() : undefined;
    super(cluster ? { ...options, loadDataDir: cluster } : options);
  }
}
