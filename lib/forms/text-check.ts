// What the hand-written form checks share (lib/forms/<concept>/*-check.ts): a text box that must be filled and has a
// length limit, checked as zod's `.min(1)` then `.max(max)` check it.

/** The box's first refusal (`value` as the schema sees it, trimmed or not), or undefined. */
export function filledWithin(value: string, max: number, words: { mandatory: string; tooLong: string }): string | undefined {
  if (!value) return words.mandatory;
  if (value.length > max) return words.tooLong;
  return undefined;
}

/** `{ [field]: refusal }`, or nothing when there is none: a check's answer for one field. */
export function refusalOf<K extends string>(field: K, refusal: string | undefined): Partial<Record<K, string>> {
  return refusal === undefined ? {} : ({ [field]: refusal } as Partial<Record<K, string>>);
}
