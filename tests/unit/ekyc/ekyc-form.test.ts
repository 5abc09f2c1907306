import { describe, expect, it } from 'vitest';
import { EKYC_MESSAGES as M, ekycPanSchema, ekycSchema, emptyEkyc } from '../../../lib/forms/onboarding/ekyc';
import { wholeEkycPan } from '../../../lib/forms/onboarding/ekyc-fields';

const good = { kycType: 'IKYC', pan: 'dhrpk2206b', name: 'Dev Kapoor', email: 'dev.kapoor@example.com', phone: '9811223344', ipv: false };

function messages(input: unknown): Record<string, string> {
  const parsed = ekycSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('e-KYC form', () => {
  it('accepts a whole IKYC form and upper-cases the PAN', () => {
    const parsed = ekycSchema.parse(good);
    expect(parsed.pan).toBe('DHRPK2206B');
    expect(parsed.kycType).toBe('IKYC');
  });

  it("names each empty field with the seed's mandatory message", () => {
    expect(messages(emptyEkyc())).toEqual({
      kycType: M.kycType,
      pan: M.pan,
      name: M.name,
      email: M.email,
      phone: M.phone,
    });
    expect(messages({})).toMatchObject({ kycType: 'KYC Type is mandatory', pan: 'PAN is mandatory', name: 'Name is mandatory' });
    expect(M.email).toBe('Email ID is mandatory');
    expect(M.phone).toBe('Phone no is mandatory');
  });

  it('refuses a malformed PAN, name, e-mail and phone', () => {
    expect(messages({ ...good, pan: 'ABCD1234E' }).pan).toBe('Please enter a valid PAN');
    expect(messages({ ...good, pan: 'ABCDE12345' }).pan).toBe('Please enter a valid PAN');
    expect(messages({ ...good, name: 'Dev K4poor' }).name).toBe('Please enter a valid Name');
    expect(messages({ ...good, email: 'dev@example' }).email).toBe('Enter a valid Email ID');
    expect(messages({ ...good, phone: '5811223344' }).phone).toBe('Enter a valid Phone number');
    expect(messages({ ...good, phone: '981122334' }).phone).toBe('Enter a valid Phone number');
  });

  it('takes an Indian number with a 91 or 0 in front', () => {
    expect(messages({ ...good, phone: '919811223344' })).toEqual({});
    expect(messages({ ...good, phone: '09811223344' })).toEqual({});
  });

  it('asks DKYC, and only DKYC, for the IPV', () => {
    expect(messages({ ...good, kycType: 'DKYC' })).toEqual({ ipv: 'It is mandatory to perform IPV to proceed' });
    expect(messages({ ...good, kycType: 'DKYC', ipv: true })).toEqual({});
    expect(messages({ ...good, kycType: 'IKYC', ipv: false })).toEqual({});
  });

  it('refuses a KYC type other than DKYC or IKYC', () => {
    expect(messages({ ...good, kycType: 'CKYC' }).kycType).toBe(M.kycType);
  });

  it('checks a PAN alone for the KRA lookup', () => {
    expect(ekycPanSchema.parse({ pan: ' amnpv5512q ' }).pan).toBe('AMNPV5512Q');
    expect(ekycPanSchema.safeParse({ pan: '' }).error?.issues[0]?.message).toBe(M.pan);
  });

  it('starts the KRA lookup from the form exactly when the PAN schema accepts the box', () => {
    for (const typed of ['', ' amnpv5512q ', 'AMNPV5512Q', 'AMNPV5512', 'AMNPV55123', 'AMNPV5512QQ', '1MNPV5512Q', 'amnpv 5512q']) {
      const parsed = ekycPanSchema.safeParse({ pan: typed });
      expect(wholeEkycPan(typed), typed).toBe(parsed.success ? parsed.data.pan : null);
    }
  });
});
