/** What the portal shows for a value the fund house left empty. */
export const NOT_AVAILABLE = '-NA-';

export function orNA(value: string | null | undefined): string {
  return value && value.trim() ? value : NOT_AVAILABLE;
}
