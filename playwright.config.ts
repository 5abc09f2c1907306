import { defineConfig, devices } from '@playwright/test';

import { E2E_DIGEST_TICK_SECONDS, E2E_PORT as port, E2E_SANDBOX_PORT as sandboxPort, E2E_SMTP_PORT } from './tests/e2e/env';

export default defineConfig({
  testDir: 'tests/e2e',
  // The sandbox is one shared registrar whose state tests reset, so files run one at a time.
  workers: 1,
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
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/login`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_SMTP_PORT: String(E2E_SMTP_PORT),
      DIGEST_TICK_SECONDS: String(E2E_DIGEST_TICK_SECONDS),
      // Per port, so two runs (say, two branches of work) can go side by side.
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-test',
      // A release build, so the scale-out test runs its instances from a release (scripts/package.mjs). The
      // portal under test is still the custom server (its connection address), over which Next warns once
      // that a standalone build is meant for its own server.js.
      PORTAL_STANDALONE: '1',
      PORTAL_DATA_DIR: `.data/e2e-${port}/portal`,
      SANDBOX_DATA_DIR: `.data/e2e-${port}/sandbox`,
    },
  },
});
