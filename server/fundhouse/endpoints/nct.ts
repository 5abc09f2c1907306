import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';
import { defineUpload } from '../upload-endpoint';
import { UPLOAD_LIMIT_BYTES, uploadRequestFields } from './uploads';

// Non-commercial transactions (change of address, bank mandate, nomination…): the registrar's list of
// request types, and the request itself with its signed PDF.

/** The NCT request types the registrar takes for the fund. */
export const nctTypes = defineEndpoint({
  name: 'nctTypes',
  path: '/GetNCTKtrackgo',
  method: 'GET',
  auth: true,
  params: z.object({ fund: wireString }),
  answer: z.object({ DtData: table(z.object({ nm_code: looseString, nm_description: z.string().min(1) })) }),
});

/** One NCT request; DtData[0].Ihno is its reference number. */
export const nctUpload = defineUpload({
  name: 'nctUpload',
  path: '/SaveNCTPdf',
  method: 'POST',
  auth: true,
  params: uploadRequestFields.extend({ ncttype: z.string().min(1).max(20), nctdescription: z.string().min(1).max(200) }),
  file: { field: 'Pdffile', maxBytes: UPLOAD_LIMIT_BYTES, contentType: 'application/pdf' },
  answer: z.object({ DtData: table(z.object({ Ihno: looseString })).refine((rows) => rows.length > 0, 'no reference number') }),
});
