import type { z } from 'zod';
import type { Endpoint, WireAnswerOf } from '../server/fundhouse/endpoint';
import type { AnswerEnvelope } from '../server/fundhouse/wire';
import type { SandboxClock } from './clock';
import type { Db } from './db/client';
import type { FaultKind } from './faults';
import type { TokenService, TokenUser } from './tokens';
import type { Permission } from '../lib/rules/team-roles';
import type { MemberAccess } from './domains/team/member-scope';

// The sandbox serves the portal's own endpoint declarations: a route pairs a declaration with its
// handler, so path, method and parameter schema come from the one place the client reads them too.
// A handler's answer is typed by the declaration as well, field names included, so an answer the
// portal would refuse (or silently read as empty) fails the type check rather than a test.

/** Who calls: the token's user and, for a firm member, their role and scope as the registrar holds them now. */
export interface Caller extends TokenUser {
  member?: MemberAccess;
}

export interface HandlerContext {
  db: Db;
  clock: SandboxClock;
  tokens: TokenService;
  requestId: string;
  /** The bearer token's user; always set for endpoints declared with `auth: true`. */
  user: Caller | null;
  /** A fault armed for this call that only the handler can act out (wrong-nonce, wrong-identity). */
  fault: FaultKind | null;
}

/** The registrar's business-error shape (HTTP 200, error code other than 0). */
export type Refusal = { ErrorCode: number | string; ErrorMessage: string };

/**
 * What a handler of `E` may answer: the declared answer as it travels (the portal applies the
 * declaration's defaults and transforms on arrival), or a refusal.
 */
export type HandlerAnswer<E extends Endpoint> = WireAnswerOf<E> | Refusal;

type Row<S> = S extends readonly (infer R)[] ? R : never;
type KeysOf<S> = S extends object ? keyof S : never;
type Field<S, K extends PropertyKey> = S extends object ? (K extends keyof S ? S[K] : never) : never;

/**
 * The field names in `T`, at any depth, that the shape `S` does not declare. Plain assignability lets
 * an unknown name through (and a misspelt optional field with it); this does not.
 */
export type UndeclaredFields<T, S> = 0 extends 1 & T
  ? '(an untyped value)'
  : T extends readonly (infer R)[]
    ? UndeclaredFields<R, Row<NonNullable<S>>>
    : T extends object
      ? { [K in keyof T]-?: K extends KeysOf<NonNullable<S>> ? UndeclaredFields<T[K], Field<NonNullable<S>, K>> : K }[keyof T]
      : never;

/** Accepts a handler only when every field it answers is declared; otherwise the error names the rest. */
export type Checked<H, T, S> = [UndeclaredFields<T, S>] extends [never] ? H : H & { 'answers undeclared fields': UndeclaredFields<T, S> };

export type Handler<E extends Endpoint, R extends HandlerAnswer<E> = HandlerAnswer<E>> = (
  params: z.output<E['params']>,
  ctx: HandlerContext,
) => Promise<R>;

export interface Route {
  endpoint: Endpoint;
  /**
   * What a firm member's role must allow for this call (lib/rules/team.ts); 'read' when the route does not
   * say. The pipeline refuses a member whose role lacks it before the handler runs (domains/team/member-access.ts).
   */
  needs?: Permission;
  handle: (params: unknown, ctx: HandlerContext) => Promise<AnswerEnvelope>;
}

/** What a route declares besides its handler: the permission its calls need. */
export interface RouteAccess {
  needs: Permission;
}

export function route<E extends Endpoint, R extends HandlerAnswer<E>>(
  endpoint: E,
  handler: Checked<Handler<E, R>, R, HandlerAnswer<E>>,
  access?: RouteAccess,
): Route {
  return { endpoint, ...access, handle: handler as unknown as Route['handle'] };
}

/** For handlers of `auth: true` endpoints, where the router has already checked the token. */
export function signedIn(ctx: HandlerContext): Caller {
  if (!ctx.user) throw new Error('handler of an authenticated endpoint ran without a token user');
  return ctx.user;
}

/** A refusal in the registrar's words; `code` is the reason code where the registrar gives one (1: none). */
export function refuse(message: string, code: number = 1): Refusal {
  return { ErrorCode: code, ErrorMessage: message };
}

export function routeTable(routes: readonly Route[]): Map<string, Route> {
  const table = new Map<string, Route>();
  for (const r of routes) {
    if (table.has(r.endpoint.path)) throw new Error(`two sandbox routes for ${r.endpoint.path}`);
    table.set(r.endpoint.path, r);
  }
  return table;
}
