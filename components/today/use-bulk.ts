'use client';

import { useCallback, useRef, useState } from 'react';
import type { BffResult } from '@/components/bff/client';

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
 * The idempotency key of one row's request: a digest of the action, its values and the registrar's day,
 * then the row. Nothing random and nothing kept in the page, so the same request for the same row on
 * the same day (a double click, a retry after a lost answer, Run again, the page reloaded, the row
 * chosen again among others) replays the first answer and sends nothing twice; another action, other
 * values or the next day is a new request. The server keeps a key for a day.
 */
export async function bulkKey(action: string, values: string, day: string, rowId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${action}|${values}|${day}`));
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return `bulk-${hex}_${rowId}`;
}

/**
 * One action over several rows, each row exactly once (bulkKey). Rows run one after another, so
 * progress shows row by row and the registrar is not flooded.
 */
export function useBulk(day: string) {
  const running = useRef(false);
  const [run, setRun] = useState<BulkRun | null>(null);

  const start = useCallback(
    async (title: string, action: string, rows: BulkRow[], send: (row: BulkRow, key: string) => Promise<BffResult<{ message?: string }>>, values = '') => {
      if (running.current || rows.length === 0) return;
      running.current = true;
      const outcomes: BulkOutcome[] = rows.map((r) => ({ ...r, state: 'waiting', message: '' }));
      const show = (done = false) => setRun({ title, outcomes: [...outcomes], done });
      show();
      try {
        for (const [i, row] of rows.entries()) {
          outcomes[i] = { ...row, state: 'sending', message: '' };
          show();
          const answer = await send(row, await bulkKey(action, values, day, row.id));
          outcomes[i] = answer.ok
            ? { ...row, state: 'sent', message: answer.data.message ?? '' }
            : { ...row, state: 'refused', message: answer.message };
        }
      } finally {
        running.current = false;
        show(true);
      }
    },
    [day],
  );

  return { run, start, clear: () => setRun(null), busy: run !== null && !run.done };
}
