import 'server-only';

/**
 * The caller's address. The nearest hop (Next's own server, or the operator's load balancer) appends to
 * X-Forwarded-For, so the last entry is the one nobody outside could forge.
 */
export function clientAddress(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
  return last || headers.get('x-real-ip') || null;
}
