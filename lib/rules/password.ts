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
