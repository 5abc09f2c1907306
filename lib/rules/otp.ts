// One-time passwords as the registrar issues them, and the investor's approval that needs one.
// SEBI's two-factor authentication for mutual-fund transactions (redemptions from 1 June 2022,
// subscriptions from 1 April 2023): the investor confirms with an OTP sent to the registered mobile
// and e-mail. Isomorphic (no I/O): the sandbox issues and checks OTPs by it, the portal words it.

export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
/** Wrong codes one OTP takes; the last of them locks it, and only a new OTP helps. */
export const OTP_MAX_TRIES = 5;

/** The seed's words for an entry that is not six digits (seed 002, forgot password); a member's sign-in OTP uses them too. */
export const OTP_FORMAT_MESSAGE = 'Please Enter valid OTP';

export interface IssuedOtp {
  code: string;
  expiresAt: Date;
  usedAt: Date | null;
  wrongTries: number;
}

export type OtpVerdict =
  | { ok: true }
  | { ok: false; reason: 'format' | 'none' | 'used' | 'expired' | 'locked' }
  | { ok: false; reason: 'wrong'; triesLeft: number };

const DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Whether an entry has the OTP's shape; a misshapen one costs no try. */
export const isOtpShaped = (entered: string) => DIGITS.test(entered.trim());

/**
 * An entered code against the newest OTP issued (null: none was). A wrong code counts a try, so the
 * verdict says how many remain after it; the one that uses up the last locks the OTP.
 */
export function judgeOtp(otp: IssuedOtp | null, entered: string, now: Date): OtpVerdict {
  if (!otp) return { ok: false, reason: 'none' };
  if (otp.usedAt) return { ok: false, reason: 'used' };
  if (otp.wrongTries >= OTP_MAX_TRIES) return { ok: false, reason: 'locked' };
  if (otp.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (otp.code === entered.trim()) return { ok: true };
  const triesLeft = OTP_MAX_TRIES - otp.wrongTries - 1;
  return triesLeft > 0 ? { ok: false, reason: 'wrong', triesLeft } : { ok: false, reason: 'locked' };
}

export const otpExpiresAt = (issuedAt: Date): Date => new Date(issuedAt.getTime() + OTP_VALID_MINUTES * 60_000);

/** The investor's approval page's words. */
export const APPROVAL_OTP_MESSAGES = {
  ask: `To approve, confirm with the ${OTP_LENGTH}-digit one-time password (OTP) we send to your registered mobile number and e-mail address.`,
  sent: `We sent a ${OTP_LENGTH}-digit OTP to your registered mobile number and e-mail address. It is valid for ${OTP_VALID_MINUTES} minutes.`,
  hint: `${OTP_LENGTH} digits, valid for ${OTP_VALID_MINUTES} minutes`,
  format: `Enter the ${OTP_LENGTH}-digit OTP sent to your registered mobile number and e-mail address.`,
  none: 'No OTP has been sent for this approval yet. Choose Send OTP.',
  used: 'This OTP has already been used. Choose Send a new OTP.',
  expired: `This OTP has expired: an OTP is valid for ${OTP_VALID_MINUTES} minutes. Choose Send a new OTP.`,
  locked: `Too many wrong OTPs: an OTP allows ${OTP_MAX_TRIES} tries. Choose Send a new OTP.`,
  wrong: (triesLeft: number) => `The OTP is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  noContact: 'No mobile number or e-mail address is registered for you, so no OTP can be sent. Please contact your distributor.',
} as const;

/** Why an approval was refused, in the page's words. */
export function approvalOtpMessage(verdict: Exclude<OtpVerdict, { ok: true }>): string {
  return verdict.reason === 'wrong' ? APPROVAL_OTP_MESSAGES.wrong(verdict.triesLeft) : APPROVAL_OTP_MESSAGES[verdict.reason];
}

/** What the portal tells the distributor about the investor's approval. */
export const INVESTOR_OTP_NOTE = 'The investor approves it through the link with an OTP sent to their registered mobile number and e-mail address.';
