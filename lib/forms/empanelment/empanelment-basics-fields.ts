// The empanelment basics' fields and wording without zod, for the form's components;
// ./empanelment-basics.ts holds the schemas.

export const ARN_MAX = 29; // "under 30 characters"
export const PAN_MAX = 10;
export const MOBILE_MAX = 10;
export const EMAIL_MAX = 50; // every text input of empanelment
export { OTP_LENGTH } from '../../rules/otp';

export const BASICS_MESSAGES = {
  allMandatory: 'All fields are mandatory',
  arnTooLong: 'ARN should be less than 30 characters',
  pan: 'Please enter valid PAN number',
  email: 'Please enter valid Email ID',
  mobile: 'Please enter valid Mobile number',
  invalidOtp: 'Invalid OTP',
} as const;

/** ARNs are written 'ARN-' and digits; a distributor who types only the digits means the same. */
export function normaliseArn(value: string): string {
  const v = value.trim().toUpperCase();
  return /^\d+$/.test(v) ? `ARN-${v}` : v;
}

/** Whether any problem is an empty field: the form then shows the one message the seed asks for. */
export function hasMissingField(messages: readonly (string | undefined)[]): boolean {
  return messages.includes(BASICS_MESSAGES.allMandatory);
}
