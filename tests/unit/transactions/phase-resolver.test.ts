import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyPhaseResolver } from '@/components/transactions/lazy-resolver';
import { phaseResolver } from '@/components/transactions/phase-resolver';
import { lumpsumLiveSchema, lumpsumSchema, type LumpsumValues } from '@/lib/forms/purchase/lumpsum';

const values = {
  investorName: 'Ravi Sharma', emailFamily: 'SE', email: 'ravi@example', mobileFamily: 'SE', countryCode: '+91', mobile: '9876543210',
  category: 'Equity', scheme: '117~LC~RG~G', amount: '4000', minAmount: '5000', multiples: '1', arnCode: 'ARN-112233',
  subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '',
} as LumpsumValues;

const options = (names: string[]) => ({ names, fields: {}, shouldUseNativeValidation: false }) as unknown as ResolverOptions<LumpsumValues>;

describe('phase resolver', () => {
  const resolver = phaseResolver<LumpsumValues>(lumpsumSchema, lumpsumLiveSchema);

  it('words one field (blur, change) with the live messages', async () => {
    const { errors } = await resolver(values, undefined, options(['amount']));
    expect(errors.amount?.message).toBe('The amount should be ₹ 5,000 or more');
    expect(errors.email?.message).toBe('( *enter an valid email address )');
  });

  it('words the whole form (submit, which names every field) with the submit messages', async () => {
    const { errors } = await resolver(values, undefined, options(Object.keys(values)));
    expect(errors.amount?.message).toBe('Minimum Amount should be 5,000');
    expect(errors.email?.message).toBe('Enter an valid Email Id');
  });
});

describe('the same resolver over schemas loaded on first use', () => {
  let loads = 0;
  const resolver = lazyPhaseResolver<LumpsumValues>(async () => {
    loads += 1;
    return { schema: lumpsumSchema, live: lumpsumLiveSchema };
  });

  it('loads the schemas when it first checks, then words each phase as the eager resolver does', async () => {
    expect(loads).toBe(0);
    expect((await resolver(values, undefined, options(['amount']))).errors.amount?.message).toBe('The amount should be ₹ 5,000 or more');
    expect((await resolver(values, undefined, options(Object.keys(values)))).errors.amount?.message).toBe('Minimum Amount should be 5,000');
    expect(loads).toBe(2);
  });
});

describe('zodResolver over a schema loaded on first use', () => {
  it('refuses and accepts as zodResolver over the same schema does', async () => {
    const { lazyZodResolver } = await import('@/components/forms/lazy-zod-resolver');
    const { zodResolver } = await import('@hookform/resolvers/zod');
    const lazy = lazyZodResolver<LumpsumValues>(async () => lumpsumSchema);
    const eager = zodResolver(lumpsumSchema as never) as unknown as typeof lazy;
    const all = options(Object.keys(values));
    expect((await lazy(values, undefined, all)).errors).toEqual((await eager(values, undefined, all)).errors);
    expect((await lazy(values, undefined, all)).errors.amount?.message).toBe('Minimum Amount should be 5,000');
  });
});
