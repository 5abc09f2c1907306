import type { FieldValues } from 'react-hook-form';
import type { ConfirmationView } from '@/lib/transactions/confirmation';

/**
 * An upload request checked on its form and waiting for Confirm. The registrar takes the request and
 * the PDF in one upload and a File cannot be kept in a server draft, so it waits here, in this tab's
 * memory only: never in localStorage or sessionStorage, which would keep the investor's details and
 * document on the device. A reload or another tab starts empty, and the confirm screen says so.
 */
export interface StagedUpload {
  api: string;
  /** The flow's sealed investor token: a request staged for one investor is never shown for another. */
  flow: string;
  /** The form's values, the file's facts included (the upload body leaves those out). */
  values: FieldValues;
  file: File;
  /** Made once and kept until a success, so a repeat returns the first reference number. */
  key: string;
  view: ConfirmationView;
}

// One slot: a distributor confirms one request at a time, and staging another replaces it.
let staged: StagedUpload | null = null;

export function stageUpload(upload: StagedUpload): void {
  staged = upload;
}

export function stagedUpload(api: string, flow: string): StagedUpload | null {
  return staged && staged.api === api && staged.flow === flow ? staged : null;
}

/** Forgets the request once it has its reference number, so nothing of it stays in memory. */
export function clearStagedUpload(upload: StagedUpload): void {
  if (staged === upload) staged = null;
}
