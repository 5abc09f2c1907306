/**
 * Which of the KRA's details go into a holder's fields: only where nobody has entered anything, that is a
 * field still as the holder's blank form had it, or as the KRA's earlier answer for this holder (another
 * PAN's) filled it. Whatever the person typed, before the page's scripts ran, before the KRA was asked or
 * while it answered, stays theirs. An empty detail fills nothing.
 */
export function kraFills(
  details: Readonly<Record<string, string | undefined>>,
  now: Readonly<Record<string, unknown>>,
  blank: Readonly<Record<string, unknown>>,
  earlier: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const fills: Record<string, string> = {};
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined || value === '') continue;
    if (now[key] === blank[key] || (key in earlier && now[key] === earlier[key])) fills[key] = value;
  }
  return fills;
}
