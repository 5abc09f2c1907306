// Abuse limits of the anonymous flows: at most 5 OTPs per hour for one user id, mobile or ARN, and as
// many user id reminders per e-mail address. Isomorphic (no I/O): the portal store counts, this words it.

export const OTP_REQUEST_LIMIT = 5;
export const OTP_REQUEST_WINDOW_MINUTES = 60;
export const OTP_REQUEST_WINDOW_MS = OTP_REQUEST_WINDOW_MINUTES * 60_000;

/**
 * The portal store's count of one purpose's OTP requests: sign-up and empanelment each have their
 * own quota, so empanelling does not use up the sign-up that follows it.
 */
export function otpRequestRule(purpose: 'signup' | 'empanelment') {
  return { action: `otp:${purpose}`, limit: OTP_REQUEST_LIMIT, windowMs: OTP_REQUEST_WINDOW_MS };
}

const waitMinutes = (retryAfterSeconds: number) => {
  // Never tell someone to wait "0 minutes" while they are still refused.
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

export function tooManyOtpRequestsMessage(retryAfterSeconds: number): string {
  return `Too many OTP requests. Please try again in ${waitMinutes(retryAfterSeconds)}.`;
}

export function tooManyUserIdRequestsMessage(retryAfterSeconds: number): string {
  return `Too many User ID requests. Please try again in ${waitMinutes(retryAfterSeconds)}.`;
}
