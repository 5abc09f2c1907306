// Sign-up and credential recovery's BFF contract (seed 002, "Sign-up" and "Recovery"): the paths the
// public forms call and what each answers. Every call is a POST; a body is the lib/forms schema named
// beside its path, parsed again by the handler.

export const SIGNUP_API = {
  /** signup's signupSchema: sends the OTP and keeps the sign-up in the sealed flow cookie. */
  start: '/api/public/signup/start',
  /** otp's signupOtpSchema. */
  verify: '/api/public/signup/verify',
  /** No body. */
  resend: '/api/public/signup/resend',
} as const;

export const RECOVERY_API = {
  /** forgot-userid's forgotUserIdSchema. */
  userId: '/api/public/recovery/userid',
  /** forgot-password's forgotPasswordSchema. */
  start: '/api/public/recovery/password/start',
  /** otp's recoveryOtpSchema. */
  verify: '/api/public/recovery/password/verify',
  /** No body. */
  resend: '/api/public/recovery/password/resend',
  /** reset-password's resetPasswordSchema; needs the reset token a verified OTP left in the flow cookie. */
  reset: '/api/public/recovery/password/reset',
} as const;

/** A refusal with this status means the flow's state is gone: the visitor starts again. */
export const FLOW_GONE_STATUS = 409;

export type SignupStartResponse = { ok: true };
/** 'restart': the OTP locked after too many wrong tries, or the registrar refused the sign-up. */
export type SignupVerifyResponse = { status: 'registered' } | { status: 'restart'; reason: 'locked' | 'refused'; message: string };
export type RecoveryVerifyResponse = { status: 'verified' } | { status: 'restart'; message: string };
/** The confirmation to show: OTP sent or resent, user id sent, password updated. */
export type MessageResponse = { message: string };
