import { formatIndian } from '../../money';
import type { Phase } from '../../rules/amount';
import { REDEMPTION_RULE_MESSAGES } from '../../rules/redemption';
import { ZERO_BALANCE_MESSAGES } from '../../rules/zero-balance';

// The redemption form's fields and wording without zod, for the form's components; ./redemption.ts
// holds the schema.

export const OUTGOING_TYPES = ['P', 'F'] as const;
export const OUTGOING_MODES = ['U', 'A'] as const;
export type OutgoingType = (typeof OUTGOING_TYPES)[number];
export type OutgoingMode = (typeof OUTGOING_MODES)[number];
export const TYPE_LABELS: Record<OutgoingType, string> = { P: 'Partial', F: 'Full' };
export const MODE_LABELS: Record<OutgoingMode, string> = { U: 'Units', A: 'Amount' };

/** Units as the registrar keeps them: at most four decimals; a field of at most 14 characters. */
export const UNITS_MAX_LENGTH = 14;

export interface OutgoingMessages {
  folio: string;
  scheme: string;
  value: string;
  zeroBalance: string;
  units: string;
  amount: string;
  minimum: (min: number, phase: Phase) => string;
}

export const REDEMPTION_MESSAGES = {
  folioMandatory: 'Folio is mandatory*',
  schemeMandatory: 'Scheme is mandatory*',
  valueMandatory: REDEMPTION_RULE_MESSAGES.value,
  bankMandatory: REDEMPTION_RULE_MESSAGES.bank,
  zeroBalance: ZERO_BALANCE_MESSAGES.redemption,
  minimumLive: (min: number) => `(Amount should be ${formatIndian(min)})`,
  minimum: REDEMPTION_RULE_MESSAGES.minimum,
  notEnoughUnits: REDEMPTION_RULE_MESSAGES.units,
  notEnoughAmount: REDEMPTION_RULE_MESSAGES.amount,
  unitsFormat: 'Units can have at most 4 decimal places',
  fullByUnits: REDEMPTION_RULE_MESSAGES.fullByUnits,
  noFolios: 'No folios Found',
} as const;

/**
 * What the form does when the type changes (seed 001 section 4): Full fixes the mode to Units and the
 * value to the balance units; Partial clears the value.
 */
export function afterTypeChange(type: OutgoingType, balUnits: string): { mode: OutgoingMode; value: string } | { value: string } {
  return type === 'F' ? { mode: 'U', value: unitsText(balUnits) } : { value: '' };
}

/** Changing the folio or scheme starts the order again as Partial, by Units. */
export const RESET_ON_HOLDING_CHANGE = { type: 'P', mode: 'U', value: '' } as const;

/** Whole ten-thousandths of a unit: how units compare without floating-point error. */
export const tenThousandths = (n: number) => Math.round(n * 10_000);

/** Units as text without trailing zeros ('812.4530' → '812.453'); '' when not a number. */
export function unitsText(units: string | number): string {
  const n = Number(units);
  return String(units).trim() !== '' && Number.isFinite(n) ? String(tenThousandths(n) / 10_000) : '';
}
