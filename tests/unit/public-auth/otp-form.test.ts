import { describe, expect, it } from 'vitest';
import { OTP_MESSAGES, recoveryOtpSchema, signupOtpSchema } from '@/lib/forms/account/otp';
import { checkOtp } from '@/lib/forms/account/otp-check';
import { messagesFor } from './messages';

describe('OTP forms', () => {
  it('accept six digits', () => {
    expect(signupOtpSchema.parse({ otp: '012345' })).toEqual({ otp: '012345' });
    expect(recoveryOtpSchema.parse({ otp: '999999' })).toEqual({ otp: '999999' });
  });

  it.each(['', '12345', '1234567', '12a456', ' 123456'])('refuse %j with each flow\'s own wording', (otp) => {
    expect(messagesFor(signupOtpSchema, { otp }, 'otp')).toEqual(['Please enter valid otp']);
    expect(messagesFor(recoveryOtpSchema, { otp }, 'otp')).toEqual(['Please Enter valid OTP']);
  });

  it('words the resend confirmation as the seed does', () => {
    expect(OTP_MESSAGES.resent).toBe('An Otp has been resent to your registered phone number');
  });
});

describe('checkOtp (the pages’ check, without zod)', () => {
  it.each(['', '12345', '1234567', '12a456', ' 123456', '012345', '999999', '１２３４５６'])('answers %j as each flow’s schema does', (otp) => {
    for (const [schema, message] of [
      [signupOtpSchema, OTP_MESSAGES.signupInvalid],
      [recoveryOtpSchema, OTP_MESSAGES.recoveryInvalid],
    ] as const) {
      const found = checkOtp(message)({ otp }).otp;
      expect(found ? [found] : []).toEqual(messagesFor(schema, { otp }, 'otp'));
    }
  });

  it('words the refusal in the flow’s own words', () => {
    expect(checkOtp(OTP_MESSAGES.signupInvalid)({ otp: '12' })).toEqual({ otp: 'Please enter valid otp' });
    expect(checkOtp(OTP_MESSAGES.recoveryInvalid)({ otp: '12' })).toEqual({ otp: 'Please Enter valid OTP' });
  });
});
