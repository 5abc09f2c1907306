import type { KeyboardEvent } from 'react';

// Number fields take digits only: the keys a browser's number input would let through (e, dot,
// minus, plus) are stopped as they are pressed.
const BLOCKED = new Set(['e', 'E', '.', '-', '+']);

export function blockNumberKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (BLOCKED.has(event.key)) event.preventDefault();
}

/** Props for a digits-only text input. */
export const numberInputProps = {
  inputMode: 'numeric',
  autoComplete: 'off',
  onKeyDown: blockNumberKeys,
} as const;
