// The PAN rules of seed 000 section 5: five letters, four digits, one letter (AAAAA9999A), typed in
// upper case, at most ten characters; investment and transaction actions only for individuals, whose
// PAN has P as its fourth character.

export const PAN_LENGTH = 10;

export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** The seed gives 'Please enter a valid PAN' and 'Please enter valid PAN'; the portal shows the first. */
export const PAN_MESSAGE = 'Please enter a valid PAN';

export const INDIVIDUAL_PAN_MESSAGE =
  'Entered PAN Number is not related to Individual PAN Number, So please Enter Individual PAN Number';

/** What the PAN box keeps of a keystroke or a paste: upper-cased, no spaces, ten characters at most. */
export function normalisePanInput(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '').slice(0, PAN_LENGTH);
}

export function isValidPan(text: string): boolean {
  return PAN_PATTERN.test(text);
}

/** The message for a PAN as typed (trimmed, upper-cased first), or null when it is a valid PAN. */
export function panError(text: string): string | null {
  return isValidPan(text.trim().toUpperCase()) ? null : PAN_MESSAGE;
}

/** The fourth character of an individual's PAN is P (company C, firm F, trust T…). */
export function isIndividualPan(pan: string): boolean {
  const value = pan.trim().toUpperCase();
  return isValidPan(value) && value.charAt(3) === 'P';
}

/** The message when an action meant for individuals meets another PAN, or null for an individual. */
export function individualPanError(pan: string): string | null {
  if (!isValidPan(pan.trim().toUpperCase())) return PAN_MESSAGE;
  return isIndividualPan(pan) ? null : INDIVIDUAL_PAN_MESSAGE;
}
