import { describe, expect, it } from 'vitest';
import { kraFills } from '@/app/(portal)/new-investor-transaction/applicant-details/kra-fill';
import { emptyHolder } from '@/lib/forms/onboarding/new-investor-applicant-fields';

const KRA = { name: 'Anita Verma', email: 'anita.verma@example.com', city: 'Mumbai', pincode: '400001', country: 'India', dob: '' };

describe("the KRA's details in a holder's fields", () => {
  it('fill the fields still as the blank form had them, and nothing from an empty detail', () => {
    const blank = emptyHolder('AMNPV5512Q', 'Anita Verma');
    const { fills, fromKra } = kraFills(KRA, blank, blank);
    expect(fills).toEqual({ name: 'Anita Verma', email: 'anita.verma@example.com', city: 'Mumbai', pincode: '400001', country: 'India' });
    expect(fromKra).toEqual(fills);
  });

  it('leave what the person entered, whenever it was typed', () => {
    const blank = emptyHolder('AMNPV5512Q', 'Anita Verma');
    const now = { ...blank, email: 'anita.own@example.com', country: 'United Arab Emirates' };
    const { fills } = kraFills(KRA, now, blank);
    expect(fills).not.toHaveProperty('email');
    expect(fills).not.toHaveProperty('country');
    expect(fills.city).toBe('Mumbai');
  });

  it("replace what the KRA's answer for the holder's earlier PAN filled, but not what the person changed since", () => {
    const blank = emptyHolder();
    const earlier = { name: 'Ravi Sharma', email: 'ravi.sharma@example.com', city: 'Pune' };
    const now = { ...blank, ...earlier, city: 'Thane' };
    expect(kraFills(KRA, now, blank, earlier).fills).toEqual({ name: 'Anita Verma', email: 'anita.verma@example.com', pincode: '400001', country: 'India' });
  });

  it('keep an answer that did not fill a field replaceable by the next one', () => {
    const blank = emptyHolder();
    const first = kraFills({ mobile: '9833445566' }, blank, blank);
    const afterFirst = { ...blank, ...first.fills };
    const second = kraFills({ name: 'Ravi Sharma' }, afterFirst, blank, first.fromKra);
    expect(second.fromKra).toEqual({ mobile: '9833445566', name: 'Ravi Sharma' });
    const third = kraFills({ mobile: '9900112233' }, { ...afterFirst, ...second.fills }, blank, second.fromKra);
    expect(third.fills).toEqual({ mobile: '9900112233' });
  });
});
