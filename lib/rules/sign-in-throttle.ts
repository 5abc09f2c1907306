// Sign-in throttling rule from the spec: after 5 failures for one user id (or 20 from one address) within
// 15 minutes, further tries are refused for 15 minutes; a success resets the user id's count.
// Isomorphic (no I/O): the store enforces it, the sign-in page shows the message.

export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;

export const FAILURE_WINDOW_MS = FAILURE_WINDOW_MINUTES * 60_000;
export const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;

export function throttleMessage(retryAfterSeconds: number): string {
  // Never tell someone to wait "0 minutes" while they are still refused.
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many unsuccessful sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
