import type { KeyboardEvent } from 'react';

// Number fields take digits only: the keys a browser's number input would let through (e, dot, minus,
// plus) are stopped as they are pressed, and the same characters are dropped from pasted or dropped
// text, so whichever way a value comes in it obeys one rule.

export const NUMBER_BLOCKED_KEYS: readonly string[] = ['e', 'E', '.', '-', '+'];

export function blockNumberKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (NUMBER_BLOCKED_KEYS.includes(event.key)) event.preventDefault();
}

/** The text without the characters the keys above would have typed. */
export const dropNumberKeys = (text: string): string => text.replace(/[eE.+-]/g, '');

/** Only the digits of the text: a field that is digits only keeps nothing else, typed or pasted. */
export const keepDigits = (text: string): string => text.replace(/\D/g, '');
