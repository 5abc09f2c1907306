// Ports the end-to-end portal and sandbox listen on; playwright.config.ts starts them with these.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
export const SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
export const PASSWORD = 'Demo@2026';
export const USERS = {
  demo: 'demo@dit.test',
  txn: 'txn@dit.test',
  expired: 'expired@dit.test',
  notEmpanelled: 'notempanelled@dit.test',
} as const;
