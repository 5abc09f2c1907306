import { filledWithin, refusalOf } from '../text-check';

// The sign-in form's rules without a schema library, so the sign-in page (prerendered, the first page most
// people load) ships none. `loginSchema` in ./login.ts states the same rules with zod and stays the
// authority; a unit test holds the two to the same messages.

export const LOGIN_FIELD_MAX = 50;

export const LOGIN_MESSAGES = {
  userIdMandatory: 'User Id is mandatory',
  userIdTooLong: 'User Id should not exceed 50 characters',
  passwordMandatory: 'Password is mandatory',
  passwordTooLong: 'Password should not exceed 50 characters',
  terms: 'Please accept the Terms and Conditions',
} as const;

export interface LoginInput {
  username: string;
  password: string;
  terms: boolean;
}

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Each field's first refusal, as `loginSchema` words it; empty when the form may be sent. */
export function checkLogin({ username, password, terms }: LoginInput): LoginErrors {
  return {
    ...refusalOf('username', filledWithin(username.trim(), LOGIN_FIELD_MAX, { mandatory: LOGIN_MESSAGES.userIdMandatory, tooLong: LOGIN_MESSAGES.userIdTooLong })),
    // Passwords are taken exactly as typed: spaces may be part of one.
    ...refusalOf('password', filledWithin(password, LOGIN_FIELD_MAX, { mandatory: LOGIN_MESSAGES.passwordMandatory, tooLong: LOGIN_MESSAGES.passwordTooLong })),
    ...refusalOf('terms', terms === true ? undefined : LOGIN_MESSAGES.terms),
  };
}
