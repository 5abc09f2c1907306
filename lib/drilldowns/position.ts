/** '41–60 of 241': a long list's rows in view (0-based first and last), for the reader's place in it. */
export function positionText(first: number, last: number, count: number): string {
  if (count <= 0 || first < 0 || first >= count) return '';
  const n = (i: number) => i.toLocaleString('en-IN');
  return `${n(first + 1)}–${n(Math.min(Math.max(last, first), count - 1) + 1)} of ${n(count)}`;
}
