import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^server-only$/, replacement: `${root}tests/support/server-only.ts` },
      { find: /^@\//, replacement: root },
      // In-memory databases start from one empty cluster made per run (tests/support/pglite-template.ts).
      { find: /^@electric-sql\/pglite$/, replacement: `${root}tests/support/pglite-template.ts` },
    ],
  },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'] } },
      // The contract files talk to a sandbox over HTTP and change nothing in their own process, so a worker
      // runs them one after another without a fresh process each, and they share its sandbox
      // (tests/contract/sandbox-harness.ts).
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], isolate: false } },
    ],
    environment: 'node',
    pool: 'forks',
    // Every core (vitest leaves one to itself by default, half of a two-core machine): the workers wait on
    // their in-memory databases and sandboxes as much as they compute.
    maxWorkers: availableParallelism(),
    globalSetup: ['tests/support/pglite-global-setup.ts'],
    testTimeout: 20_000,
    // The handlers' one line per request would bury the report; warnings and errors still show.
    env: { LOG_LEVEL: 'warn' },
    hookTimeout: 60_000,
  },
});
