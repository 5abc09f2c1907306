import { describe, expect, it } from 'vitest';
import { CLEARED_ON_FOLIO, sameScheme, SWITCH_MESSAGES, switchLiveSchema, switchSchema, type SwitchInput } from '@/lib/forms/redemption/switch';

// Every message of the switch form (seed 001 section 5): the outgoing rules in the switch's words, the
// switch-in scheme and the ARN tagging.

const valid: SwitchInput = {
  folio: '10234561',
  scheme: '117~LC~RG~G',
  type: 'P',
  mode: 'U',
  value: '10',
  balUnits: '812.4530',
  curValue: '98000.25',
  minAmount: '5000',
  category: 'Hybrid',
  switchInScheme: '117~AH~RG~G',
  arnCode: 'ARN-112233',
  subArnCode: '',
  subBrokerCode: '',
  euinDeclaration: 'YES',
  euin: '',
};

function errors(input: Partial<SwitchInput>, schema = switchSchema): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('switch form', () => {
  it('accepts a partial switch by units or amount, and a full one', () => {
    expect(errors({})).toEqual({});
    expect(errors({ mode: 'A', value: '5000' })).toEqual({});
    expect(errors({ type: 'F', value: '812.453' })).toEqual({});
  });

  it('names every mandatory field', () => {
    expect(errors({ folio: '', scheme: '', category: '', switchInScheme: '' })).toEqual({
      folio: 'Folio is mandatory*',
      scheme: 'Switch out scheme is mandatory*',
      category: 'Category is mandatory*',
      switchInScheme: 'Switch in Scheme is mandatory*',
    });
    expect(errors({ value: '' })).toEqual({ value: 'Switch value is mandatory' });
  });

  it('refuses a switch-in scheme equal to the switch-out one', () => {
    expect(errors({ switchInScheme: '117~LC~RG~G' })).toEqual({ switchInScheme: 'Switch in scheme should not be same as Switch out scheme' });
    // Another plan or option of the scheme is a different scheme.
    expect(errors({ switchInScheme: '117~LC~DR~G' })).toEqual({});
    expect(sameScheme('117~LC~RG~G', ' 117 ~LC~RG~G')).toBe(true);
    expect(sameScheme('117~LC~RG~G', '117~LC~RG~D')).toBe(false);
  });

  it('refuses zero balance, too many units, too much and too little', () => {
    expect(errors({ balUnits: '0' })).toEqual({ scheme: 'SWITCH in zero balance folios is not allowed' });
    expect(errors({ value: '812.4531' })).toEqual({ value: "You don't have enough Units To Redeem! in Switch" });
    expect(errors({ mode: 'A', value: '98001' })).toEqual({ value: "You don't have enough Amount To Redeem! in Switch" });
    expect(errors({ mode: 'A', value: '4999' })).toEqual({ value: 'Minimum Amount value is 5,000' });
    expect(errors({ mode: 'A', value: '4999' }, switchLiveSchema)).toEqual({ value: SWITCH_MESSAGES.minimum(5000) });
  });

  it('checks the ARN tagging in the words of the phase', () => {
    expect(errors({ subArnCode: '112233' }, switchLiveSchema)).toEqual({ subArnCode: 'ARN and Sub ARN Code should not be the same' });
    expect(errors({ subArnCode: 'ARN-112233' })).toEqual({ subArnCode: 'Sub ARN Code and ARN code should not match' });
    expect(errors({ subArnCode: '445566' })).toEqual({});
    expect(errors({ euinDeclaration: 'NO', euin: '' })).toEqual({ euin: 'EUIN No is mandatory' });
    expect(errors({ euinDeclaration: 'NO', euin: 'E123456' })).toEqual({});
  });

  it('clears both schemes and the category when the folio changes', () => {
    expect(CLEARED_ON_FOLIO).toEqual(expect.arrayContaining(['scheme', 'category', 'switchInScheme']));
  });
});
