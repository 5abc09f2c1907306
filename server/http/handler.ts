import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { NextResponse } from 'next/server';
import { ZodError, type z } from 'zod';
import { NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import { fieldRefusal, isZodDefault, seedErrorMap } from '@/lib/messages/field-refusal';
import { isValidPan } from '@/lib/rules/pan';
import { flagRefusal } from '@/lib/routes';
import { roleOf } from '@/lib/auth/portal-session';
import { can, notPermittedMessage, type Permission } from '@/lib/rules/team-roles';
import type { OutcomeChecking } from '@/lib/api/transactions';
import type { FixLink } from '@/lib/transactions/problem-fixes';
import { GENERIC_UPSTREAM_MESSAGE, UpstreamError } from '../fundhouse/errors';
import { handlerSessionClaims, type DistributorAuth } from '../auth/session';
import { toPortalSession } from '../auth/token';
import { openFlow } from '../services/transactions/transaction-flow';
import { bookInvestor, type BookInvestor } from '../services/transactions/transaction-investor';
import { getDb } from '../store/db';
import { IdempotencyBusyError, IdempotencyKeyReusedError, once, OutcomeUnknownError } from '../store/idempotency';
import { scoped, type Answer, type RouteHandler } from './answer';
import { initiating } from './initiation';
import { log } from '@/server/log';
import { countInDoubt } from '@/server/telemetry';

/**
 * A refusal of one field, in the one error shape: the form shows `message` under that field, and the
 * banner `summary` (the same words unless the form's general prompt is meant).
 */
export const fieldError = (field: string, message: string, status = 400, summary = message) =>
  new HttpError(status, { message: summary, fieldErrors: { [field]: message } });

/** The one shape in which errors leave the BFF (ARCHITECTURE.md rule 3). */
export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
  /** Beside a registrar's refusal: where the distributor fixes what it refused (lib/transactions/problem-fixes.ts). */
  fix?: FixLink;
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
  for (const issue of err.issues) {
    // A schema parsed outside the wrapper (a kind's own, a service's) may still carry zod's English.
    const message = isZodDefault(issue.message) ? fieldRefusal(issue.path) : issue.message;
    fieldErrors[issue.path.join('.')] ??= message;
  }
  return fieldErrors;
}

const json = (body: ErrorBody, status: number): Answer => ({ status, body });

/** A failure as the BFF's error shape (the answer's no-store header is added with every answer's). */
export function errorAnswer(err: unknown): Answer {
  if (err instanceof HttpError) return json(err.body, err.status);
  if (err instanceof ZodError) return json({ message: FIELDS_MESSAGE, fieldErrors: fieldErrorsOf(err) }, 400);
  if (err instanceof IdempotencyBusyError) return json({ message: IDEMPOTENCY_MESSAGES.busy }, 409);
  if (err instanceof IdempotencyKeyReusedError) return json({ message: IDEMPOTENCY_MESSAGES.reused }, 422);
  if (err instanceof UpstreamError) {
    if (err.kind !== 'business') log('error', { upstreamError: err.message, ...err.detail });
    return json({ message: err.userMessage }, UPSTREAM_STATUS[err.kind]);
  }
  // Anything else is a bug: log it here, show the generic text, never the raw message. The log keeps the
  // error's kind, code and place but not its message, which can carry SQL parameters or personal data.
  const e = err instanceof Error ? (err as Error & { code?: unknown }) : null;
  log('error', {
    requestId: randomUUID(),
    bug: e?.name ?? typeof err,
    code: e?.code ?? null,
    where: e?.stack?.split('\n').slice(1, 4).map((l) => l.trim()) ?? [],
  });
  return json({ message: GENERIC_UPSTREAM_MESSAGE }, 500);
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

/** Far above any form's body; a larger one is refused before it is read to the end. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Far above any field's own limit, and short enough that a few of them still fit a registrar's query line. */
export const MAX_TEXT_LENGTH = 1_000;
const MAX_DEPTH = 8;
// Tab, line feed and carriage return may be typed into a text area; no other control character may.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const BROKEN_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const unreadable = () => new HttpError(400, { message: UNREADABLE_MESSAGE });

async function readBounded(req: Request): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw unreadable();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw unreadable();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw unreadable();
  }
}

/** A JSON object body, read within the size limit; anything else (null, a list, a number) is unreadable. */
export async function readJson(req: Request): Promise<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(await readBounded(req));
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw unreadable();
  return value as Record<string, unknown>;
}

/**
 * The first text of an input that no form could have sent: a control character, a broken surrogate, a
 * text longer than any field takes, or nesting deeper than any form's. Null when all is well.
 */
export function unfitPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') {
    return CONTROL.test(value) || BROKEN_SURROGATE.test(value) || value.length > MAX_TEXT_LENGTH ? path : null;
  }
  if (!value || typeof value !== 'object') return null;
  if (path.length >= MAX_DEPTH) return path;
  for (const [key, v] of Object.entries(value)) {
    const found = CONTROL.test(key) || key.length > 100 ? [...path, key] : unfitPath(v, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Refuses an unfit input before any schema, service, store or registrar sees it, with the field's own message. */
function requireFit(value: unknown): void {
  const path = unfitPath(value);
  if (!path) return;
  const field = path.join('.');
  const message = fieldRefusal(path.filter((k): k is string => typeof k === 'string'));
  throw field ? fieldError(field, message, 400, FIELDS_MESSAGE) : new HttpError(400, { message: UNREADABLE_MESSAGE });
}

/** The query as a declared schema sees it (the last value of a name), after every value given is checked. */
function checkedQuery(req: Request): Record<string, string> {
  const params = new URL(req.url).searchParams;
  for (const [name, value] of params) requireFit({ [name]: value });
  return Object.fromEntries(params);
}

/** Where a route's investor comes from: the transaction's sealed flow token, or a PAN in the JSON body. */
export type InvestorSource = 'flow' | 'pan';

declare const checked: unique symbol;

/**
 * An investor of the signed-in distributor's book, as the registrar answered a moment ago. Only the
 * wrapper makes one, for a route that declares `investor` (below): a service that takes it instead of
 * a PAN cannot be handed a PAN nobody checked. `flow` is the token it came in (null for a posted PAN),
 * for the links that carry the flow on.
 */
export type CheckedInvestor<From extends InvestorSource = InvestorSource> = Readonly<BookInvestor> & {
  readonly flow: From extends 'flow' ? string : null;
  readonly [checked]: From;
};

/** A request body a handler streams (an upload), read as far as its file by the route's own reader. */
export interface StreamedBody {
  /** The text fields sent before the file; a flow token is `f` among them. */
  fields: Record<string, string>;
  /** Reads off and drops whatever is left; the wrapper calls it before any answer leaves. */
  discard(): Promise<void>;
}

/** What a handler declares it takes; each part is parsed before the handler runs. */
export interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** A body read by this function instead of a schema: the fields come first, the file stays a stream. */
  stream?: (req: Request) => Promise<StreamedBody>;
  /**
   * The investor the handler is for, checked before it runs: 'flow' opens the flow token (`?f=`, or the
   * streamed body's `f`), which must be this user's; 'pan' reads `pan` from the JSON body. Either way the
   * investor must be in the caller's book. Any failure is the seed's 404, 'No Investor PAN found…'.
   */
  investor?: InvestorSource;
  /** 'none': a PAN outside the book reaches the handler as `investor: null` (its answer for one is empty), not as a 404. */
  outsideBook?: 'none';
  /** Runs at most once per Idempotency-Key header; repeats replay the first answer (ARCHITECTURE.md rule 6). */
  idempotent?: boolean;
  /** What the handler asks the registrar to create: each run is recorded in the trail (./initiation). */
  initiates?: string;
  /**
   * What the caller's role must allow (lib/rules/team-roles.ts): every signed-in handler says, so a
   * firm's Viewer is refused a transaction here, before anything is asked, and the registrar refuses
   * the same call again on its side.
   */
  needs?: Permission;
}

type Out<S, K extends keyof InputSchemas> = S extends Record<K, infer Z> ? (Z extends z.ZodType ? z.output<Z> : undefined) : undefined;

type InvestorOf<S> = S extends { investor: infer From extends InvestorSource }
  ? S extends { outsideBook: 'none' }
    ? CheckedInvestor<From> | null
    : CheckedInvestor<From>
  : undefined;

type StreamOf<S> = S extends { stream: (req: Request) => Promise<infer B> } ? B : undefined;

export interface Input<S extends InputSchemas> {
  req: Request;
  body: Out<S, 'body'>;
  query: Out<S, 'query'>;
  params: Out<S, 'params'>;
  /** The streamed body of a handler that declares `stream`. */
  stream: StreamOf<S>;
  /** The checked investor of a handler that declares `investor`; none for any other. */
  investor: InvestorOf<S>;
  /** The idempotency key of an idempotent handler. */
  key: string;
}

type Ctx = Parameters<RouteHandler>[1];

// zod's own wording stays inside: a rule without a message of its own gets the seed's for its field.
const parseOptions = { error: seedErrorMap };

/** What the request carried that names its investor, before any check. */
interface InvestorClaim {
  token: unknown;
  pan: unknown;
}

interface Parsed<S extends InputSchemas> {
  input: Input<S>;
  claim: InvestorClaim;
}

/**
 * Route segments and the query are checked whether or not the handler declares them (some read the
 * address themselves); the body is read only when declared (a posted PAN is in a JSON body), so an
 * upload's stream is left alone until the handler's own reader takes it.
 */
async function parseInput<S extends InputSchemas>(schemas: S, req: Request, ctx: Ctx): Promise<Parsed<S>> {
  const rawParams = (await ctx.params) ?? {};
  requireFit(rawParams);
  const rawQuery = checkedQuery(req);
  const rawBody = schemas.body || schemas.investor === 'pan' ? await readJson(req) : undefined;
  requireFit(rawBody);
  const params = schemas.params ? schemas.params.parse(rawParams, parseOptions) : undefined;
  const query = schemas.query ? schemas.query.parse(rawQuery, parseOptions) : undefined;
  const body = schemas.body ? schemas.body.parse(rawBody, parseOptions) : undefined;
  const stream = schemas.stream ? await schemas.stream(req) : undefined;
  const input = { req, body, query, params, stream, investor: undefined, key: '' } as Input<S>;
  return { input, claim: { token: stream ? stream.fields.f : rawQuery.f, pan: rawBody?.pan } };
}

const noInvestor = () => new HttpError(404, { message: NO_INVESTOR_MESSAGE });

/**
 * The declared investor: the flow token opened for this user, or the posted PAN, then looked up in the
 * caller's book. Null only for a PAN outside the book when the handler takes that as no investor.
 */
async function checkedInvestor(schemas: InputSchemas, auth: DistributorAuth, claim: InvestorClaim): Promise<CheckedInvestor | null> {
  const token = schemas.investor === 'flow' && typeof claim.token === 'string' ? claim.token : null;
  const pan = schemas.investor === 'flow'
    ? await openFlow(token, auth.session.userId)
    : typeof claim.pan === 'string' ? claim.pan.trim().toUpperCase() : null;
  if (!pan || !isValidPan(pan)) throw noInvestor();
  const found = await bookInvestor(auth, pan);
  // The PAN as asked names the drafts the flow's pages read; the registrar's row gives the rest.
  if (found) return { ...found, pan, flow: token } as CheckedInvestor;
  if (schemas.outsideBook === 'none') return null;
  throw noInvestor();
}

async function idempotently(userId: string, input: Input<InputSchemas>, work: () => Promise<unknown>): Promise<Answer> {
  const key = input.req.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, { message: IDEMPOTENCY_MESSAGES.missing });
  input.key = key;
  // The query is left out: it carries per-tab tokens (?f=), and a second tab repeating the request must replay.
  const what = JSON.stringify([input.req.method, new URL(input.req.url).pathname, input.body ?? null]);
  const requestHash = createHash('sha256').update(what).digest('hex');
  try {
    const stored = await once(await getDb(), { userId, key, requestHash }, async () => ({ status: 200, body: await work() }));
    return { status: stored.status, body: stored.body };
  } catch (err) {
    if (!(err instanceof OutcomeUnknownError)) throw err;
    // Not a failure: 202, and a repeat of the key checks with the registrar before anything is sent again.
    const checking: OutcomeChecking = { checking: true, message: err.message };
    countInDoubt(new URL(input.req.url).pathname.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id'));
    return { status: 202, body: checking };
  }
}

const respond = (result: unknown): Answer => (result instanceof NextResponse ? result : { status: 200, body: result });

/**
 * A signed-in BFF handler: origin check for writes, session check (and the upstream token's renewal, as
 * the proxy does not run for the BFF), the flag's limit, the declared
 * inputs parsed (so field errors carry the form's own names), the declared investor checked,
 * idempotency when asked, one error shape.
 */
export function withSession<S extends InputSchemas & { needs: Permission }, T>(schemas: S, fn: (input: Input<S>, auth: DistributorAuth) => Promise<T>): RouteHandler {
  return scoped(async (req, ctx) => {
    let stream: StreamedBody | undefined;
    try {
      if (isWrite(req) && !sameOrigin(req)) throw new HttpError(403, { message: 'Request refused.' });
      const claims = await handlerSessionClaims();
      if (!claims) throw new HttpError(401, { message: SESSION_EXPIRED_MESSAGE });
      // The proxy applies the transaction-enable flag too; this is the check that cannot be bypassed.
      const refusal = flagRefusal(new URL(req.url), claims.flag);
      if (refusal) throw new HttpError(403, { message: refusal });
      const auth = { session: toPortalSession(claims), token: claims.ut };
      const role = roleOf(auth.session);
      if (!can(role, schemas.needs)) throw new HttpError(403, { message: notPermittedMessage(role, schemas.needs) });
      const { input, claim } = await parseInput(schemas, req, ctx);
      stream = input.stream;
      const { initiates } = schemas;
      // The investor is checked inside the run, as the handler's own first step: a replayed answer asks nothing.
      const run = async () => {
        if (schemas.investor) (input as { investor: unknown }).investor = await checkedInvestor(schemas, auth, claim);
        return fn(input, auth);
      };
      // Inside the idempotent run, so a replayed answer records nothing and a retry in doubt updates its row.
      // A handler that keeps its own key (the uploads) still names its row by the request's key.
      const key = () => input.key || (req.headers.get(IDEMPOTENCY_HEADER)?.trim().match(IDEMPOTENCY_KEY_PATTERN)?.[0] ?? '');
      const work = initiates ? () => initiating({ kind: initiates, auth, req, key: key() }, run) : run;
      if (schemas.idempotent) return await idempotently(auth.session.userId, input, work);
      return respond(await work());
    } catch (err) {
      return errorAnswer(err);
    } finally {
      // After a refusal part of a streamed file may still be on its way; the browser reads the answer only once it is sent.
      await stream?.discard();
    }
  });
}

/** A handler of the public flows (sign-up, recovery, empanelment, link generators): no session, so no investor. */
export function withPublic<S extends InputSchemas & { investor?: never; stream?: never }, T>(schemas: S, fn: (input: Input<S>) => Promise<T>): RouteHandler {
  return scoped(async (req, ctx) => {
    try {
      if (isWrite(req) && !sameOrigin(req)) throw new HttpError(403, { message: 'Request refused.' });
      return respond(await fn((await parseInput(schemas, req, ctx)).input));
    } catch (err) {
      return errorAnswer(err);
    }
  });
}
