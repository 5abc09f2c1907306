'use client';

import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, type BffResult } from '@/components/bff/client';

export interface BulkRow {
  /** Letters and digits only (a trail row's number, a PAN): it becomes part of the row's idempotency key. */
  id: string;
  label: string;
  /** What the row's request names (a transaction's reference, a PAN). */
  target: string;
}

export type BulkState = 'waiting' | 'sending' | 'sent' | 'refused';
export interface BulkOutcome extends BulkRow {
  state: BulkState;
  message: string;
}

export interface BulkRun {
  title: string;
  outcomes: BulkOutcome[];
  done: boolean;
}

/**
 * One action over several rows, each row exactly once. Every row's request carries its own idempotency
 * key, made from one key per action, values and set of rows: the same bulk request repeated (a double
 * click, a retry after a lost answer, Run again) replays each row's first answer and sends nothing twice;
 * another action, other values or another selection is a new request. Rows run one after another, so
 * progress shows row by row and the registrar is not flooded.
 */
export function useBulk() {
  const keys = useRef(new Map<string, string>());
  const running = useRef(false);
  const [run, setRun] = useState<BulkRun | null>(null);

  const start = useCallback(
    async (title: string, action: string, rows: BulkRow[], send: (row: BulkRow, key: string) => Promise<BffResult<{ message?: string }>>, values = '') => {
      if (running.current || rows.length === 0) return;
      running.current = true;
      const signature = `${action}|${values}|${rows.map((r) => r.id).sort().join(',')}`;
      const base = keys.current.get(signature) ?? newIdempotencyKey();
      keys.current.set(signature, base);
      const outcomes: BulkOutcome[] = rows.map((r) => ({ ...r, state: 'waiting', message: '' }));
      const show = (done = false) => setRun({ title, outcomes: [...outcomes], done });
      show();
      try {
        for (const [i, row] of rows.entries()) {
          outcomes[i] = { ...row, state: 'sending', message: '' };
          show();
          const answer = await send(row, `${base}_${row.id}`);
          outcomes[i] = answer.ok
            ? { ...row, state: 'sent', message: answer.data.message ?? '' }
            : { ...row, state: 'refused', message: answer.message };
        }
      } finally {
        running.current = false;
        show(true);
      }
    },
    [],
  );

  return { run, start, clear: () => setRun(null), busy: run !== null && !run.done };
}
