const HOME = '/';
const ORIGIN = 'http://portal.invalid';

/**
 * Where to go after signing in. Only a path on this site is honoured, so a crafted `?from=` cannot send a
 * freshly signed-in distributor to another origin; the sign-in page itself is refused to avoid a loop.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !isLocalPath(from)) return HOME;
  // Browsers read a backslash as a slash ("/\evil.com" is protocol-relative) and drop control characters
  // before parsing, so neither may appear at all.
  if (from.includes('\\') || [...from].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return HOME;
  }
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return HOME;
  }
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  // Check again after normalisation: "/x/../login" resolves to the sign-in page.
  if (url.origin !== ORIGIN || !isLocalPath(normalised)) return HOME;
  return normalised;
}

function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.toLowerCase().startsWith('/login');
}
