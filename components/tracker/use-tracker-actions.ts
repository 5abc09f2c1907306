'use client';

import { useCallback, useRef, useState } from 'react';
import { bff, newIdempotencyKey } from '@/components/bff/client';
import { reinitiatePath, type ReinitiateResponse } from '@/lib/api/dashboard-lists';
import { reinitiatedMessage } from '@/lib/drilldowns/transactions';
import { resendRefusedMessage, type ResendResult } from '@/lib/tracker/messages';
import { resendPath } from '@/lib/tracker/query';

export type Notice = { tone: 'success' | 'error'; text: string } | null;
type Action = 'resend' | 'reinitiate';

/**
 * Resend and Reinitiate for the tracker's rows and a transaction's page. Each attempt at one row keeps
 * its idempotency key until it succeeds, so a double click or a retry after a lost answer sends nothing
 * twice; a ref, not state, stops a second click in the same frame.
 */
export function useTrackerActions(onDone: () => Promise<unknown> | void) {
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const keys = useRef(new Map<string, string>());
  const running = useRef(false);

  const run = useCallback(
    async (action: Action, reference: string) => {
      if (running.current) return;
      running.current = true;
      setBusy(`${action}:${reference}`);
      setNotice(null);
      const id = `${action}:${reference}`;
      const key = keys.current.get(id) ?? newIdempotencyKey();
      keys.current.set(id, key);
      try {
        if (action === 'resend') {
          const sent = await bff<ResendResult>(resendPath(reference), { method: 'POST', idempotencyKey: key });
          if (!sent.ok) return setNotice({ tone: 'error', text: resendRefusedMessage(reference, sent.message) });
          setNotice({ tone: 'success', text: sent.data.message });
        } else {
          const made = await bff<ReinitiateResponse>(reinitiatePath(reference), { method: 'POST', idempotencyKey: key });
          if (!made.ok) return setNotice({ tone: 'error', text: made.message });
          setNotice({ tone: 'success', text: reinitiatedMessage(made.data.ihno) });
        }
        keys.current.delete(id);
        await onDone();
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [onDone],
  );

  return { notice, busy, run };
}
