import { describe, expect, it } from 'vitest';
import {
  OTP_REQUEST_LIMIT,
  OTP_REQUEST_WINDOW_MS,
  tooManyOtpRequestsMessage,
  tooManyUserIdRequestsMessage,
} from '@/lib/rules/otp-requests';

describe('OTP request limit', () => {
  it('allows 5 OTPs per hour', () => {
    expect(OTP_REQUEST_LIMIT).toBe(5);
    expect(OTP_REQUEST_WINDOW_MS).toBe(3_600_000);
  });

  it.each([
    [1, 'Too many OTP requests. Please try again in 1 minute.'],
    [60, 'Too many OTP requests. Please try again in 1 minute.'],
    [61, 'Too many OTP requests. Please try again in 2 minutes.'],
    [3599, 'Too many OTP requests. Please try again in 60 minutes.'],
    [0, 'Too many OTP requests. Please try again in 1 minute.'],
  ])('after %i seconds to wait says %j', (seconds, message) => {
    expect(tooManyOtpRequestsMessage(seconds)).toBe(message);
  });

  it('words the user id reminder limit alike', () => {
    expect(tooManyUserIdRequestsMessage(125)).toBe('Too many User ID requests. Please try again in 3 minutes.');
  });
});
