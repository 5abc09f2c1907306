import { filledWithin, refusalOf } from '../text-check';
import { USER_ID_EMAIL_MESSAGE, USER_ID_EMAIL_PATTERN, USER_ID_SENT_MESSAGE } from '../../rules/user-id';

// The forgotten user id form's rules without a schema library, so its page ships none. `forgotUserIdSchema`
// in ./forgot-userid.ts states the same rules with zod and stays the authority; a unit test holds the two
// to the same messages.

export const EMAIL_MAX = 50;

/** Something@domain.tld without spaces: what the registrar accepts as an e-mail address. */
export const EMAIL_PATTERN = USER_ID_EMAIL_PATTERN;

export const FORGOT_USERID_MESSAGES = {
  emailMandatory: 'Email Id is mandatory',
  emailInvalid: USER_ID_EMAIL_MESSAGE,
  emailTooLong: 'Email Id should not exceed 50 characters',
  // The page's confirmation, the same whether or not the address belongs to an account.
  sent: USER_ID_SENT_MESSAGE,
} as const;

export interface ForgotUserIdInput {
  email: string;
}

/** The e-mail box's first refusal, as `forgotUserIdSchema` words it; empty when the form may be sent. */
export function checkForgotUserId({ email }: ForgotUserIdInput): { email?: string } {
  const value = email.trim();
  const words = { mandatory: FORGOT_USERID_MESSAGES.emailMandatory, tooLong: FORGOT_USERID_MESSAGES.emailTooLong };
  const refusal = filledWithin(value, EMAIL_MAX, words) ?? (EMAIL_PATTERN.test(value) ? undefined : FORGOT_USERID_MESSAGES.emailInvalid);
  return refusalOf('email', refusal);
}
