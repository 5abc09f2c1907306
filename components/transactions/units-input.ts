import { UNITS_MAX_LENGTH } from '@/lib/forms/redemption/redemption-fields';

// What a units field keeps of typed or pasted text: digits and one decimal point with at most four
// decimals, no leading zeros before a whole number, at most 14 characters.

export const UNITS_BLOCKED_KEYS: readonly string[] = ['e', 'E', '-', '+'];

export function cleanUnitsInput(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const cleaned = rest.length > 0 ? `${digits || '0'}.${rest.join('').slice(0, 4)}` : digits;
  return cleaned.slice(0, UNITS_MAX_LENGTH);
}
