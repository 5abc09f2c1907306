import { describe, expect, it } from 'vitest';
import {
  arnDigits,
  customizedLinkSchema,
  euinCheckSchema,
  euinDigits,
  toArnCode,
  toEuin,
} from '@/lib/forms/links/customized-link';

const valid = { brokerCode: '112233', subBrokerCode: '', euinDeclaration: 'YES' as const, euin: '' };

/** Every message per field, in order: the form shows the first. */
function messages(input: unknown): Record<string, string[]> {
  const result = customizedLinkSchema.safeParse(input);
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const i of result.error.issues) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
}

describe('ARN and EUIN codes', () => {
  it('takes the digits of an ARN however it was typed or pasted', () => {
    expect(arnDigits('112233')).toBe('112233');
    expect(arnDigits(' ARN-112233 ')).toBe('112233');
    expect(arnDigits('arn 112 233')).toBe('112233');
    expect(toArnCode('112233')).toBe('ARN-112233');
    expect(toArnCode('ARN-112233')).toBe('ARN-112233');
    expect(toArnCode('  ')).toBe('');
  });

  it("prefixes the EUIN with 'E' once", () => {
    expect(euinDigits('e123456')).toBe('123456');
    expect(toEuin('123456')).toBe('E123456');
    expect(toEuin('E123456')).toBe('E123456');
    expect(toEuin(undefined)).toBe('');
  });
});

describe('customizedLinkSchema', () => {
  it('accepts a broker code with the EUIN declared YES and no EUIN', () => {
    expect(customizedLinkSchema.safeParse(valid).success).toBe(true);
    expect(customizedLinkSchema.safeParse({ ...valid, euin: undefined }).success).toBe(true);
  });

  it("'Broker Code is mandatory'", () => {
    expect(messages({ ...valid, brokerCode: '  ' })).toEqual({ brokerCode: ['Broker Code is mandatory'] });
  });

  it('refuses codes that are not digits, and codes longer than 20 digits', () => {
    expect(messages({ ...valid, brokerCode: '11a233' }).brokerCode).toEqual(['Enter a valid Broker Code']);
    expect(messages({ ...valid, brokerCode: '1'.repeat(21) }).brokerCode).toEqual(['Broker Code should not exceed 20 digits']);
    expect(messages({ ...valid, subBrokerCode: '12.5' }).subBrokerCode).toEqual(['Enter a valid Sub Broker Code']);
    expect(messages({ ...valid, subBrokerCode: '9'.repeat(21) }).subBrokerCode).toEqual(['Sub Broker Code should not exceed 20 digits']);
  });

  it("'Sub Broker Code should not be same as Broker Code', however either is written", () => {
    expect(messages({ ...valid, subBrokerCode: '112233' })).toEqual({
      subBrokerCode: ['Sub Broker Code should not be same as Broker Code'],
    });
    expect(messages({ ...valid, brokerCode: 'ARN-112233', subBrokerCode: '112233' }).subBrokerCode).toEqual([
      'Sub Broker Code should not be same as Broker Code',
    ]);
    expect(customizedLinkSchema.safeParse({ ...valid, subBrokerCode: '445566' }).success).toBe(true);
  });

  it("'EUIN Code is Mandatory' when the declaration is NO, even while the broker code is still empty", () => {
    expect(messages({ ...valid, euinDeclaration: 'NO', euin: '' }).euin).toEqual(['EUIN Code is Mandatory']);
    expect(messages({ ...valid, euinDeclaration: 'NO', euin: undefined }).euin).toEqual(['EUIN Code is Mandatory']);
    expect(messages({ ...valid, brokerCode: '', euinDeclaration: 'NO', euin: '' })).toEqual({
      brokerCode: ['Broker Code is mandatory'],
      euin: ['EUIN Code is Mandatory'],
    });
  });

  it("'Invalid EUIN' for an EUIN that is not six digits after the E", () => {
    expect(messages({ ...valid, euinDeclaration: 'NO', euin: '12345' }).euin).toEqual(['Invalid EUIN']);
    expect(messages({ ...valid, euinDeclaration: 'NO', euin: 'E12345X' }).euin).toEqual(['Invalid EUIN']);
    expect(customizedLinkSchema.safeParse({ ...valid, euinDeclaration: 'NO', euin: 'E123456' }).success).toBe(true);
    expect(customizedLinkSchema.safeParse({ ...valid, euinDeclaration: 'NO', euin: '123456' }).success).toBe(true);
  });

  it('only knows the declarations YES and NO', () => {
    expect(customizedLinkSchema.safeParse({ ...valid, euinDeclaration: 'MAYBE' }).success).toBe(false);
  });
});

describe('euinCheckSchema', () => {
  it('needs a broker code, a six-digit EUIN and the form it comes from', () => {
    expect(euinCheckSchema.safeParse({ brokerCode: '112233', euin: '123456', form: 'customized' }).success).toBe(true);
    const bad = euinCheckSchema.safeParse({ brokerCode: '', euin: '12', form: 'other' });
    expect(bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'brokerCode: Broker Code is mandatory',
      'euin: Invalid EUIN',
      expect.stringMatching(/^form: /),
    ]);
  });
});
