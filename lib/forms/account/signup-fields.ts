// The sign-up form's limits and hint without zod, for the form; ./signup.ts holds the schema.

export const SIGNUP_FIELD_MAX = 50;
export const SIGNUP_ARN_MAX = 20;
export const SIGNUP_PASSWORD_HINT = 'At least 8 characters, 1 uppercase, 1 special (# ? ! @ $ % ^ & * -), 1 numeric';
