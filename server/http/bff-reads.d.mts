import type { IncomingMessage, ServerResponse } from 'node:http';

export const BFF_HANDLER: unique symbol;

export interface BffRoute {
  segments: string[];
  file: string;
}

export function bffRoutes(manifest: Record<string, string>): BffRoute[];

export function matchRoute(routes: BffRoute[], pathname: string): { route: BffRoute; params: Record<string, string> } | null;

export function bffReads(options: { distDir: string; production: boolean; log?: (line: string) => void }): (req: IncomingMessage, res: ServerResponse) => boolean;
