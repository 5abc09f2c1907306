import { e2eSlotPorts } from '../../scripts/e2e-slots.mjs';

// Ports the end-to-end portal and sandbox listen on. Each Playwright worker drives a portal and a sandbox
// of its own (its slot: scripts/e2e-servers.mjs starts one pair per worker); in a worker this is its own
// slot's, in the runner slot 0's. playwright.config.ts starts them.
export const E2E_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const own = e2eSlotPorts(E2E_SLOT);
export const E2E_PORT = own.port;
export const E2E_SANDBOX_PORT = own.sandboxPort;
/** The sandbox's SMTP receiver, which the end-to-end portal sends its mail through. */
export const E2E_SMTP_PORT = own.smtpPort;
/** The public origin every slot's portal names (the one build's): slot 0's. */
export const E2E_PUBLIC_ORIGIN = `http://localhost:${e2eSlotPorts(0).port}`;
/** How often the end-to-end portal looks for a due digest: a test waits a few of these, not half minutes. */
export const E2E_DIGEST_TICK_SECONDS = 2;
export const SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
export const PASSWORD = 'Demo@2026';
export const USERS = {
  demo: 'demo@dit.test',
  txn: 'txn@dit.test',
  expired: 'expired@dit.test',
  notEmpanelled: 'notempanelled@dit.test',
} as const;
