'use client';

import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { ContactFields } from '@/components/forms/ContactFields';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PdfFileField } from './PdfFileField';
import { ACKNOWLEDGEMENT_NOTE, ReferenceDialog } from './ReferenceDialog';
import { TermsField } from './TermsField';
import { UploadProgress } from './UploadProgress';
import type { UploadForm, UploadValues } from './useUploadForm';
import { useNoScriptSubmit } from '@/components/forms/no-script';

export interface UploadFormFrameProps<T extends UploadValues> {
  upload: UploadForm<T>;
  /** The request needs a folio and the investor has none: say so and keep Submit off. */
  noFolios: boolean;
  /** The investor's details on record, shown locked. */
  contact: { email: string; mobile: string };
  /** What the PDF must hold, as its field's label. */
  fileLabel: string;
  /** The request's own fields, before the contact details, the PDF and the terms. */
  children: ReactNode;
}

/**
 * What every upload request form shares (seed 001, "NCT form and physical-document upload"): the failure
 * above, the request's fields then the contact details, the PDF and the terms, all locked while sending,
 * the progress, Submit, and the reference-number dialog.
 */
export function UploadFormFrame<T extends UploadValues>({ upload, noFolios, contact, fileLabel, children }: UploadFormFrameProps<T>) {
  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...upload.form}>
      <form {...noScript} onSubmit={upload.onSubmit} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        {upload.banner && <Alert tone="error">{upload.banner}</Alert>}
        {noFolios && <Alert tone="warning">No folios Found</Alert>}
        <fieldset disabled={upload.busy} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Request details</legend>
          {children}
          <ContactFields locked={{ email: contact.email !== '', mobile: contact.mobile !== '' }} />
          <PdfFileField label={fileLabel} onFile={upload.chooseFile} restored={upload.restoredFile} />
          <TermsField />
        </fieldset>
        {upload.progress !== null && <UploadProgress percent={upload.progress} />}
        <div className="flex justify-end border-t border-line pt-4">
          <Button type="submit" busy={upload.busy} busyLabel="Submitting…" disabled={noFolios}>
            Submit
          </Button>
        </div>
        <ReferenceDialog referenceNumber={upload.referenceNumber} note={ACKNOWLEDGEMENT_NOTE} />
      </form>
    </FormProvider>
  );
}
