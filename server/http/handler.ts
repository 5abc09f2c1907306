import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse } from 'next/server';
import { ZodError, type z } from 'zod';
import { allowedForFlag, NOT_FOR_FLAG_MESSAGE } from '@/lib/routes';
import { GENERIC_UPSTREAM_MESSAGE, UpstreamError } from '../fundhouse/errors';
import { readSessionClaims, type DistributorAuth } from '../auth/session';
import { toPortalSession } from '../auth/token';
import { getDb } from '../store/db';
import { IdempotencyBusyError, IdempotencyKeyReusedError, once } from '../store/idempotency';

/** The one shape in which errors leave the BFF (ARCHITECTURE.md rule 3). */
export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
}

export class HttpError extends Error {
  constructor(readonly status: number, readonly body: ErrorBody) {
    super(body.message);
  }
}

export const FIELDS_MESSAGE = 'Please correct the highlighted fields.';
export const UNREADABLE_MESSAGE = 'The request could not be read.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
export const IDEMPOTENCY_MESSAGES = {
  missing: 'The request has no valid Idempotency-Key.',
  busy: 'Confirmation in progress.. please wait..',
  reused: 'This confirmation does not match the transaction it was made for. Please reload the page.',
} as const;

const UPSTREAM_STATUS: Record<UpstreamError['kind'], number> = {
  unauthorized: 401, 'too-large': 413, business: 422, timeout: 504,
  network: 502, http: 502, malformed: 502, sealed: 502, schema: 502,
};

/** A zod refusal as the BFF's error shape: each field's first message under the form's own name. */
export function fieldErrorsOf(err: ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of err.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
  return fieldErrors;
}

export function errorResponse(err: unknown): NextResponse<ErrorBody> {
  if (err instanceof HttpError) return NextResponse.json(err.body, { status: err.status });
  if (err instanceof ZodError) return NextResponse.json({ message: FIELDS_MESSAGE, fieldErrors: fieldErrorsOf(err) }, { status: 400 });
  if (err instanceof IdempotencyBusyError) return NextResponse.json({ message: IDEMPOTENCY_MESSAGES.busy }, { status: 409 });
  if (err instanceof IdempotencyKeyReusedError) return NextResponse.json({ message: IDEMPOTENCY_MESSAGES.reused }, { status: 422 });
  if (err instanceof UpstreamError) {
    if (err.kind !== 'business') console.error(JSON.stringify({ at: new Date().toISOString(), upstreamError: err.message, ...err.detail }));
    return NextResponse.json({ message: err.userMessage }, { status: UPSTREAM_STATUS[err.kind] });
  }
  // Anything else is a bug: log it here, show the generic text, never the raw message.
  console.error(err);
  return NextResponse.json({ message: GENERIC_UPSTREAM_MESSAGE }, { status: 500 });
}

function sameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return true; // same-origin fetches from older browsers omit it; SameSite=Lax covers those
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const isWrite = (req: Request) => req.method !== 'GET' && req.method !== 'HEAD';

export async function readJson(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new HttpError(400, { message: UNREADABLE_MESSAGE });
  }
}

/** What a handler declares it takes; each part is parsed before the handler runs. */
export interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Runs at most once per Idempotency-Key header; repeats replay the first answer (ARCHITECTURE.md rule 6). */
  idempotent?: boolean;
}

type Out<S, K extends keyof InputSchemas> = S extends Record<K, infer Z> ? (Z extends z.ZodType ? z.output<Z> : undefined) : undefined;

export interface Input<S extends InputSchemas> {
  req: Request;
  body: Out<S, 'body'>;
  query: Out<S, 'query'>;
  params: Out<S, 'params'>;
  /** The idempotency key of an idempotent handler. */
  key: string;
}

type Ctx = { params: Promise<Record<string, string | string[]>> };
type RouteHandler = (req: Request, ctx: Ctx) => Promise<NextResponse>;

async function parseInput<S extends InputSchemas>(schemas: S, req: Request, ctx: Ctx): Promise<Input<S>> {
  const params = schemas.params ? schemas.params.parse((await ctx.params) ?? {}) : undefined;
  const query = schemas.query ? schemas.query.parse(Object.fromEntries(new URL(req.url).searchParams)) : undefined;
  const body = schemas.body ? schemas.body.parse(await readJson(req)) : undefined;
  return { req, body, query, params, key: '' } as Input<S>;
}

async function idempotently(userId: string, input: Input<InputSchemas>, work: () => Promise<unknown>): Promise<NextResponse> {
  const key = input.req.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, { message: IDEMPOTENCY_MESSAGES.missing });
  input.key = key;
  // The query is left out: it carries per-tab tokens (?f=), and a second tab repeating the request must replay.
  const what = JSON.stringify([input.req.method, new URL(input.req.url).pathname, input.body ?? null]);
  const requestHash = createHash('sha256').update(what).digest('hex');
  const stored = await once(await getDb(), { userId, key, requestHash }, async () => ({ status: 200, body: await work() }));
  return NextResponse.json(stored.body, { status: stored.status });
}

const respond = (result: unknown) => (result instanceof NextResponse ? result : NextResponse.json(result));

/**
 * A signed-in BFF handler: origin check for writes, session check, the flag's limit, the declared
 * inputs parsed (so field errors carry the form's own names), idempotency when asked, one error shape.
 */
export function withSession<S extends InputSchemas, T>(schemas: S, fn: (input: Input<S>, auth: DistributorAuth) => Promise<T>): RouteHandler {
  return async (req, ctx) => {
    try {
      if (isWrite(req) && !sameOrigin(req)) throw new HttpError(403, { message: 'Request refused.' });
      const claims = await readSessionClaims();
      if (!claims) throw new HttpError(401, { message: SESSION_EXPIRED_MESSAGE });
      // The proxy applies the transaction-enable flag too; this is the check that cannot be bypassed.
      if (!allowedForFlag(new URL(req.url).pathname, claims.flag)) throw new HttpError(403, { message: NOT_FOR_FLAG_MESSAGE });
      const auth = { session: toPortalSession(claims), token: claims.ut };
      const input = await parseInput(schemas, req, ctx);
      if (schemas.idempotent) return await idempotently(auth.session.userId, input, () => fn(input, auth));
      return respond(await fn(input, auth));
    } catch (err) {
      return errorResponse(err);
    }
  };
}

/** A handler of the public flows (sign-up, recovery, empanelment, link generators): no session. */
export function withPublic<S extends InputSchemas, T>(schemas: S, fn: (input: Input<S>) => Promise<T>): RouteHandler {
  return async (req, ctx) => {
    try {
      if (isWrite(req) && !sameOrigin(req)) throw new HttpError(403, { message: 'Request refused.' });
      return respond(await fn(await parseInput(schemas, req, ctx)));
    } catch (err) {
      return errorResponse(err);
    }
  };
}
