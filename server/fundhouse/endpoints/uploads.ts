import { z } from 'zod';
import { looseString, table, wireString } from '../endpoint';
import { defineUpload } from '../upload-endpoint';

// Physical-mode ("phygital") transactions: the signed order form and cheque as one PDF, which the
// registrar records as a pending request and acknowledges with a reference number (ihno).
// The seed leaves the upload paths unnamed; these are the project's.

/** 24 MB: the registrar answers 413 beyond it (seed 000 sections 8 and 9). */
export const UPLOAD_LIMIT_BYTES = 24 * 1024 * 1024;

/** The fields every upload request carries; the PDF travels beside them as the `Pdffile` part. */
export const uploadRequestFields = z.object({
  email: z.string().min(1).max(100),
  /** Empty for requests that open a new folio (new purchase, ISIP). */
  folio: z.string().max(20).regex(/^\d*$/),
  fund: wireString,
  mobile: z.string().regex(/^\d{10,12}$/),
  pan: z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/),
  userid: z.string().min(1).max(100),
});

export const physicalTransactionUpload = defineUpload({
  name: 'physicalTransactionUpload',
  path: '/SavePhygitalTransactionPdf',
  method: 'POST',
  auth: true,
  params: uploadRequestFields.extend({ reqtype: z.enum(['new', 'add', 'isip', 'swop', 'red']) }),
  file: { field: 'Pdffile', maxBytes: UPLOAD_LIMIT_BYTES, contentType: 'application/pdf' },
  answer: z.object({ DtData: table(z.object({ ihno: looseString })).refine((rows) => rows.length > 0, 'no reference number') }),
});
