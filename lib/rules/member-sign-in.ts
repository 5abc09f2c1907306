import { OTP_FORMAT_MESSAGE, OTP_LENGTH, OTP_MAX_TRIES, OTP_VALID_MINUTES, type OtpVerdict } from './otp';

// A firm member's sign-in (issue 43, item 1): their own user id and password, then an OTP sent to their
// own mobile number and e-mail address, never to the firm's. The password alone opens nothing: the
// registrar answers a right password with the OTP's id, and the token only with the right OTP. The
// registrar refuses in these words and the login page shows them as they come, so both read them here.
// Only the OTP rule's constants are imported, because the login page ships this module.

export const MEMBER_SIGN_IN_OTP_PURPOSE = 'member-sign-in';

export const MEMBER_SIGN_IN_MESSAGES = {
  /** The subject of the SMS and e-mail that carry the OTP. */
  title: 'Your OTP to sign in to the distributor portal',
  sent: `We sent a ${OTP_LENGTH}-digit OTP to your own registered mobile number and e-mail address. It is valid for ${OTP_VALID_MINUTES} minutes.`,
  resent: `We sent a new ${OTP_LENGTH}-digit OTP to your own registered mobile number and e-mail address. The earlier one no longer works.`,
  format: OTP_FORMAT_MESSAGE,
  none: 'This OTP is not the one sent for your sign-in. Choose Send a new OTP.',
  used: 'This OTP has already been used. Choose Send a new OTP.',
  expired: `This OTP has expired: an OTP is valid for ${OTP_VALID_MINUTES} minutes. Choose Send a new OTP.`,
  locked: `Too many wrong OTPs: an OTP allows ${OTP_MAX_TRIES} tries. Choose Send a new OTP.`,
  wrong: (triesLeft: number) => `The OTP is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
} as const;

/** Why the registrar refused a member's sign-in OTP, in the login page's words. */
export function memberSignInOtpMessage(verdict: Exclude<OtpVerdict, { ok: true }>): string {
  return verdict.reason === 'wrong' ? MEMBER_SIGN_IN_MESSAGES.wrong(verdict.triesLeft) : MEMBER_SIGN_IN_MESSAGES[verdict.reason];
}
