import { describe, expect, it } from 'vitest';
import { MEMBER_SIGN_IN_MESSAGES, memberSignInOtpMessage } from '@/lib/rules/member-sign-in';
import { judgeOtp, OTP_MAX_TRIES } from '@/lib/rules/otp';

// A firm member's sign-in OTP: every way the registrar refuses it, in the words the login page shows.

const NOW = new Date('2026-11-30T10:00:00+05:30');
const issued = { code: '482913', expiresAt: new Date(NOW.getTime() + 60_000), usedAt: null, wrongTries: 0 };

describe('memberSignInOtpMessage', () => {
  it('says how many tries a wrong OTP leaves, and that the last one locks it', () => {
    const wrong = judgeOtp(issued, '111111', NOW);
    expect(wrong.ok).toBe(false);
    expect(memberSignInOtpMessage(wrong as Exclude<typeof wrong, { ok: true }>)).toBe('The OTP is not correct. 4 tries left.');
    const last = judgeOtp({ ...issued, wrongTries: OTP_MAX_TRIES - 2 }, '111111', NOW);
    expect(memberSignInOtpMessage(last as Exclude<typeof last, { ok: true }>)).toBe('The OTP is not correct. 1 try left.');
    const locked = judgeOtp({ ...issued, wrongTries: OTP_MAX_TRIES - 1 }, '111111', NOW);
    expect(memberSignInOtpMessage(locked as Exclude<typeof locked, { ok: true }>)).toBe('Too many wrong OTPs: an OTP allows 5 tries. Choose Send a new OTP.');
  });

  it('sends an expired, used or unknown OTP back to Send a new OTP', () => {
    expect(memberSignInOtpMessage({ ok: false, reason: 'expired' })).toBe('This OTP has expired: an OTP is valid for 10 minutes. Choose Send a new OTP.');
    expect(memberSignInOtpMessage({ ok: false, reason: 'used' })).toBe('This OTP has already been used. Choose Send a new OTP.');
    expect(memberSignInOtpMessage({ ok: false, reason: 'none' })).toBe(MEMBER_SIGN_IN_MESSAGES.none);
    expect(memberSignInOtpMessage({ ok: false, reason: 'format' })).toBe('Please Enter valid OTP');
  });

  it('tells the member where the OTP went: their own contacts, not the firm’s', () => {
    expect(MEMBER_SIGN_IN_MESSAGES.sent).toBe('We sent a 6-digit OTP to your own registered mobile number and e-mail address. It is valid for 10 minutes.');
  });
});
