import type { Db } from '../../db/client';

// The registrar's memory of requests that carried a RequestRef (this project's own field,
// docs/upstream-protocol.md) on calls that send something: the mail-back requests, the e-KYC mail and
// the NFO link. A repeat of the reference is answered with the first answer and sends nothing.

export const requestReplayDdl = /* sql */ `
create table request_replays (
  arn text not null,
  path text not null,
  request_ref text not null,
  answer jsonb not null,
  made_at timestamptz not null default sandbox_now(),
  primary key (arn, path, request_ref)
);
`;

/** Runs `make` once per (ARN, path, reference); a refusal is not kept, so a corrected repeat is heard. */
export async function replayByRef<A extends object>(db: Db, key: { arn: string; path: string; requestRef?: string }, make: () => Promise<A>, made: (answer: A) => boolean): Promise<A> {
  const ref = key.requestRef?.trim();
  if (!ref) return make();
  const { rows } = await db.query<{ answer: A }>('select answer from request_replays where arn = $1 and path = $2 and request_ref = $3', [key.arn, key.path, ref]);
  if (rows[0]) return rows[0].answer;
  const answer = await make();
  if (made(answer)) {
    await db.query('insert into request_replays (arn, path, request_ref, answer) values ($1, $2, $3, $4) on conflict do nothing', [key.arn, key.path, ref, JSON.stringify(answer)]);
  }
  return answer;
}
