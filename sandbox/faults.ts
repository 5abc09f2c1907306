import { z } from 'zod';

// Misbehaviour on demand, so tests can prove the portal survives a registrar having a bad day.
// Kept in memory on purpose: a test tool, cleared by reset and by a restart.
//
// When a fault strikes:
// - http-500, http-503, reject-token: instead of the handler (nothing changes upstream);
// - delay: before the handler, which then runs normally;
// - malformed, wrong-key: after the handler (the work was done, the answer is lost), the hard case
//   for a client deciding whether to retry;
// - wrong-nonce, wrong-identity: inside the handler that knows what they mean (today: login).

export const FAULT_KINDS = [
  'wrong-nonce',
  'wrong-identity',
  'http-500',
  'http-503',
  'malformed',
  'wrong-key',
  'delay',
  'reject-token',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

export const faultRequest = z.object({
  path: z.string().startsWith('/'),
  kind: z.enum(FAULT_KINDS),
  times: z.number().int().min(1).max(10_000).default(1),
  ms: z.number().int().min(0).max(120_000).default(1_000),
});

export type FaultRequest = z.output<typeof faultRequest>;

export interface ArmedFault {
  kind: FaultKind;
  ms: number;
}

export interface FaultBoard {
  arm(fault: FaultRequest): void;
  /** Uses up one strike of the oldest fault armed for the path. */
  take(path: string): ArmedFault | null;
  list(): FaultRequest[];
  clear(): void;
}

export function createFaultBoard(): FaultBoard {
  let armed: FaultRequest[] = [];
  return {
    arm(fault) {
      armed.push({ ...fault });
    },
    take(path) {
      const fault = armed.find((f) => f.path === path);
      if (!fault) return null;
      fault.times -= 1;
      if (fault.times <= 0) armed = armed.filter((f) => f !== fault);
      return { kind: fault.kind, ms: fault.ms };
    },
    list: () => armed.map((f) => ({ ...f })),
    clear() {
      armed = [];
    },
  };
}
