// SEBI's rule since April 2024 (circular of 2024-04-01 on SIP failures): a SIP is cancelled after
// consecutive failed instalments, 3 for a monthly (or more frequent) SIP and 2 for a quarterly or
// longer one. A success resets the count; an instalment skipped inside an approved pause neither
// counts nor resets it. The registrar (the sandbox) applies the rule, the portal says how close a SIP
// is to it: both read the thresholds, the count and the wording from here.

export const INSTALMENT_OUTCOMES = ['Allotted', 'Failed', 'Paused', 'Due'] as const;
export type InstalmentOutcome = (typeof INSTALMENT_OUTCOMES)[number];

export const AUTO_CANCEL_AFTER = { monthlyOrShorter: 3, quarterlyOrLonger: 2 } as const;

/** Why a debit failed; the registrar records one of these with the failed instalment. */
export const DEBIT_FAILURES = {
  mandateNotActive: 'Mandate not yet active',
  mandateEnded: 'Mandate ended',
  aboveMaximum: 'Amount above the mandate\u2019s maximum',
  insufficientFunds: 'Insufficient funds',
} as const;

const LONGER_THAN_MONTHLY = /^(quarterly|half[- ]?yearly|yearly|annual(ly)?|q|h|y)$/i;

/** How many consecutive failed instalments cancel a SIP of this frequency. */
export function cancelAfter(frequency: string): number {
  return LONGER_THAN_MONTHLY.test(frequency.trim()) ? AUTO_CANCEL_AFTER.quarterlyOrLonger : AUTO_CANCEL_AFTER.monthlyOrShorter;
}

/** The failures that count now: from the newest instalment back to the last success, pauses skipped. */
export function consecutiveFailures(oldestFirst: readonly InstalmentOutcome[]): number {
  let failures = 0;
  for (let i = oldestFirst.length - 1; i >= 0; i--) {
    const outcome = oldestFirst[i];
    if (outcome === 'Allotted') break;
    if (outcome === 'Failed') failures++;
  }
  return failures;
}

/** Whether these instalments (oldest first) cancel a SIP of this frequency. */
export function cancelsSip(frequency: string, oldestFirst: readonly InstalmentOutcome[]): boolean {
  return consecutiveFailures(oldestFirst) >= cancelAfter(frequency);
}

export function autoCancelReason(failures: number): string {
  return `Cancelled after ${failures} consecutive failed instalments`;
}

/** What the portal says of a SIP with failures standing: how many more would cancel it. */
export function failuresLeftText(failures: number, threshold: number): string {
  const left = Math.max(0, threshold - failures);
  return left === 1 ? '1 more failed instalment would cancel it' : `${left} more failed instalments would cancel it`;
}
