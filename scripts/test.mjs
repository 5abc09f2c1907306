#!/usr/bin/env node
// `npm test`: lint (the layer boundaries are ESLint rules, so a crossing fails here; warnings do not),
// the type check, unit and contract tests (vitest), then the end-to-end tests (Playwright against the
// real portal and the real sandbox, which Playwright starts on ports of its own).
//
// Lint and the type check each keep one core busy, so they run side by side (their reports are printed
// whole, one after the other). The end-to-end build then skips Next's own type check, the same check
// the step before has just passed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const modules = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules');
const LINT = ['lint', [path.join(modules, 'eslint', 'bin', 'eslint.js'), '.']];
const TYPES = ['type check', [path.join(modules, 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.']];
const UNIT = ['unit and contract tests', [path.join(modules, 'vitest', 'vitest.mjs'), 'run']];
const E2E = ['end-to-end tests', [path.join(modules, '@playwright', 'test', 'cli.js'), 'test']];

let failed = 0;
const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

function report(name, status, output = '') {
  console.log(`\n=== ${name} (done at ${minutes()}) ===`);
  if (output) process.stdout.write(output);
  if (status !== 0) {
    failed += 1;
    console.error(`${name} failed (exit ${status})`);
  }
  return status === 0;
}

/** Runs a step with its output kept, answering its exit status and what it printed. */
function buffered([, args]) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) => resolve({ status: code ?? signal, output }));
  });
}

function inherited([name, args], env = process.env) {
  console.log(`\n=== ${name} (from ${minutes()}) ===`);
  const res = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  return report(name, res.status ?? res.signal);
}

const [lint, types] = await Promise.all([buffered(LINT), buffered(TYPES)]);
report(LINT[0], lint.status, lint.output);
const typed = report(TYPES[0], types.status, types.output);
inherited(UNIT);
inherited(E2E, typed ? { ...process.env, SKIP_BUILD_TYPECHECK: '1' } : process.env);
process.exit(failed ? 1 : 0);
