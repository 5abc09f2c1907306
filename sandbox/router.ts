import type { z } from 'zod';
import type { Endpoint } from '../server/fundhouse/endpoint';
import type { AnswerEnvelope } from '../server/fundhouse/wire';
import type { SandboxClock } from './clock';
import type { Db } from './db/client';
import type { FaultKind } from './faults';
import type { TokenService, TokenUser } from './tokens';

// The sandbox serves the portal's own endpoint declarations: a route pairs a declaration with its
// handler, so path, method and parameter schema come from the one place the client reads them too.

export interface HandlerContext {
  db: Db;
  clock: SandboxClock;
  tokens: TokenService;
  requestId: string;
  /** The bearer token's user; always set for endpoints declared with `auth: true`. */
  user: TokenUser | null;
  /** A fault armed for this call that only the handler can act out (wrong-nonce, wrong-identity). */
  fault: FaultKind | null;
}

export type Handler<E extends Endpoint> = (params: z.output<E['params']>, ctx: HandlerContext) => Promise<AnswerEnvelope>;

export interface Route {
  endpoint: Endpoint;
  handle: Handler<Endpoint>;
}

export function route<E extends Endpoint>(endpoint: E, handler: Handler<E>): Route {
  return { endpoint, handle: handler as Handler<Endpoint> };
}

/** For handlers of `auth: true` endpoints, where the router has already checked the token. */
export function signedIn(ctx: HandlerContext): TokenUser {
  if (!ctx.user) throw new Error('handler of an authenticated endpoint ran without a token user');
  return ctx.user;
}

/** The registrar's business-error shape (HTTP 200, error code other than 0). */
export function refuse(message: string): AnswerEnvelope {
  return { ErrorCode: 1, ErrorMessage: message };
}

export function routeTable(routes: readonly Route[]): Map<string, Route> {
  const table = new Map<string, Route>();
  for (const r of routes) {
    if (table.has(r.endpoint.path)) throw new Error(`two sandbox routes for ${r.endpoint.path}`);
    table.set(r.endpoint.path, r);
  }
  return table;
}
