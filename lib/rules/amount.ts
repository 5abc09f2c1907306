import { formatIndian } from '../money';

// Purchase amounts (seed 001 sections 5 and 9): whole rupees typed into a field of at most 10
// characters, at least the scheme's minimum and in multiples of the scheme's multiple. The seed words
// the minimum differently while typing and on submit, so each check knows which it is.

export const AMOUNT_MAX_LENGTH = 10;

/** Keys an amount field refuses: a browser's number input would let these through. */
export const AMOUNT_BLOCKED_KEYS: readonly string[] = ['e', 'E', '.', '-', '+'];

export type Phase = 'live' | 'submit';

export interface AmountRule {
  min: number;
  multiples: number;
}

export const AMOUNT_MESSAGES = {
  minLive: (min: number) => `The amount should be ₹ ${formatIndian(min)} or more`,
  minSubmit: (min: number) => `Minimum Amount should be ${formatIndian(min)}`,
  multiples: (n: number) => `The amount should be in the multiples of ${formatIndian(n)}`,
  invalid: 'Enter a valid amount',
} as const;

/** What an amount field keeps of typed or pasted text: digits only, no leading zeros, 10 at most. */
export function cleanAmountInput(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+/, '').slice(0, AMOUNT_MAX_LENGTH);
}

/** The amount of a field's text, or null when it is not a whole number of rupees. */
export function parseWholeRupees(text: string | number | null | undefined): number | null {
  const t = String(text ?? '').trim();
  if (!/^\d{1,10}$/.test(t)) return null;
  const n = Number(t);
  return n > 0 ? n : null;
}

/** The first rule the amount breaks, in the words of the phase, or null. */
export function amountProblem(amount: number, rule: AmountRule, phase: Phase): string | null {
  if (amount < rule.min) return phase === 'live' ? AMOUNT_MESSAGES.minLive(rule.min) : AMOUNT_MESSAGES.minSubmit(rule.min);
  if (rule.multiples > 1 && amount % rule.multiples !== 0) return AMOUNT_MESSAGES.multiples(rule.multiples);
  return null;
}

/** A scheme's figures as the registrar sends them ('5000', '500.00'); a missing multiple means 1. */
export function amountRuleOf(min: string | number, multiples: string | number | null | undefined): AmountRule | null {
  const m = Number(min);
  const n = multiples == null || String(multiples).trim() === '' ? 1 : Number(multiples);
  if (!Number.isFinite(m) || m <= 0 || !Number.isFinite(n) || n <= 0) return null;
  return { min: Math.ceil(m), multiples: Math.max(1, Math.round(n)) };
}
