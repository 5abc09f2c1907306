import { blockNumberKeys, dropNumberKeys } from '@/components/forms/number-keys';

/** Props for a digits-only text input: the refused keys stopped as typed and dropped from pasted text. */
export const numberInputProps = {
  inputMode: 'numeric',
  autoComplete: 'off',
  onKeyDown: blockNumberKeys,
  clean: dropNumberKeys,
} as const;
