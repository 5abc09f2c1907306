// The registrar's password rule (seed 000 sections 7 and 8): at least 8 characters with an upper-case
// letter, a digit and a special character; a reset asks for a lower-case letter as well. The portal's
// forms check it before the registrar does, in the registrar's words, so both read it from here.

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULE_MESSAGE =
  'Password should be at least 8 characters in length and should contain at least 1 Upper Case alphabet(A-Z).1 Special Character and 1 Numeric Value (0-9)';

/** The special characters the fund house accepts as "special". */
export const PASSWORD_SPECIALS = '#?!@$%^&*-';

/** At least 8 characters with an upper-case letter (A-Z), a digit (0-9) and one of #?!@$%^&*- . */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    [...value].some((c) => PASSWORD_SPECIALS.includes(c))
  );
}

export const RESET_PASSWORD_RULE_MESSAGE =
  'Password should be at least 8 characters in length and should contain at least 1 Upper Case alphabet(A-Z), 1 Lower Case alphabet(a-z), 1 Special Character and 1 Numeric Value (0-9)';

/** The reset rule: the password rule plus a lower-case letter. */
export function meetsResetRule(value: string): boolean {
  return isStrongPassword(value) && /[a-z]/.test(value);
}

/** The registrar's answers to a password changed while signed in, and to one reset from its link. */
export const PASSWORD_CHANGED_MESSAGE = 'Password Changed Successfully';
export const PASSWORD_UPDATED_MESSAGE = 'Password Updated Successfully';
/** A reset whose token the registrar no longer holds starts again from the user id. */
export const PASSWORD_RESET_EXPIRED_MESSAGE = 'Your password reset request has expired. Please start again.';
