import { SOMETHING_WENT_WRONG } from '../messages/generic';
import { MEMBER_SIGN_IN_MESSAGES } from '../rules/member-sign-in';
import { EXPIRED_ARN_MESSAGE, NOT_EMPANELLED_MESSAGE } from '../rules/sign-in';

// next-auth's Credentials provider passes only a string from authorize() to the client, so the
// portal's sign-in outcomes travel as these codes and are turned into the seed's messages here.
export const SIGN_IN_ERROR = {
  invalid: 'INVALID',
  unauthorized: 'UNAUTHORIZED',
  expiredArn: 'EXPIRED_ARN',
  notEmpanelled: 'NOT_EMPANELLED',
  throttled: 'THROTTLED',
  upstream: 'UPSTREAM',
  /** A firm member's right password: `OTP_REQUIRED:<the OTP's id>`, for the second step. */
  otpRequired: 'OTP_REQUIRED',
  /** The registrar refused a member's OTP: `OTP:<its words>`. */
  otp: 'OTP',
} as const;

export type SignInErrorKind = keyof typeof SIGN_IN_ERROR;

export { EXPIRED_ARN_MESSAGE, NOT_EMPANELLED_MESSAGE };
export const INVALID_DETAILS_MESSAGE = 'Please enter valid details';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized Request';
export const GENERIC_MESSAGE = SOMETHING_WENT_WRONG;

export interface SignInFailure {
  kind: SignInErrorKind;
  /** The text to show; for 'upstream' this is the fund house's own message when it gave one. */
  message: string;
  /** For 'otpRequired': the id of the OTP sent, which the second step sends back with the code. */
  otpId?: string;
}

/** `THROTTLED:<text>`, `UPSTREAM:<text>` and `OTP:<text>` carry their text, `OTP_REQUIRED:<id>` its id; the others are bare codes. */
export function encodeSignInError(kind: SignInErrorKind, message?: string): string {
  const code = SIGN_IN_ERROR[kind];
  return message ? `${code}:${message}` : code;
}

export function decodeSignInError(raw: string | null | undefined): SignInFailure {
  const text = raw ?? '';
  const sep = text.indexOf(':');
  const code = sep === -1 ? text : text.slice(0, sep);
  const carried = sep === -1 ? '' : text.slice(sep + 1);
  switch (code) {
    case SIGN_IN_ERROR.invalid:
      return { kind: 'invalid', message: INVALID_DETAILS_MESSAGE };
    case SIGN_IN_ERROR.unauthorized:
      return { kind: 'unauthorized', message: UNAUTHORIZED_MESSAGE };
    case SIGN_IN_ERROR.expiredArn:
      return { kind: 'expiredArn', message: EXPIRED_ARN_MESSAGE };
    case SIGN_IN_ERROR.notEmpanelled:
      return { kind: 'notEmpanelled', message: NOT_EMPANELLED_MESSAGE };
    case SIGN_IN_ERROR.otpRequired:
      return carried ? { kind: 'otpRequired', message: MEMBER_SIGN_IN_MESSAGES.sent, otpId: carried } : { kind: 'upstream', message: GENERIC_MESSAGE };
    case SIGN_IN_ERROR.otp:
      return { kind: 'otp', message: carried || MEMBER_SIGN_IN_MESSAGES.format };
    case SIGN_IN_ERROR.throttled:
      return { kind: 'throttled', message: carried || GENERIC_MESSAGE };
    default:
      return { kind: 'upstream', message: carried || GENERIC_MESSAGE };
  }
}
