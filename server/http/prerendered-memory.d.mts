import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const FILL_HEADER: string;
export const COPY_MAX_AGE_MS: number;
export function prerenderedMemory(options?: {
  addresses?: Set<string>;
  now?: () => number;
}): (server: Server, req: IncomingMessage, res: ServerResponse) => boolean;
