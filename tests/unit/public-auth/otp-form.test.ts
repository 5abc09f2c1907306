import { describe, expect, it } from 'vitest';
import { OTP_MESSAGES, recoveryOtpSchema, signupOtpSchema } from '@/lib/forms/otp';
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
