import { PASSWORD_SPECIALS } from '@/lib/rules/password';

// The reset-password form's limit and hint without zod, for the form; ./reset-password.ts holds the
// schema.

export const RESET_PASSWORD_MAX = 50;
export const RESET_PASSWORD_HINT = `At least 8 characters, with an upper-case letter (A-Z), a lower-case letter (a-z), a digit (0-9) and one of ${[...PASSWORD_SPECIALS].join(' ')}`;
