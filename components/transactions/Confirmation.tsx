'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ConfirmResponse } from '@/app/api/transactions/confirm/route';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { ExternalIcon } from '@/components/ui/icons';
import { formatRupees, rupeesInWords } from '@/lib/money';
import { CONFIRM_BUSY_LABEL, IDEMPOTENCY_HEADER, type ConfirmationView } from '@/lib/transactions/confirmation';
import { NAV_APPLICABILITY_URL } from '@/lib/transactions/links';
import { BASE_ROUTE } from '@/lib/transactions/routes';
import { callBff } from './bff';
import { SuccessModal } from './SuccessModal';

export interface ConfirmationProps {
  /** The draft kind the BFF confirms. */
  kind: string;
  /** The flow token naming the investor. */
  f: string;
  /** The draft's idempotency key: the same for every click, retry and tab of this draft. */
  confirmKey: string;
  view: ConfirmationView;
  backHref: string;
}

/** The shared confirmation screen (seed 001 section 2): the summary, Back, and Confirm once. */
export function Confirmation({ kind, f, confirmKey, view, backHref }: ConfirmationProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await callBff<ConfirmResponse>('/api/transactions/confirm', {
      body: { kind, f },
      headers: { [IDEMPOTENCY_HEADER]: confirmKey },
    });
    setBusy(false);
    if (result.ok) setReference(result.data.reference);
    else setError(result.message);
  }

  const rows: [string, string][] = [
    ['Email ID', view.email],
    ['Phone No', view.phone],
    ['Scheme', view.scheme],
    ['Folio', view.folio],
    ...view.details.map((d): [string, string] => [d.label, d.value]),
  ];

  return (
    <section aria-label="Summary" className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      {error && <Alert tone="error">{error}</Alert>}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
        {view.amount !== null && (
          <div className="sm:col-span-2">
            <dt className="text-xs text-ink-muted">Amount</dt>
            <dd className="text-lg font-semibold text-ink">{formatRupees(view.amount)}</dd>
            <dd className="text-sm text-ink-muted">{rupeesInWords(view.amount)}</dd>
          </div>
        )}
      </dl>
      <p className="text-sm">
        <a href={NAV_APPLICABILITY_URL} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
          Know about NAV applicability
          <ExternalIcon className="h-3.5 w-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
        <Link href={backHref} className={buttonClassName('secondary')}>
          Back
        </Link>
        <Button onClick={() => void confirm()} busy={busy} busyLabel={CONFIRM_BUSY_LABEL} disabled={reference !== null}>
          Confirm
        </Button>
      </div>
      <SuccessModal reference={reference} onClose={() => router.push(BASE_ROUTE)} />
    </section>
  );
}
