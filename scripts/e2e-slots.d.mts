/** Where each end-to-end slot listens (scripts/e2e-slots.mjs). */
export function e2eSlotPorts(slot: number, env?: Record<string, string | undefined>): { port: number; sandboxPort: number; smtpPort: number };
