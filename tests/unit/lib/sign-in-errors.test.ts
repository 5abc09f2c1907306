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

  it('treats a missing or unknown code as a generic upstream failure', () => {
    expect(decodeSignInError(undefined)).toEqual({ kind: 'upstream', message: 'Something went wrong ' });
    expect(decodeSignInError(null)).toEqual({ kind: 'upstream', message: 'Something went wrong ' });
    expect(decodeSignInError('CredentialsSignin')).toEqual({ kind: 'upstream', message: 'Something went wrong ' });
  });

  it('round-trips every kind through encodeSignInError', () => {
    for (const kind of Object.keys(SIGN_IN_ERROR) as (keyof typeof SIGN_IN_ERROR)[]) {
      expect(decodeSignInError(encodeSignInError(kind)).kind).toBe(kind);
    }
    expect(decodeSignInError(encodeSignInError('throttled', 'Wait')).message).toBe('Wait');
  });
});
