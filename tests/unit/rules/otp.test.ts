import { describe, expect, it } from 'vitest';
import {
  APPROVAL_OTP_MESSAGES,
  approvalOtpMessage,
  INVESTOR_OTP_NOTE,
  isOtpShaped,
  judgeOtp,
  OTP_LENGTH,
  OTP_MAX_TRIES,
  OTP_VALID_MINUTES,
  otpExpiresAt,
  type IssuedOtp,
} from '@/lib/rules/otp';
import { APPROVAL_NOTE } from '@/lib/transactions/confirmation-texts';

// The investor's second factor: six digits, ten minutes, five tries, good once, and the words the
// authorisation page and the portal use for it.

const issuedAt = new Date('2026-03-02T10:00:00Z');
const otp = (over: Partial<IssuedOtp> = {}): IssuedOtp => ({ code: '482913', expiresAt: otpExpiresAt(issuedAt), usedAt: null, wrongTries: 0, ...over });
const minutesLater = (m: number) => new Date(issuedAt.getTime() + m * 60_000);

describe('the OTP rule', () => {
  it('is six digits, valid ten minutes, five tries', () => {
    expect([OTP_LENGTH, OTP_VALID_MINUTES, OTP_MAX_TRIES]).toEqual([6, 10, 5]);
    expect(['482913', ' 482913 '].map(isOtpShaped)).toEqual([true, true]);
    expect(['48291', '4829134', '48291a', ''].map(isOtpShaped)).toEqual([false, false, false, false]);
  });

  it('takes the right code until the tenth minute ends, and not after', () => {
    expect(judgeOtp(otp(), '482913', minutesLater(9.9))).toEqual({ ok: true });
    expect(judgeOtp(otp(), '482913', minutesLater(10))).toEqual({ ok: false, reason: 'expired' });
  });

  it('counts down the tries; the fifth wrong code locks it, and then even the right one is refused', () => {
    expect(judgeOtp(otp(), '111111', issuedAt)).toEqual({ ok: false, reason: 'wrong', triesLeft: 4 });
    expect(judgeOtp(otp({ wrongTries: 3 }), '111111', issuedAt)).toEqual({ ok: false, reason: 'wrong', triesLeft: 1 });
    expect(judgeOtp(otp({ wrongTries: 4 }), '111111', issuedAt)).toEqual({ ok: false, reason: 'locked' });
    expect(judgeOtp(otp({ wrongTries: 5 }), '482913', issuedAt)).toEqual({ ok: false, reason: 'locked' });
  });

  it('is good once, and needs one to have been sent', () => {
    expect(judgeOtp(otp({ usedAt: minutesLater(1) }), '482913', minutesLater(2))).toEqual({ ok: false, reason: 'used' });
    expect(judgeOtp(null, '482913', issuedAt)).toEqual({ ok: false, reason: 'none' });
  });
});

describe('its messages', () => {
  it('say what went wrong and what to do', () => {
    expect(approvalOtpMessage({ ok: false, reason: 'wrong', triesLeft: 4 })).toBe('The OTP is not correct. 4 tries left.');
    expect(approvalOtpMessage({ ok: false, reason: 'wrong', triesLeft: 1 })).toBe('The OTP is not correct. 1 try left.');
    expect(approvalOtpMessage({ ok: false, reason: 'expired' })).toBe('This OTP has expired: an OTP is valid for 10 minutes. Choose Send a new OTP.');
    expect(approvalOtpMessage({ ok: false, reason: 'locked' })).toBe('Too many wrong OTPs: an OTP allows 5 tries. Choose Send a new OTP.');
    expect(approvalOtpMessage({ ok: false, reason: 'used' })).toBe('This OTP has already been used. Choose Send a new OTP.');
    expect(approvalOtpMessage({ ok: false, reason: 'none' })).toBe('No OTP has been sent for this approval yet. Choose Send OTP.');
    expect(approvalOtpMessage({ ok: false, reason: 'format' })).toBe('Enter the 6-digit OTP sent to your registered mobile number and e-mail address.');
    expect(APPROVAL_OTP_MESSAGES.sent).toBe('We sent a 6-digit OTP to your registered mobile number and e-mail address. It is valid for 10 minutes.');
  });

  it('tell the distributor the investor approves with an OTP, beside the approval mail', () => {
    expect(APPROVAL_NOTE).toBe('The investor will receive an e-mail for approval of this transaction.');
    expect(INVESTOR_OTP_NOTE).toBe('The investor approves it through the link with an OTP sent to their registered mobile number and e-mail address.');
  });
});
