import type { ConfirmationView, SummaryRow } from '@/lib/transactions/confirmation';
import type { UploadValues } from './useUploadForm';

/** A size as the distributor reads it: bytes, KB or MB. */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An upload request's summary: its own rows, the contact details, then the PDF's name and size. */
export function uploadSummary(title: string, request: SummaryRow[], values: UploadValues, file: File): ConfirmationView {
  return {
    title,
    sections: [
      { title: 'Request', rows: request },
      { title: 'Contact', rows: [{ label: 'Email ID', value: values.email }, { label: 'Mobile No', value: values.mobile }] },
      { title: 'Signed Request (PDF)', rows: [{ label: 'File', value: file.name }, { label: 'Size', value: sizeLabel(file.size) }] },
    ],
    amount: null,
  };
}
