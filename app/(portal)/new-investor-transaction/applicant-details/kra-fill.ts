/**
 * Which of the KRA's details go into a holder's fields: only where nobody has entered anything, that is a
 * field still as the holder's blank form had it, or as the KRA's earlier answers for this holder (another
 * PAN's) filled it. Whatever the person typed, before the page's scripts ran, before the KRA was asked or
 * while it answered, stays theirs. An empty detail fills nothing.
 *
 * `fills` goes into the form; `fromKra` is what the holder's fields then hold from the KRA, the `earlier`
 * of the holder's next answer.
 */
export function kraFills(
  details: Readonly<Record<string, string | undefined>>,
  now: Readonly<Record<string, unknown>>,
  blank: Readonly<Record<string, unknown>>,
  earlier: Readonly<Record<string, string>> = {},
): { fills: Record<string, string>; fromKra: Record<string, string> } {
  const fromEarlier = Object.fromEntries(Object.entries(earlier).filter(([key, value]) => now[key] === value));
  const fills: Record<string, string> = {};
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined || value === '') continue;
    if (now[key] === blank[key] || key in fromEarlier) fills[key] = value;
  }
  return { fills, fromKra: { ...fromEarlier, ...fills } };
}
