import { ZERO_BALANCE_MESSAGES } from '../../rules/zero-balance';
import { NOT_PDF_MESSAGE, PDF_MAGIC } from '../../rules/pdf-upload';
// An upload request's limits, wording and file checks without zod, for the upload forms' components;
// ./physical-upload.ts holds the schemas.

/** Files PDF up to 24 MB (seed 001 section 9, seed 000 section 9). */
export const UPLOAD_MAX_BYTES = 24 * 1024 * 1024;
export const PDF_TYPE = 'application/pdf';

export { PDF_MAGIC };
export const PHYGITAL_REQUEST_TYPES = ['new', 'add', 'isip', 'swop', 'red'] as const;
export type PhygitalRequestType = (typeof PHYGITAL_REQUEST_TYPES)[number];

export const UPLOAD_MESSAGES = {
  emailMandatory: 'Email ID is mandatory',
  emailInvalid: 'Please enter an valid Email ID',
  mobileMandatory: 'Mobile is mandatory',
  mobileInvalid: 'Enter a valid Phone number',
  folioMandatory: 'Folio is mandatory',
  folioInvalid: 'Please select a valid folio',
  redeemZeroBalance: ZERO_BALANCE_MESSAGES.redemption,
  switchZeroBalance: ZERO_BALANCE_MESSAGES.switch,
  fileMandatory: 'PDF File is mandatory',
  fileNotPdf: NOT_PDF_MESSAGE,
  fileTooLarge: 'Upload file size too large. Try uploading a smaller file less than 24 MB or change the file format.',
  terms: 'Please Read Terms and Conditions',
  /** The feedback for a file that passed every check (shown in green with a tick). */
  uploaded: 'Upload Successfully',
} as const;

/** What is known about a chosen file: the browser knows its size, the server learns it while streaming. */
export interface FileFacts {
  name: string;
  type: string;
  /** null while unknown (the server counts the bytes as they pass). */
  size: number | null;
  /** The first bytes, as latin1 text. */
  head: string;
}

export function isPdfFacts(f: Pick<FileFacts, 'name' | 'type' | 'head'>): boolean {
  const type = f.type.split(';')[0]!.trim().toLowerCase();
  // Some systems give no type for a .pdf; the name and the first bytes decide then.
  const typeOk = type === PDF_TYPE || (type === '' && /\.pdf$/i.test(f.name));
  return typeOk && f.head.startsWith(PDF_MAGIC);
}

/** The first rule a file breaks, or null for an acceptable PDF. */
export function fileProblem(f: FileFacts | null | undefined): string | null {
  if (!f) return UPLOAD_MESSAGES.fileMandatory;
  if (f.size !== null && f.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.fileTooLarge;
  if (!isPdfFacts(f)) return UPLOAD_MESSAGES.fileNotPdf;
  return null;
}

export const MOBILE_INPUT_MAX = 10;

/** A new purchase and an ISIP open a new folio; the other requests act on an existing one. */
export function needsFolio(reqtype: PhygitalRequestType): boolean {
  return reqtype === 'add' || reqtype === 'swop' || reqtype === 'red';
}

/** Redemption and switch need units in the folio: the seed's refusal for a zero-balance folio, or null. */
export function zeroBalanceProblem(reqtype: PhygitalRequestType): string | null {
  if (reqtype === 'red') return UPLOAD_MESSAGES.redeemZeroBalance;
  if (reqtype === 'swop') return UPLOAD_MESSAGES.switchZeroBalance;
  return null;
}
