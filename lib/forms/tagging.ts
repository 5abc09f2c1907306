// The ARN tagging fields' limits and wording without zod, for the forms' components;
// ./transaction-fields.ts holds the shared schema parts.

// The tagging rule and its words are ../rules/tagging.ts, shared with the registrar.
export { SUB_CODE_MAX, TAGGING_MESSAGES } from '../rules/tagging';

export const FAMILY_MESSAGES = {
  email: 'Email Family Description is mandatory',
  mobile: 'Mobile Family Description is mandatory',
} as const;

/** Shown when the declaration is YES: the EUIN is left blank on purpose. */
export const EUIN_DECLARATION_TEXT =
  'I/We hereby confirm that the EUIN box has been intentionally left blank by me/us as this is an "execution-only" ' +
  'transaction without any interaction or advice by the employee/relationship manager/sales person of the above ' +
  'distributor or notwithstanding the advice of in-appropriateness, if any, provided by the employee/relationship ' +
  'manager/sales person of the distributor and the distributor has not charged any advisory fees on this transaction.';

export const EUIN_CHOICES = ['YES', 'NO'] as const;

/** The digits of an ARN typed with or without its 'ARN-' prefix. */
export const arnDigitsOf = (code: string) => code.trim().toUpperCase().replace(/^ARN[\s-]*/, '');

/**
 * The EUIN after the declaration changes: YES clears it; NO clears any earlier choice, except that a
 * list of exactly one EUIN selects that one.
 */
export function euinAfterDeclaration(declaration: (typeof EUIN_CHOICES)[number], euins: readonly string[]): string {
  if (declaration === 'YES') return '';
  return euins.length === 1 ? (euins[0] ?? '') : '';
}

/** 'ARN-' and the digits, as the registrar takes a Sub ARN; empty stays empty. */
export function toSubArn(code: string): string {
  const digits = arnDigitsOf(code);
  return digits ? `ARN-${digits}` : '';
}
