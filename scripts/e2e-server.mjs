#!/usr/bin/env node
// The portal and sandbox the end-to-end tests drive: a clean portal store and sandbox on every run,
// so throttling counters and changed passwords from an earlier run cannot leak in.
import { rmSync } from 'node:fs';

for (const dir of [process.env.PORTAL_DATA_DIR, process.env.SANDBOX_DATA_DIR]) {
  if (dir && dir.startsWith('.data/e2e-')) rmSync(dir, { recursive: true, force: true });
}
await import('./start.mjs');
