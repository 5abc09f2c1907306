import { describe, expect, it } from 'vitest';
import { empanelmentNomineeSchema, nomineeAddress } from '@/lib/forms/empanelment/empanelment-nominee';

const valid = {
  nomineeName: 'Rina Das',
  nomineeAdd1: '14 Park Street',
  nomineeAdd2: '',
  nomineeAdd3: '',
  state: 'West Bengal',
  city: 'Kolkata',
  pincode: '700016',
};

function messagesFor(input: unknown, field: string): string[] {
  const result = empanelmentNomineeSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('empanelment nominee form', () => {
  it('accepts a nominee with only the first address line', () => {
    expect(empanelmentNomineeSchema.safeParse(valid).success).toBe(true);
  });

  it('names each mandatory field', () => {
    const expected = {
      nomineeName: 'Nominee Name is mandatory',
      nomineeAdd1: 'Nominee Address is mandatory',
      state: 'State is mandatory',
      city: 'City is mandatory',
      pincode: 'Pincode is mandatory',
    };
    for (const [field, message] of Object.entries(expected)) expect(messagesFor({ ...valid, [field]: ' ' }, field)).toEqual([message]);
    expect(messagesFor({ ...valid, state: 'Atlantis' }, 'state')).toEqual(['State is mandatory']);
  });

  it('takes a six-digit pincode not starting with zero', () => {
    for (const pincode of ['012345', '70001', '7000166', '70001a']) expect(messagesFor({ ...valid, pincode }, 'pincode')).toEqual(['Enter a valid Pincode']);
  });

  it('limits text inputs to 50 characters', () => {
    expect(messagesFor({ ...valid, nomineeAdd3: 'x'.repeat(51) }, 'nomineeAdd3')).toEqual(['Address Line 3 should not exceed 50 characters']);
    expect(messagesFor({ ...valid, nomineeName: 'x'.repeat(51) }, 'nomineeName')).toEqual(['Nominee Name should not exceed 50 characters']);
  });

  it('joins lines 2 and 3 directly after line 1', () => {
    expect(nomineeAddress({ nomineeAdd1: '14 Park Street', nomineeAdd2: 'Flat 3B', nomineeAdd3: '' })).toBe('14 Park StreetFlat 3B');
    expect(nomineeAddress({ nomineeAdd1: 'A', nomineeAdd2: '', nomineeAdd3: 'C' })).toBe('AC');
  });
});
