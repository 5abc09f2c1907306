import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_PURCHASE_MESSAGES,
  additionalPurchaseLiveSchema,
  additionalPurchaseSchema,
  type AdditionalPurchaseInput,
} from '@/lib/forms/purchase/additional-purchase';

const valid: AdditionalPurchaseInput = {
  folio: '10234561',
  schemeType: 'EXISTING',
  category: '',
  scheme: '117~LC~RG~G',
  amount: '1000',
  minAmount: '1000',
  multiples: '1',
  arnCode: 'ARN-112233',
  subArnCode: '',
  subBrokerCode: '',
  euinDeclaration: 'YES',
  euin: '',
};

function errors(input: Partial<AdditionalPurchaseInput>, schema = additionalPurchaseSchema): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('additional purchase form', () => {
  it('accepts an existing scheme without a category, and a new scheme with one', () => {
    expect(errors({})).toEqual({});
    expect(errors({ schemeType: 'NEW', category: 'Debt', scheme: '117~CB~RG~G', amount: '5000', minAmount: '5000', multiples: '10' })).toEqual({});
  });

  it('names every mandatory field', () => {
    expect(errors({ folio: '', scheme: '', amount: '', euinDeclaration: 'NO' })).toEqual({
      folio: 'Folio is mandatory*',
      scheme: 'Scheme is mandatory*',
      amount: 'Amount is mandatory*',
      euin: 'EUIN No is mandatory',
    });
    expect(errors({ schemeType: 'NEW', category: '' })).toEqual({ category: '(category is mandatory*)' });
  });

  it('checks the amount against the chosen scheme', () => {
    expect(errors({ amount: '999' })).toEqual({ amount: 'Minimum Amount should be 1,000' });
    expect(errors({ amount: '999' }, additionalPurchaseLiveSchema)).toEqual({ amount: 'The amount should be ₹ 1,000 or more' });
    expect(errors({ amount: '5005', minAmount: '5000', multiples: '10' })).toEqual({ amount: 'The amount should be in the multiples of 10' });
  });

  it('keeps ARN and Sub ARN apart', () => {
    expect(errors({ subArnCode: '112233' })).toEqual({ subArnCode: 'Sub ARN Code and ARN code should not match' });
    expect(errors({ subArnCode: '112233' }, additionalPurchaseLiveSchema)).toEqual({ subArnCode: 'ARN and Sub ARN Code should not be the same' });
  });

  it('has the messages the page and the service show', () => {
    expect(ADDITIONAL_PURCHASE_MESSAGES.zeroBalance).toBe('Additional Purchase in zero balance folios is not allowed');
    expect(ADDITIONAL_PURCHASE_MESSAGES.noFolios).toBe('No folios Found');
    expect(ADDITIONAL_PURCHASE_MESSAGES.noSchemes).toBe('No Schemes under this fund');
  });
});
