import { z } from 'zod';
import type { Db } from './db/client';

// Misbehaviour on demand, so tests can prove the portal survives a registrar having a bad day.
// A test tool, cleared by reset and, on a sandbox of one process, by a restart.
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
  arm(fault: FaultRequest): Promise<void>;
  /** Uses up one strike of the oldest fault armed for the path. */
  take(path: string): Promise<ArmedFault | null>;
  list(): Promise<FaultRequest[]>;
  clear(): Promise<void>;
}

export const faultsDdl = /* sql */ `
create table faults (
  id bigserial primary key,
  path text not null,
  kind text not null,
  times int not null check (times > 0),
  ms int not null
);
create index faults_path on faults (path, id);
`;

interface Row {
  path: string;
  kind: FaultKind;
  times: number;
  ms: number;
}

/**
 * The board lives in the database, so a fault armed through one sandbox process strikes whichever
 * process takes the call; one statement takes a strike, so two processes never use the same one.
 */
export function createFaultBoard(db: Db): FaultBoard {
  return {
    async arm(fault) {
      await db.query('insert into faults (path, kind, times, ms) values ($1, $2, $3, $4)', [fault.path, fault.kind, fault.times, fault.ms]);
    },
    async take(path) {
      const { rows } = await db.query<Pick<Row, 'kind' | 'ms'>>(
        `with hit as (select id, times from faults where path = $1 order by id limit 1 for update),
              gone as (delete from faults f using hit where f.id = hit.id and hit.times <= 1 returning f.kind, f.ms),
              kept as (update faults f set times = f.times - 1 from hit where f.id = hit.id and hit.times > 1 returning f.kind, f.ms)
         select kind, ms from gone union all select kind, ms from kept`,
        [path],
      );
      return rows[0] ?? null;
    },
    async list() {
      const { rows } = await db.query<Row>('select path, kind, times, ms from faults order by id');
      return rows;
    },
    async clear() {
      await db.exec('delete from faults');
    },
  };
}
