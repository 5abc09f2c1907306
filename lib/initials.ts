/** Up to two letters for an avatar: the first letters of the first and last words of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return '';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  const letter = (w: string) => w.match(/\p{L}/u)?.[0] ?? '';
  return (letter(first) + letter(last)).toUpperCase();
}
