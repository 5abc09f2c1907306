import 'server-only';
import { BlockList, isIP } from 'node:net';
import { env } from '../env';
import { PEER_HEADER, peerHeaderWritten } from './peer-address.mjs';

const normalise = (value: string | null | undefined): string | null => {
  const v = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return v && isIP(v) ? v : null;
};

let trusted: { list: string[]; blocks: BlockList } | undefined;

function isTrustedProxy(address: string): boolean {
  const list = env().TRUSTED_PROXIES;
  if (list.length === 0) return false;
  if (trusted?.list !== list) {
    const blocks = new BlockList();
    for (const entry of list) {
      const [net, bits] = entry.split('/');
      const type = isIP(net!) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) blocks.addAddress(net!, type);
      else blocks.addSubnet(net!, Number(bits), type);
    }
    trusted = { list, blocks };
  }
  return trusted.blocks.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The address the TCP connection came from, when the portal's own server wrote it (./peer-address.mjs). */
export function peerAddress(headers: Headers): string | null {
  return peerHeaderWritten() ? normalise(headers.get(PEER_HEADER)) : null;
}

/**
 * The caller's address: the socket's, unless the socket is a configured proxy (TRUSTED_PROXIES); then
 * X-Forwarded-For is read from the right, past every trusted hop, to the first address a trusted proxy
 * saw. Anything left of that was written by the client and is never used. Null when unknown: under
 * `next dev`, or a server other than scripts/portal-server.mjs without BEHIND_PROXY (the sign-in throttle
 * then counts by user id).
 */
export function clientAddress(headers: Headers): string | null {
  const peer = peerAddress(headers);
  if (!peer) return behindProxyOnly() ? forwardedClient(headers, null) : null;
  if (!isTrustedProxy(peer)) return peer;
  return forwardedClient(headers, peer);
}

/**
 * BEHIND_PROXY=1 on a server that cannot see the socket (Next's standalone server.js in a release): the
 * deployment lets only the proxy reach the portal (it listens on the loopback address, HOSTNAME=127.0.0.1),
 * so the connection is the proxy's and its X-Forwarded-For is read as a trusted proxy's.
 */
const behindProxyOnly = () => env().BEHIND_PROXY === '1' && env().TRUSTED_PROXIES.length > 0;

/** X-Forwarded-For read from the right past every trusted hop; `fallback` when every hop is trusted or one is not an address. */
function forwardedClient(headers: Headers, fallback: string | null): string | null {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normalise);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    if (!hop) return fallback; // a hop a trusted proxy would never write: stop believing the list there
    if (!isTrustedProxy(hop)) return hop;
  }
  return fallback;
}
