// Route handlers see only headers, never the socket, and Next passes a client's own X-Forwarded-For through
// untouched; so the portal's server (scripts/portal-server.mjs, Next's custom server) writes each
// connection's address into a header of its own, over whatever a client sent under that name, before Next
// sees the request. server/http/client-address.ts believes the header only in a process whose server writes
// it: under `next dev` or a `next start` run by hand, anyone could have sent it. Plain JS: the server script
// loads it without a build.

export const PEER_HEADER = 'x-portal-peer-address';
const WRITTEN = Symbol.for('portal.peer-address-written');

/** Whether this process's server writes PEER_HEADER on every request. */
export const peerHeaderWritten = () => globalThis[WRITTEN] === true;

/**
 * A request listener that writes the connection's address into PEER_HEADER, then hands the request on.
 * @template {import('node:http').IncomingMessage} Req
 * @template {import('node:http').ServerResponse} Res
 * @param {(req: Req, res: Res) => unknown} handle
 * @returns {(req: Req, res: Res) => unknown}
 */
export function withPeerAddress(handle) {
  globalThis[WRITTEN] = true;
  return (req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    return handle(req, res);
  };
}
