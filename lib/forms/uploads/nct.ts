import { z } from 'zod';
import { emailField, folioField, mobileField, pdfFileSchema, termsField, UPLOAD_MESSAGES } from './physical-upload';

// The non-commercial transaction (NCT) request: a type from the registrar's list (GetNCTKtrackgo), the
// folio it concerns, the investor's contact details and the signed request as a PDF.

export const NCT_MESSAGES = {
  ...UPLOAD_MESSAGES,
  typeMandatory: 'NCT Type is mandatory',
  typeUnknown: 'Please select a valid NCT Type',
} as const;

export const nctFieldsSchema = z.object({
  folio: folioField.refine((v) => v !== '', NCT_MESSAGES.folioMandatory),
  ncttype: z
    .string()
    .trim()
    .min(1, NCT_MESSAGES.typeMandatory)
    .max(20, NCT_MESSAGES.typeUnknown)
    .regex(/^[A-Za-z0-9_-]*$/, NCT_MESSAGES.typeUnknown),
  email: emailField,
  mobile: mobileField,
  terms: termsField,
});

export type NctFields = z.output<typeof nctFieldsSchema>;

export const nctSchema = nctFieldsSchema.extend({ file: pdfFileSchema });
export type NctForm = z.input<typeof nctSchema>;
