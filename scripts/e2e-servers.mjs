#!/usr/bin/env node
// The portals and sandboxes the end-to-end tests drive: one pair per Playwright worker (a "slot"), each on
// ports of its own (tests/e2e/env.ts) with a store and a registrar of its own, so two workers never reset
// or read each other's state. One build serves them all: the slots start one after another, the first
// building when the sources changed, and every slot names the same public origin (slot 0's), which the
// build's prerendered pages carry. Slot 0 starts last, so its answering means every slot is up.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitForHealth } from './lib.mjs';
import { e2eSlotPorts } from './e2e-slots.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const slots = Math.max(1, Number(process.env.E2E_SLOTS ?? 1));
const origin = `http://localhost:${e2eSlotPorts(0).port}`;
const children = [];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (let slot = slots - 1; slot >= 0; slot--) {
  const { port, sandboxPort, smtpPort } = e2eSlotPorts(slot);
  const env = {
    ...process.env,
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_SMTP_PORT: String(smtpPort),
    PUBLIC_ORIGIN: origin,
    PORTAL_DATA_DIR: `.data/e2e-${port}/portal`,
    SANDBOX_DATA_DIR: `.data/e2e-${port}/sandbox`,
  };
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.log(`end-to-end slot ${slot} stopped (${signal ?? code})`);
    stopAll(code ?? 1);
  });
  children.push(child);
  // A first start builds the portal (minutes on two cores) and seeds the sandbox.
  await waitForHealth(`http://localhost:${port}/login`, 900_000);
  console.log(`end-to-end slot ${slot}: portal ${port}, sandbox ${sandboxPort}`);
}
