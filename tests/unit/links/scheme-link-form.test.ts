import { describe, expect, it } from 'vitest';
import { schemeLinkSchema, splitSchemePlan } from '@/lib/forms/links/scheme-link';

const valid = {
  brokerCode: '112233',
  subBrokerCode: '',
  category: 'Equity',
  scheme: '117~LC~RG~G',
  euinDeclaration: 'YES' as const,
  euin: '',
};

function messages(input: unknown): Record<string, string> {
  const result = schemeLinkSchema.safeParse(input);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const i of result.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('splitSchemePlan', () => {
  it('reads the plan from the third part and the option from the fourth', () => {
    expect(splitSchemePlan('117~LC~RG~G')).toEqual({ fund: '117', scheme: 'LC', plan: 'RG', option: 'G' });
    expect(splitSchemePlan('117~TS~RG~D')?.option).toBe('D');
  });

  it('refuses values without four parts', () => {
    expect(splitSchemePlan('')).toBeNull();
    expect(splitSchemePlan('117~LC~RG')).toBeNull();
    expect(splitSchemePlan('117~LC~~G')).toBeNull();
    expect(splitSchemePlan('117~LC~RG~G~X')).toBeNull();
  });
});

describe('schemeLinkSchema', () => {
  it('accepts a complete form', () => {
    expect(schemeLinkSchema.safeParse(valid).success).toBe(true);
  });

  it('makes broker code, category and scheme mandatory', () => {
    expect(messages({ ...valid, brokerCode: '', category: '', scheme: '' })).toEqual({
      brokerCode: 'Broker Code is mandatory',
      category: 'Category is mandatory',
      scheme: 'Scheme is mandatory',
    });
  });

  it('treats a disabled (undefined) category or scheme as not chosen', () => {
    expect(messages({ ...valid, category: undefined, scheme: undefined })).toEqual({
      category: 'Category is mandatory',
      scheme: 'Scheme is mandatory',
    });
  });

  it('refuses a scheme value that does not split into four parts', () => {
    expect(messages({ ...valid, scheme: 'LC' })).toEqual({ scheme: 'Scheme is mandatory' });
  });

  it('shares the ARN tagging rules of the customized link', () => {
    expect(messages({ ...valid, subBrokerCode: '112233' })).toEqual({
      subBrokerCode: 'Sub Broker Code should not be same as Broker Code',
    });
    expect(messages({ ...valid, euinDeclaration: 'NO' })).toEqual({ euin: 'EUIN Code is Mandatory' });
    expect(messages({ ...valid, euinDeclaration: 'NO', euin: '1234' })).toEqual({ euin: 'Invalid EUIN' });
  });
});
