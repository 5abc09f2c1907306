import type { IncomingMessage, ServerResponse } from 'node:http';
export const PEER_HEADER: string;
export function peerHeaderWritten(): boolean;
export function withPeerAddress<Req extends IncomingMessage, Res extends ServerResponse>(handle: (req: Req, res: Res) => unknown): (req: Req, res: Res) => unknown;
