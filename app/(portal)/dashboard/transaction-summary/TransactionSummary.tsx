'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { bff, newIdempotencyKey } from '@/components/bff/client';
import { useReadAgain } from '@/components/bff/use-bff';
import { Alert } from '@/components/ui/Alert';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { useHydrated } from '@/components/ui/use-hydrated';
import { reinitiatePath, TRANSACTIONS_API, type ReinitiateResponse } from '@/lib/api/dashboard-lists';
import { reinitiatedMessage, TRANSACTION_TABS, transactionSummaryHref, transactionTab } from '@/lib/drilldowns/transactions';
import { TransactionPanel } from './TransactionPanel';

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function TransactionSummary() {
  const tab = transactionTab(useSearchParams().get('tab'));
  const readAgain = useReadAgain();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // One idempotency key per row for this visit: a repeat of the same attempt replays its answer.
  const keys = useRef(new Map<string, string>());
  const running = useRef(false);

  const onReinitiate = useCallback(
    async (ihno: string) => {
      // A ref, not state: a second click in the same frame must not get through before the re-render.
      if (running.current) return;
      running.current = true;
      setBusy(ihno);
      setNotice(null);
      const key = keys.current.get(ihno) ?? newIdempotencyKey();
      keys.current.set(ihno, key);
      try {
        const created = await bff<ReinitiateResponse>(reinitiatePath(ihno), { method: 'POST', idempotencyKey: key });
        if (!created.ok) {
          setNotice({ tone: 'error', text: created.message });
          return;
        }
        keys.current.delete(ihno);
        setNotice({ tone: 'success', text: reinitiatedMessage(created.data.ihno) });
        // The new transaction is pending and the old row can no longer be reinitiated: read every tab again.
        await readAgain(TRANSACTIONS_API);
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [readAgain],
  );

  if (!useHydrated()) return <SkeletonLines lines={4} label="Loading transactions…" />;
  return (
    <div className="space-y-4">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Tabs
        label="Transactions by authorisation state"
        selected={tab}
        // The query string keeps the tab, so a reload or a shared address opens the same list.
        onChange={(id) => window.history.replaceState(null, '', transactionSummaryHref(transactionTab(id)))}
        tabs={TRANSACTION_TABS.map((t) => ({
          id: t.id,
          label: t.label,
          panel: <TransactionPanel state={t.id} title={t.label} busy={busy} onReinitiate={onReinitiate} />,
        }))}
      />
    </div>
  );
}
