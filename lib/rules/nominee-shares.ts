import { NOMINEES_MAX } from './regulations';

// How a new investor's nominees share the holding (seed 002 sections 4.5 and 9, with SEBI's ten nominees
// of 2025, ./regulations.ts): shares totalling exactly 100, and when the shares are left unset the default
// split 100, 50/50, 33/33/34, 25 each… (an even split, the last nominee takes the remainder).

export const MAX_NOMINEES = NOMINEES_MAX;

export const SHARE_MESSAGES = {
  exactly: 'Total share percentage across all nominees should be exactly 100%.',
  exceeds: 'Total share percentage across all nominees cannot exceed 100%.',
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Said where Add Nominee was once the folio has all it may take. */
export const NOMINEE_LIMIT_MESSAGE = `A folio takes at most ${MAX_NOMINEES} nominees.`;

/**
 * The default shares for `count` nominees, an even split with the remainder on the last: whole parts
 * when the last differs by at most 1 (100, 50/50, 33/33/34, 25 each), otherwise parts of two decimals
 * (16.66 five times and 16.70, not 16 five times and 20).
 */
export function defaultShares(count: number): number[] {
  if (count < 1) return [];
  const whole = Math.floor(100 / count);
  const each = 100 - whole * count <= 1 ? whole : Math.floor(10000 / count) / 100;
  const shares = Array.from({ length: count }, () => each);
  shares[count - 1] = round2(100 - each * (count - 1));
  return shares;
}

/** A share as the field shows it: whole, or with its two decimals (16.70, not 16.7). */
export const shareText = (share: number) => (Number.isInteger(share) ? String(share) : share.toFixed(2));

/** The running total the form shows beside the shares and above its button, as the shares are typed. */
export const shareTotalText = (total: number) => `Total of all nominees' shares: ${total}% of 100%`;

/** Sum in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100. */
export function totalShare(shares: readonly number[]): number {
  return shares.reduce((sum, s) => sum + Math.round(s * 100), 0) / 100;
}

/** The seed's message for shares that do not total 100, or null when they do. */
export function shareTotalError(shares: readonly number[]): string | null {
  const total = totalShare(shares);
  if (total > 100) return SHARE_MESSAGES.exceeds;
  return total === 100 ? null : SHARE_MESSAGES.exactly;
}
