#!/usr/bin/env node
// `npm test`: lint (the layer boundaries are ESLint rules, so a crossing fails here; warnings do not),
// the type check, unit and contract tests (vitest), then the end-to-end tests (Playwright against the
// real portal and the real sandbox, which Playwright starts on ports of its own).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const modules = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules');
const steps = [
  ['lint', [path.join(modules, 'eslint', 'bin', 'eslint.js'), '.']],
  ['type check', [path.join(modules, 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.']],
  ['unit and contract tests', [path.join(modules, 'vitest', 'vitest.mjs'), 'run']],
  ['end-to-end tests', [path.join(modules, '@playwright', 'test', 'cli.js'), 'test']],
];

let failed = 0;
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  if (res.status !== 0) {
    failed += 1;
    console.error(`${name} failed (exit ${res.status ?? res.signal})`);
  }
}
process.exit(failed ? 1 : 0);
