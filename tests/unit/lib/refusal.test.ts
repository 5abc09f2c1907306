import { describe, expect, it } from 'vitest';
import type { BffFailure } from '@/components/bff/client';
import { refusalText, refuseEach, refusedField, refuseOn, refuses } from '@/components/forms/refusal';

const failure = (fieldErrors: Record<string, string>, message = 'Please correct the highlighted fields.'): BffFailure => ({ ok: false, status: 400, message, fieldErrors });

/** A setError that records where each message was put. */
function recorder() {
  const put: Record<string, string> = {};
  const setError = (name: string, error: { message?: string }) => void (put[name] = error.message ?? '');
  return { put, setError: setError as never };
}

describe('a look-up’s refusal on the form', () => {
  it('puts the BFF’s words for the field on that field', () => {
    const { put, setError } = recorder();
    refuseOn(setError, failure({ ifsc: 'Please enter valid IFSC' }, 'Bank details not found'), 'ifsc');
    expect(put).toEqual({ ifsc: 'Please enter valid IFSC' });
  });

  it('falls back to the refusal’s own message when the field is not named', () => {
    const { put, setError } = recorder();
    refuseOn(setError, failure({}, 'Invalid Sub ARN Code'), 'subArnCode');
    expect(put).toEqual({ subArnCode: 'Invalid Sub ARN Code' });
  });

  it('takes another field’s words when told to (a perpetual SIP’s dates refused on its day)', () => {
    const { put, setError } = recorder();
    refuseOn(setError, failure({ installments: 'SIP end date could not be computed' }), 'sipDay', { words: ['installments'] });
    expect(put).toEqual({ sipDay: 'SIP end date could not be computed' });
  });

  it('uses the screen’s own fallback before the refusal’s message', () => {
    const { put, setError } = recorder();
    refuseOn(setError, failure({}, 'Something went wrong '), 'installments', { fallback: 'Enter valid installments' });
    expect(put).toEqual({ installments: 'Enter valid installments' });
  });

  it('finds the field a refusal names, or the one given otherwise', () => {
    expect(refusedField(failure({ endDate: 'End date beyond the mandate' }), ['endDate'], 'installments')).toBe('endDate');
    expect(refusedField(failure({}), ['endDate'], 'installments')).toBe('installments');
    expect(refuses(failure({ otp: 'Invalid OTP' }), 'otp')).toBe(true);
    expect(refuses(failure({ otp: 'Invalid OTP' }), 'arnCode')).toBe(false);
  });

  it('puts every named field of an answer on its field', () => {
    const { put, setError } = recorder();
    refuseEach(setError, { fieldErrors: { ifsc: 'Penny drop failed', accountNo: 'Account not found' } });
    expect(put).toEqual({ ifsc: 'Penny drop failed', accountNo: 'Account not found' });
  });

  it('reads as one text where there is no field (the fields’ words, else the message)', () => {
    expect(refusalText(failure({ file: 'Please upload a PDF file' }, 'Please correct the highlighted fields.'))).toBe('Please upload a PDF file');
    expect(refusalText(failure({}, 'Upload file size too large.'))).toBe('Upload file size too large.');
  });
});
