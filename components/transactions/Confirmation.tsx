'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bff } from '@/components/bff/client';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { ExternalIcon } from '@/components/ui/icons';
import { confirmPath, type ConfirmResponse } from '@/lib/api/transactions';
import { CONFIRM_BUSY_LABEL, type ConfirmationView } from '@/lib/transactions/confirmation';
import { NAV_APPLICABILITY_URL } from '@/lib/transactions/links';
import { BASE_ROUTE } from '@/lib/transactions/routes';
import { SuccessModal } from './SuccessModal';
import { SummarySections } from './SummarySections';

export interface ConfirmationProps {
  /** The registry kind the BFF confirms. */
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
    const result = await bff<ConfirmResponse>(confirmPath(kind, f), { method: 'POST', idempotencyKey: confirmKey });
    setBusy(false);
    if (result.ok) setReference(result.data.reference);
    else setError(result.message);
  }

  return (
    <section aria-label="Summary" className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      {error && <Alert tone="error">{error}</Alert>}
      <SummarySections view={view} />
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
