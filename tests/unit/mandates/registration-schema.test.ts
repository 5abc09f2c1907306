import { describe, expect, it } from 'vitest';
import {
  enachRegistrationLiveSchema, enachRegistrationSchema, MANDATE_FORM_MESSAGES, mandateEndOf, upiRegistrationSchema,
} from '@/lib/forms/mandates/mandate-registration';

// The registration form's messages (seed 002 section 5), as the browser and the BFF both apply them.

const VALID = {
  today: '01/01/2026', folio: '10234561', bank: 'XXXXXXXXXX1781', amount: '25000', frequency: 'Monthly', startDate: '10/01/2026',
  endDate: '', untilCancelled: true, terms: true,
};

function errors(schema: typeof enachRegistrationSchema, values: Record<string, unknown>): Record<string, string> {
  const r = schema.safeParse(values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('eNACH / UPI registration schema', () => {
  it('accepts a complete form', () => {
    expect(errors(enachRegistrationSchema, VALID)).toEqual({});
  });

  it("asks to 'Please fill all fields' for every empty field on submit, but not while typing", () => {
    const blank = { today: '01/01/2026', untilCancelled: true, terms: true };
    const e = errors(enachRegistrationSchema, blank);
    for (const f of ['folio', 'bank', 'amount', 'frequency', 'startDate']) expect(e[f]).toBe(MANDATE_FORM_MESSAGES.fillAll);
    expect(errors(enachRegistrationLiveSchema, blank)).toEqual({});
    expect(errors(enachRegistrationSchema, { ...VALID, untilCancelled: false, endDate: '' }).endDate).toBe('Please fill all fields');
  });

  it("refuses unread terms with 'Please Read Terms and Conditions'", () => {
    expect(errors(enachRegistrationSchema, { ...VALID, terms: false }).terms).toBe('Please Read Terms and Conditions');
  });

  it('keeps each kind’s amount range', () => {
    expect(errors(upiRegistrationSchema, { ...VALID, amount: '100001' }).amount).toBe('Amount should be less than or equal to 1,00,000');
    expect(errors(enachRegistrationSchema, { ...VALID, amount: '100001' })).toEqual({});
    expect(errors(enachRegistrationSchema, { ...VALID, amount: '500' }).amount).toBe('Amount should be greater than or equal to 1,000');
    expect(errors(enachRegistrationSchema, { ...VALID, amount: '12.5' }).amount).toBe('Amount should be greater than or equal to 1,000');
  });

  it('checks the start window and, when not Until Cancelled, the end', () => {
    expect(errors(enachRegistrationSchema, { ...VALID, startDate: '15/04/2026' }).startDate).toBe('Start Date should be within 100 days from today');
    expect(errors(enachRegistrationSchema, { ...VALID, startDate: '31/02/2026' }).startDate).toBe('Enter a valid date (DD/MM/YYYY)');
    expect(errors(enachRegistrationSchema, { ...VALID, untilCancelled: false, endDate: '01/05/2026' }).endDate).toBe('End Date should be at least 6 months after Start Date');
    expect(errors(enachRegistrationSchema, { ...VALID, untilCancelled: false, endDate: '10/07/2026' })).toEqual({});
  });

  it('ends an Until Cancelled mandate at the horizon', () => {
    expect(mandateEndOf('ENACH', VALID)).toBe('10/01/2066');
    expect(mandateEndOf('UPI', VALID)).toBe('10/01/2056');
    expect(mandateEndOf('UPI', { ...VALID, untilCancelled: false, endDate: '10/07/2026' })).toBe('10/07/2026');
  });
});
