// Ports the end-to-end portal and sandbox listen on; playwright.config.ts starts them with these.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
/** The sandbox's SMTP receiver, which the end-to-end portal sends its mail through. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_SANDBOX_PORT + 1);
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
