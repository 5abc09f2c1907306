import { z } from 'zod';

export const EMAIL_MAX = 50;

/** Something@domain.tld without spaces: what the registrar accepts as an e-mail address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const FORGOT_USERID_MESSAGES = {
  emailMandatory: 'Email Id is mandatory',
  emailInvalid: 'Please enter valid Email Id',
  emailTooLong: 'Email Id should not exceed 50 characters',
  // The page's confirmation, the same whether or not the address belongs to an account.
  sent: 'Your UserId has been sent to your Email Id and Mobile number',
} as const;

export const forgotUserIdSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: FORGOT_USERID_MESSAGES.emailMandatory, abort: true })
    .max(EMAIL_MAX, { message: FORGOT_USERID_MESSAGES.emailTooLong, abort: true })
    .regex(EMAIL_PATTERN, FORGOT_USERID_MESSAGES.emailInvalid),
});

export type ForgotUserIdInput = z.infer<typeof forgotUserIdSchema>;
