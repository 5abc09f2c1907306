// A physical-mode request or NCT arrives as one signed PDF (seed 001 section 9, seed 000 section 9):
// a file is a PDF by its content, whatever its name or type claim. The portal's form checks it before
// the registrar does, in the registrar's words, so both read the check's bytes and words from here.

/** Every PDF starts with these bytes, whatever its name says. */
export const PDF_MAGIC = '%PDF-';

export const NOT_PDF_MESSAGE = 'Please upload PDF file only';
