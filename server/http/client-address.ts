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
 * `next dev`, or a server other than scripts/portal-server.mjs (the sign-in throttle then counts by user id).
 */
export function clientAddress(headers: Headers): string | null {
  const peer = peerAddress(headers);
  if (!peer || !isTrustedProxy(peer)) return peer;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normalise);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    if (!hop) return peer; // a hop a trusted proxy would never write: stop believing the list there
    if (!isTrustedProxy(hop)) return hop;
  }
  return peer;
}
