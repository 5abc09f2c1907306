import { describe, expect, it } from 'vitest';
import { UPLOAD_TOO_LARGE_MESSAGE } from '@/server/fundhouse/errors';
import {
  fileProblem,
  needsFolio,
  physicalUploadFieldsSchema,
  physicalUploadSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  zeroBalanceProblem,
  type FileFacts,
} from '@/lib/forms/uploads/physical-upload';

// The physical upload form's rules and the seed's messages (seed 001 "Uploads", the phygital/NCT mobile
// rule; seed 000 section 8 for the size message).

const pdf: FileFacts = { name: 'order.pdf', type: 'application/pdf', size: 120_000, head: '%PDF-' };
const valid = { reqtype: 'add' as const, folio: '10234561', email: 'ravi.sharma@example.com', mobile: '9876543210', terms: true, file: pdf };

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = physicalUploadSchema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('physical upload form', () => {
  it('accepts a complete request', () => {
    expect(messages(valid)).toEqual({});
  });

  it('shows every mandatory message at once', () => {
    expect(messages({ reqtype: 'red', folio: '', email: '', mobile: '', terms: false, file: null })).toEqual({
      folio: UPLOAD_MESSAGES.folioMandatory,
      email: 'Email ID is mandatory',
      mobile: 'Mobile is mandatory',
      terms: 'Please Read Terms and Conditions',
      file: 'PDF File is mandatory',
    });
  });

  it('asks for a folio only where the request acts on one', () => {
    for (const reqtype of ['add', 'swop', 'red'] as const) {
      expect(needsFolio(reqtype)).toBe(true);
      expect(messages({ ...valid, reqtype, folio: '' }).folio).toBe('Folio is mandatory');
    }
    for (const reqtype of ['new', 'isip'] as const) {
      expect(needsFolio(reqtype)).toBe(false);
      expect(messages({ ...valid, reqtype, folio: '' })).toEqual({});
    }
    expect(messages({ ...valid, folio: '1023A' }).folio).toBe('Please select a valid folio');
  });

  it('checks the e-mail address', () => {
    for (const email of ['ravi', 'ravi@example', 'ravi@example.c', 'ravi@example.company', 'ra vi@example.com']) {
      expect(messages({ ...valid, email }).email).toBe('Please enter an valid Email ID');
    }
    expect(messages({ ...valid, email: ' ravi@example.co.in ' })).toEqual({});
  });

  it('takes a mobile number of ten digits from 6-9, with an optional 91 or 0 before it', () => {
    for (const mobile of ['9876543210', '09876543210', '919876543210']) expect(messages({ ...valid, mobile })).toEqual({});
    for (const mobile of ['5876543210', '987654321', '98765432101', '+919876543210', '98765-43210']) {
      expect(messages({ ...valid, mobile }).mobile).toBe('Enter a valid Phone number');
    }
  });

  it('needs the terms accepted', () => {
    expect(messages({ ...valid, terms: false }).terms).toBe('Please Read Terms and Conditions');
  });

  it('refuses a reqtype outside the phygital list', () => {
    expect(physicalUploadFieldsSchema.safeParse({ ...valid, reqtype: 'stp' }).success).toBe(false);
  });

  it('gives the seed refusal for a zero-balance folio in a redemption or a switch', () => {
    expect(zeroBalanceProblem('red')).toBe('Redemption in zero balance folios is not allowed');
    expect(zeroBalanceProblem('swop')).toBe('SWITCH in zero balance folios is not allowed');
    expect(zeroBalanceProblem('add')).toBeNull();
  });
});

describe('the PDF file rules', () => {
  it('takes a PDF by type and first bytes, up to exactly 24 MB', () => {
    expect(UPLOAD_MAX_BYTES).toBe(24 * 1024 * 1024);
    expect(fileProblem(pdf)).toBeNull();
    expect(fileProblem({ ...pdf, size: UPLOAD_MAX_BYTES })).toBeNull();
    // Some systems report no type for a .pdf: the name and the bytes decide.
    expect(fileProblem({ ...pdf, type: '' })).toBeNull();
  });

  it('refuses anything else with the seed messages', () => {
    expect(fileProblem(null)).toBe('PDF File is mandatory');
    expect(fileProblem({ name: 'notes.txt', type: 'text/plain', size: 12, head: 'hello' })).toBe('Please upload PDF file only');
    // Renamed to .pdf, but the content is not a PDF.
    expect(fileProblem({ ...pdf, head: 'GIF89' })).toBe('Please upload PDF file only');
    expect(fileProblem({ ...pdf, type: '', name: 'scan.png' })).toBe('Please upload PDF file only');
    expect(fileProblem({ ...pdf, size: 25 * 1024 * 1024 })).toBe(
      'Upload file size too large. Try uploading a smaller file less than 24 MB or change the file format.',
    );
    expect(fileProblem({ ...pdf, size: UPLOAD_MAX_BYTES + 1 })).toBe(UPLOAD_TOO_LARGE_MESSAGE);
  });

  it('reports the file problem on the form field', () => {
    expect(messages({ ...valid, file: { ...pdf, size: UPLOAD_MAX_BYTES + 1 } }).file).toBe(UPLOAD_MESSAGES.fileTooLarge);
  });
});
