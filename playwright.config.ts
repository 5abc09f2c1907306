import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

import { E2E_DIGEST_TICK_SECONDS, E2E_PORT as port } from './tests/e2e/env';

// Each worker drives a portal and a sandbox of its own (scripts/e2e-servers.mjs, tests/e2e/env.ts). Two by
// default on a machine with two cores or more: the whole suite on one worker left about half of two cores
// idle (its tests wait on timers, polling and round trips more than they compute), so a second worker
// overlaps those waits (bench/README.md). E2E_WORKERS=1 for one, E2E_WORKERS=4 on a bigger machine.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())));

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order on one worker (they share its sandbox, which each test resets); files are
  // shared out between the workers.
  workers,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace takes screenshots and DOM snapshots at every action, work the browser does on the same two
    // cores as the test: CI records it on the retry of a failed test (it retries once), not on every test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    url: `http://localhost:${port}/login`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // One portal and sandbox per worker, on ports ten apart from these (scripts/e2e-slots.mjs).
      E2E_SLOTS: String(workers),
      DIGEST_TICK_SECONDS: String(E2E_DIGEST_TICK_SECONDS),
      // Per port, so two runs (say, two branches of work) can go side by side; the slots of one run share it.
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-test',
      // A release build, so the scale-out test runs its instances from a release (scripts/package.mjs). The
      // portal under test is still the custom server (its connection address), over which Next warns once
      // that a standalone build is meant for its own server.js.
      PORTAL_STANDALONE: '1',
    },
  },
});
