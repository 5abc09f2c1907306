import { describe, expect, it } from 'vitest';
import { decodeSignInError, encodeSignInError, SIGN_IN_ERROR } from '@/lib/auth/sign-in-errors';

describe('decodeSignInError', () => {
  it.each([
    ['INVALID', 'invalid', 'Please enter valid details'],
    ['UNAUTHORIZED', 'unauthorized', 'Unauthorized Request'],
    [
      'EXPIRED_ARN',
      'expiredArn',
      'As per our records, your ARN validity date is expired. Click Continue to renew your ARN.',
    ],
    [
      'NOT_EMPANELLED',
      'notEmpanelled',
      'As per our records, your ARN is not empanelled with us. Click Continue to empanelment page.',
    ],
    ['THROTTLED', 'throttled', 'Something went wrong '],
    ['UPSTREAM', 'upstream', 'Something went wrong '],
  ])('decodes %s', (code, kind, message) => {
    expect(decodeSignInError(code)).toEqual({ kind, message });
  });

  it('carries the text of throttled and upstream failures', () => {
    expect(decodeSignInError('THROTTLED:Too many attempts: wait 5 minutes')).toEqual({
      kind: 'throttled',
      message: 'Too many attempts: wait 5 minutes',
    });
    expect(decodeSignInError('UPSTREAM:Service unavailable')).toEqual({
      kind: 'upstream',
      message: 'Service unavailable',
    });
  });

  it("carries a member's OTP id to the second step, and the registrar's words about a refused OTP", () => {
    expect(decodeSignInError('OTP_REQUIRED:9f0c2a4e-1')).toEqual({
      kind: 'otpRequired',
      message: 'We sent a 6-digit OTP to your own registered mobile number and e-mail address. It is valid for 10 minutes.',
      otpId: '9f0c2a4e-1',
    });
    expect(decodeSignInError('OTP_REQUIRED')).toEqual({ kind: 'upstream', message: 'Something went wrong ' });
    expect(decodeSignInError('OTP:The OTP is not correct. 4 tries left.')).toEqual({ kind: 'otp', message: 'The OTP is not correct. 4 tries left.' });
  });

  it('treats a missing or unknown code as a generic upstream failure', () => {
    expect(decodeSignInError(undefined)).toEqual({ kind: 'upstream', message: 'Something went wrong ' });
    expect(decodeSignInError(null)).toEqual({ kind: 'upstream', message: 'Something went wrong ' });
    expect(decodeSignInError('CredentialsSignin')).toEqual({ kind: 'upstream', message: 'Something went wrong ' });
  });

  it('round-trips every kind through encodeSignInError', () => {
    for (const kind of Object.keys(SIGN_IN_ERROR) as (keyof typeof SIGN_IN_ERROR)[]) {
      // The second step cannot start without the OTP's id, so that code always carries one.
      const carried = kind === 'otpRequired' ? 'an-otp-id' : undefined;
      expect(decodeSignInError(encodeSignInError(kind, carried)).kind).toBe(kind);
    }
    expect(decodeSignInError(encodeSignInError('throttled', 'Wait')).message).toBe('Wait');
  });
});
