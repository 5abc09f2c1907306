import 'server-only';
import { NextRequest, NextResponse } from 'next/server';
import { log, loggablePath } from '../log';
import { applyScopeCookies, inRequestScope, scopeSetsCookies } from './request-scope';

// A BFF handler's answer, before it is a response. Next gets it as a NextResponse. The request hook
// (server/http/bff-reads.mjs), which answers the BFF's reads without Next's router, gets it as plain
// parts, so a JSON answer never becomes a web stream only to be read back at once.

/** What a handler makes: a JSON body with its status, or a response it made itself. */
export type Answer = { status: number; body: unknown } | NextResponse;

/** An answer as the request hook writes it. */
export interface PlainAnswer {
  status: number;
  headers: [string, string][];
  body: string | Buffer;
}

type Ctx = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = (req: Request, ctx: Ctx) => Promise<NextResponse>;
type Core = (req: NextRequest, ctx: Ctx) => Promise<Answer>;

/** The mark of a handler the request hook may call itself: its value answers in plain parts. */
export const BFF_HANDLER = Symbol.for('portal.bff-handler');

// Every BFF answer may hold personal data (investors, PANs, bank details): no cache keeps a copy.
const NO_STORE: [string, string] = ['cache-control', 'no-store'];

export function toResponse(answer: Answer): NextResponse {
  const res = answer instanceof NextResponse ? answer : NextResponse.json(answer.body, { status: answer.status });
  res.headers.set(...NO_STORE);
  return res;
}

async function toPlain(answer: Answer): Promise<PlainAnswer> {
  if (!(answer instanceof NextResponse) && !scopeSetsCookies()) {
    return { status: answer.status, headers: [NO_STORE, ['content-type', 'application/json']], body: JSON.stringify(answer.body) };
  }
  const res = applyScopeCookies(toResponse(answer));
  const headers: [string, string][] = [];
  // A NextResponse's cookies also write x-middleware-set-cookie, Next's own header, which Next never sends.
  for (const [key, value] of res.headers) if (key !== 'set-cookie' && !key.startsWith('x-middleware-')) headers.push([key, value]);
  for (const cookie of res.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** Next hands a handler a NextRequest; the request hook and the tests may hand it a plain Request. */
const asNextRequest = (req: Request): NextRequest =>
  typeof (req as Partial<NextRequest>).cookies?.get === 'function' ? (req as NextRequest) : new NextRequest(req);

/**
 * A route handler made of `core`, which runs inside the request's scope (server/http/request-scope.ts):
 * its answer carries the cookies set while making it, a refusal's too (a session that no longer opens is
 * cleared with its 401). The mark gives the request hook the same handler answering in plain parts; it
 * needs nothing of Next's own request scope.
 */
export function scoped(core: Core): RouteHandler {
  const answering =
    <T>(finish: (answer: Answer) => Promise<T> | T) =>
    (req: Request, ctx: Ctx): Promise<T> => {
      const request = asNextRequest(req);
      const started = performance.now();
      return inRequestScope(request, async () => {
        const answer = await core(request, ctx);
        // One line per BFF request: route (personal data masked), status and time; never the query or a body.
        log('info', { http: { method: request.method, path: loggablePath(request.nextUrl.pathname), status: answer.status, ms: Math.round(performance.now() - started) } });
        return finish(answer);
      });
    };
  const handler: RouteHandler = answering((answer) => applyScopeCookies(toResponse(answer)));
  return Object.assign(handler, { [BFF_HANDLER]: answering(toPlain) });
}
