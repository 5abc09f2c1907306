// Where each end-to-end slot listens: its portal, its sandbox and the sandbox's mail receiver, ten ports
// apart per slot from the base ports (E2E_PORT, E2E_SANDBOX_PORT, E2E_SMTP_PORT). Shared by the launcher
// (scripts/e2e-servers.mjs) and the tests (tests/e2e/env.ts), which read their worker's slot.
export function e2eSlotPorts(slot, env = process.env) {
  const port = Number(env.E2E_PORT ?? 3100) + 10 * slot;
  const sandboxPort = Number(env.E2E_SANDBOX_PORT ?? 4110) + 10 * slot;
  const smtpPort = env.E2E_SMTP_PORT ? Number(env.E2E_SMTP_PORT) + 10 * slot : sandboxPort + 1;
  return { port, sandboxPort, smtpPort };
}
