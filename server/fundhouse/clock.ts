// The upstream's clock, as told by the Date header of its answers. Token expiry is stamped by the
// upstream, so "how long is left" must be read on its clock, not ours. Safe to lose: a fresh
// process starts at zero skew and learns it from the next answer.

// Kept on globalThis because the proxy and the pages are separate bundles in one process, each with
// its own copy of this module; the pages learn the skew and the proxy needs it.
const KEY = Symbol.for('portal.fundhouse.clockSkewMs');
const store = globalThis as unknown as Record<symbol, number | undefined>;

export function noteUpstreamDate(dateHeader: string | null, localNow = Date.now()): void {
  if (!dateHeader) return;
  const upstream = Date.parse(dateHeader);
  if (Number.isFinite(upstream)) store[KEY] = upstream - localNow;
}

/** Now, on the upstream's clock (millisecond resolution lost to the Date header's whole seconds). */
export function upstreamNow(localNow = Date.now()): number {
  return localNow + (store[KEY] ?? 0);
}
