'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ReferenceDialog } from './ReferenceDialog';
import { UploadProgress } from './UploadProgress';
import type { UploadSubmitState } from './useUploadSubmit';

export interface UploadFormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  upload: UploadSubmitState;
  busy: boolean;
  /** The request needs a folio and the investor has none: say so and keep Submit off. */
  noFolios: boolean;
  /** The line under the reference number in the success dialog. */
  note: string;
  /** The request's fields. */
  children: ReactNode;
}

/**
 * What every upload request form shares (seed 001, "NCT form and physical-document upload"): the failure
 * above, the fields locked while sending, the progress, Submit, and the reference-number dialog.
 */
export function UploadFormFrame({ onSubmit, upload, busy, noFolios, note, children }: UploadFormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      {upload.message && <Alert tone="error">{upload.message}</Alert>}
      {noFolios && <Alert tone="warning">No folios Found</Alert>}
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Request details</legend>
        {children}
      </fieldset>
      {upload.progress !== null && <UploadProgress percent={upload.progress} />}
      <div className="flex justify-end border-t border-line pt-4">
        <Button type="submit" busy={busy} busyLabel="Submitting…" disabled={noFolios}>
          Submit
        </Button>
      </div>
      <ReferenceDialog referenceNumber={upload.referenceNumber} note={note} />
    </form>
  );
}
