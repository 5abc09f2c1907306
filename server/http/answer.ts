import 'server-only';
import { NextRequest, NextResponse } from 'next/server';
import { log, loggablePath } from '../log';
import { applyScopeCookies, inRequestScope } from './request-scope';

// A BFF handler's answer, before it is a response: a JSON body with its status, or a response it made itself.
export type Answer = { status: number; body: unknown } | NextResponse;

type Ctx = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = (req: Request, ctx: Ctx) => Promise<NextResponse>;
type Core = (req: NextRequest, ctx: Ctx) => Promise<Answer>;

export function toResponse(answer: Answer): NextResponse {
  const res = answer instanceof NextResponse ? answer : NextResponse.json(answer.body, { status: answer.status });
  // Every BFF answer may hold personal data (investors, PANs, bank details): no cache keeps a copy.
  res.headers.set('cache-control', 'no-store');
  return res;
}

/** Next hands a handler a NextRequest; the tests may hand it a plain Request. */
const asNextRequest = (req: Request): NextRequest =>
  typeof (req as Partial<NextRequest>).cookies?.get === 'function' ? (req as NextRequest) : new NextRequest(req);

/**
 * A route handler made of `core`, which runs inside the request's scope (server/http/request-scope.ts):
 * its answer carries the cookies set while making it, a refusal's too (a session that no longer opens is
 * cleared with its 401).
 */
export function scoped(core: Core): RouteHandler {
  return (req, ctx) => {
    const request = asNextRequest(req);
    const started = performance.now();
    return inRequestScope(request, async () => {
      const answer = await core(request, ctx);
      // One line per BFF request: route (personal data masked), status and time; never the query or a body.
      log('info', { http: { method: request.method, path: loggablePath(request.nextUrl.pathname), status: answer.status, ms: Math.round(performance.now() - started) } });
      return applyScopeCookies(toResponse(answer));
    });
  };
}
