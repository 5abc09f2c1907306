'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { bffUpload } from '@/components/bff/client';
import { SummarySections } from '@/components/transactions/SummarySections';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import type { UploadResponse } from '@/lib/api/uploads';
import { CONFIRM_BUSY_LABEL } from '@/lib/transactions/confirmation-texts';
import { ACKNOWLEDGEMENT_NOTE, ReferenceDialog } from './ReferenceDialog';
import { clearStagedUpload, type StagedUpload } from './staged-upload';
import { uploadBody } from './upload-body';
import { UploadProgress } from './UploadProgress';
import { refusalText } from '@/components/forms/refusal';

/**
 * The confirm step of an upload request (seed 001 section 2, shared confirmation screen): the summary,
 * Back, and Confirm, which sends the staged request and PDF in one upload. The staged key goes with
 * every attempt and a second click is ignored while one is on its way, so the request is made once.
 */
export function UploadConfirm({ staged, backHref }: { staged: StagedUpload; backHref: string }) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function confirm() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setProgress(0);
    const result = await bffUpload<UploadResponse>(staged.api, uploadBody(staged.flow, staged.values, staged.file), staged.key, setProgress);
    setProgress(null);
    setBusy(false);
    if (result.ok) {
      // Done: nothing of the request stays in memory, and Confirm stays off.
      clearStagedUpload(staged);
      setReference(result.data.referenceNumber);
      return;
    }
    inFlight.current = false;
    // There are no fields here to put a refusal beside, so its field messages are the text.
    setError(refusalText(result));
  }

  return (
    <section aria-label="Summary" className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      {error && <Alert tone="error">{error}</Alert>}
      <SummarySections view={staged.view} />
      {progress !== null && <UploadProgress percent={progress} />}
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
        <Link
          href={backHref}
          aria-disabled={busy || undefined}
          className={`${buttonClassName('secondary')} ${busy ? 'pointer-events-none opacity-50' : ''}`}
        >
          Back
        </Link>
        <Button onClick={() => void confirm()} busy={busy} busyLabel={CONFIRM_BUSY_LABEL} disabled={reference !== null}>
          Confirm
        </Button>
      </div>
      <ReferenceDialog referenceNumber={reference} note={ACKNOWLEDGEMENT_NOTE} />
    </section>
  );
}
