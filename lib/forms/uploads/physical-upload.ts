import { z } from 'zod';
import { PHYGITAL_REQUEST_TYPES, UPLOAD_MESSAGES, type FileFacts, fileProblem, needsFolio } from './physical-upload-fields';

export { UPLOAD_MAX_BYTES, PDF_TYPE, PDF_MAGIC, PHYGITAL_REQUEST_TYPES, type PhygitalRequestType, UPLOAD_MESSAGES, type FileFacts, isPdfFacts, fileProblem, MOBILE_INPUT_MAX, needsFolio, zeroBalanceProblem } from './physical-upload-fields';

// The physical ("phygital") upload form (seed 001: uploads, phygital/NCT mobile rule) and the pieces the
// NCT form shares with it: contact fields, the PDF file and the terms.

export const pdfFileSchema = z.custom<FileFacts | null>().superRefine((f, ctx) => {
  const problem = fileProblem(f);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const emailField = z
  .string()
  .trim()
  .min(1, UPLOAD_MESSAGES.emailMandatory)
  .max(100, UPLOAD_MESSAGES.emailInvalid)
  .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/, UPLOAD_MESSAGES.emailInvalid);

/** Phygital and NCT: a 91 or 0 prefix is allowed before the ten digits (the field takes 10 characters). */
export const mobileField = z
  .string()
  .trim()
  .min(1, UPLOAD_MESSAGES.mobileMandatory)
  .regex(/^(?:91|0)?[6-9]\d{9}$/, UPLOAD_MESSAGES.mobileInvalid);

export const termsField = z.boolean().refine((v) => v, UPLOAD_MESSAGES.terms);

export const folioField = z.string().trim().max(20, UPLOAD_MESSAGES.folioInvalid).regex(/^\d*$/, UPLOAD_MESSAGES.folioInvalid);

/**
 * The text fields, as the browser posts them beside the file and the handler parses them again. The
 * investor's PAN is not among them: the server takes it from the sealed transaction flow.
 */
export const physicalUploadFieldsSchema = z
  .object({
    reqtype: z.enum(PHYGITAL_REQUEST_TYPES),
    folio: folioField,
    email: emailField,
    mobile: mobileField,
    terms: termsField,
  })
  .superRefine(
    (v, ctx) => {
      if (!v || typeof v !== 'object' || !PHYGITAL_REQUEST_TYPES.includes(v.reqtype)) return;
      if (needsFolio(v.reqtype) && !v.folio?.trim?.()) {
        ctx.addIssue({ code: 'custom', path: ['folio'], message: UPLOAD_MESSAGES.folioMandatory });
      }
    },
    // Runs even while another field is still wrong, so every message shows at once on submit.
    { when: () => true },
  );

export type PhysicalUploadFields = z.output<typeof physicalUploadFieldsSchema>;

/** The whole form in the browser: the fields plus the chosen file. */
export const physicalUploadSchema = physicalUploadFieldsSchema.safeExtend({ file: pdfFileSchema });
export type PhysicalUploadForm = z.input<typeof physicalUploadSchema>;
