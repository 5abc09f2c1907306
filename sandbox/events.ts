import type { Db } from './db/client';
import type { FaultKind } from './faults';

// The call log: which API path was called, by whom, and how it ended. Tests count calls with it
// (for example, how many token refreshes a page load caused). Parameters are never stored.

export type Outcome = 'ok' | 'error' | '401';

export interface CallEvent {
  at: string;
  path: string;
  userId: string | null;
  outcome: Outcome;
  requestId: string | null;
  fault: FaultKind | null;
}

interface Row {
  at: Date;
  path: string;
  user_id: string | null;
  outcome: Outcome;
  request_id: string | null;
  fault: FaultKind | null;
}

export async function recordCall(db: Db, event: Omit<CallEvent, 'at'>): Promise<void> {
  await db.query('insert into call_events (path, user_id, outcome, request_id, fault) values ($1, $2, $3, $4, $5)', [
    event.path,
    event.userId,
    event.outcome,
    event.requestId,
    event.fault,
  ]);
}

/** Oldest first, so a test reads the calls in the order they happened. */
export async function listCalls(db: Db, filter: { path?: string; since?: Date } = {}): Promise<CallEvent[]> {
  const { rows } = await db.query<Row>(
    `select at, path, user_id, outcome, request_id, fault from call_events
      where ($1::text is null or path = $1) and ($2::timestamptz is null or at >= $2)
      order by id limit 10000`,
    [filter.path ?? null, filter.since ?? null],
  );
  return rows.map((r) => ({
    at: r.at.toISOString(),
    path: r.path,
    userId: r.user_id,
    outcome: r.outcome,
    requestId: r.request_id,
    fault: r.fault,
  }));
}
