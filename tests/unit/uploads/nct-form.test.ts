import { describe, expect, it } from 'vitest';
import { NCT_MESSAGES, nctFieldsSchema, nctSchema } from '@/lib/forms/uploads/nct';
import type { FileFacts } from '@/lib/forms/uploads/physical-upload';

// The NCT request form: type and folio mandatory, the shared contact, file and terms rules.

const pdf: FileFacts = { name: 'request.pdf', type: 'application/pdf', size: 2048, head: '%PDF-' };
const valid = { folio: '10234561', ncttype: 'COA', email: 'ravi.sharma@example.com', mobile: '9876543210', terms: true, file: pdf };

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = nctSchema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('NCT form', () => {
  it('accepts a complete request', () => {
    expect(messages(valid)).toEqual({});
  });

  it('shows every mandatory message', () => {
    expect(messages({ folio: '', ncttype: '', email: '', mobile: '', terms: false, file: null })).toEqual({
      folio: 'Folio is mandatory',
      ncttype: 'NCT Type is mandatory',
      email: 'Email ID is mandatory',
      mobile: 'Mobile is mandatory',
      terms: 'Please Read Terms and Conditions',
      file: 'PDF File is mandatory',
    });
  });

  it('refuses a type code that cannot be one of the registrar\'s', () => {
    expect(messages({ ...valid, ncttype: 'C O A' }).ncttype).toBe(NCT_MESSAGES.typeUnknown);
    expect(messages({ ...valid, ncttype: 'X'.repeat(21) }).ncttype).toBe('Please select a valid NCT Type');
  });

  it('applies the phygital contact and file rules', () => {
    expect(messages({ ...valid, mobile: '12345' }).mobile).toBe('Enter a valid Phone number');
    expect(messages({ ...valid, email: 'a@b' }).email).toBe('Please enter an valid Email ID');
    expect(messages({ ...valid, file: { ...pdf, type: 'text/plain', name: 'a.txt', head: 'hello' } }).file).toBe('Please upload PDF file only');
  });

  it('parses the server\'s copy without the file', () => {
    expect(nctFieldsSchema.parse({ ...valid, file: undefined, ncttype: ' COA ' }).ncttype).toBe('COA');
  });
});
