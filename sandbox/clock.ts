import type { Db } from './db/client';
import { getSetting, setSetting } from './db/settings';

// The sandbox's "now": real time plus an offset tests can move, so 30-day windows and token expiry
// are testable in seconds. The offset lives in the database (it survives a restart, and SQL's
// sandbox_now() reads the same value); this copy saves a query on every call. Sandbox processes that
// share one PostgreSQL read it again at the start of every request (refresh), since another may move it.

export interface SandboxClock {
  now(): Date;
  offsetMinutes(): number;
  advance(minutes: number): Promise<void>;
  reset(): Promise<void>;
  /** Reads the offset again: another sandbox process on the same database may have moved it. */
  refresh(): Promise<void>;
}

export async function loadClock(db: Db): Promise<SandboxClock> {
  let offset = Number((await getSetting(db, 'clock_offset_minutes')) ?? 0) || 0;
  const store = async (minutes: number) => {
    await setSetting(db, 'clock_offset_minutes', String(minutes));
    offset = minutes;
  };
  return {
    now: () => new Date(Date.now() + offset * 60_000),
    offsetMinutes: () => offset,
    advance: (minutes) => store(offset + minutes),
    reset: () => store(0),
    async refresh() {
      offset = Number((await getSetting(db, 'clock_offset_minutes')) ?? 0) || 0;
    },
  };
}
