import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerError, openBody, openQuery, sealAnswer, type AnswerEnvelope } from '../server/fundhouse/wire';
import { recordCall, type Outcome } from './events';
import { readBody, sendJson, sendText, sleep } from './http';
import type { Caller, Route } from './router';
import { isUploadRoute, serveUpload } from './domains/uploads/uploads-serve';
import { settleDue } from './domains/transactions/lifecycle';
import type { SandboxState } from './state';
import { admitCaller, roleRefusal } from './domains/team/member-access';
import { SERVICE_TOKEN_PATHS } from '../server/fundhouse/endpoints/service-token';
import { HTML_CONTENT_TYPE } from '../lib/html-page';

// One upstream call, as the registrar handles it: faults, bearer token, open the sealed request,
// validate it against the endpoint's declaration, run the handler, seal the answer, log the call.

const INVALID_REQUEST: AnswerEnvelope = { ErrorCode: 400, ErrorMessage: 'Invalid request' };
// Markers the client adds to every call; they are not part of any endpoint's parameters.
const MARKERS = new Set(['isWeb', 'RequestId']);

export async function serveApi(state: SandboxState, route: Route, req: IncomingMessage, res: ServerResponse, url: URL) {
  // Upload endpoints take multipart bodies with a file; they have a pipeline of their own.
  if (isUploadRoute(route)) return serveUpload(state, route, req, res);
  const { endpoint } = route;
  // Capped: the id is stored in the call log and comes from the caller.
  const requestId = headerValue(req, 'x-request-id')?.slice(0, 100) ?? randomUUID();
  const fault = await state.faults.take(endpoint.path);
  let user: Caller | null = null;

  // A string body is an HTML page (the 'malformed' fault); anything else goes out as JSON.
  const finish = async (status: number, outcome: Outcome, body: object | string) => {
    const now = state.clock.now();
    if (typeof body === 'string') sendText(res, now, status, HTML_CONTENT_TYPE, body);
    else sendJson(res, now, status, body);
    await recordCall(state.pg, { path: endpoint.path, userId: user?.userId ?? null, outcome, requestId, fault: fault?.kind ?? null });
  };

  if (fault?.kind === 'delay') await sleep(fault.ms, state.closing);
  if (fault?.kind === 'http-500') return finish(500, 'error', { message: 'Internal Server Error' });
  if (fault?.kind === 'http-503') return finish(503, 'error', { message: 'Service Unavailable' });
  if (fault?.kind === 'reject-token') return finish(401, '401', { message: 'Unauthorized' });

  const token = bearer(req);
  if (token) user = await admitCaller(state.pg, await state.tokens.verify(token));
  if (endpoint.auth && !user) return finish(401, '401', { message: 'Unauthorized' });
  // A service token reads a book for the digest and nothing else: no transaction, no refresh, no profile.
  if (user?.scope === 'service' && !SERVICE_TOKEN_PATHS.includes(endpoint.path)) return finish(403, 'error', { message: 'Forbidden' });
  // A firm member's role may not allow the call: refused in the rule's words, before anything is read.
  const notPermitted = roleRefusal(user, route);
  if (notPermitted) return finish(200, 'error', sealAnswer(state.cipher, notPermitted));

  let raw: Record<string, unknown>;
  try {
    raw = endpoint.method === 'GET' ? openQuery(state.cipher, url.searchParams.get('q') ?? '') : openBody(state.cipher, JSON.parse(await readBody(req)));
  } catch (err) {
    state.log({ requestId, path: endpoint.path, rejected: 'request did not open', cause: (err as Error).name });
    return finish(400, 'error', { message: 'Bad request' });
  }
  const params = endpoint.params.safeParse(Object.fromEntries(Object.entries(raw).filter(([k]) => !MARKERS.has(k))));
  if (!params.success) {
    // Which fields and why, never their values: parameters carry passwords and PANs.
    const fields = params.error.issues.map((i) => `${i.path.join('.') || '(root)'}:${i.code}`);
    state.log({ requestId, path: endpoint.path, rejected: 'invalid params', fields });
    return finish(200, 'error', sealAnswer(state.cipher, INVALID_REQUEST));
  }

  let answer: AnswerEnvelope;
  try {
    const ctx = { clock: state.clock, tokens: state.tokens, requestId, user, fault: fault?.kind ?? null };
    // One transaction per call: a handler's writes land together or not at all.
    answer = await state.pg.transaction(async (db) => {
      // What fell due on the sandbox clock is settled before the answer, in the same transaction.
      await settleDue(db, state.clock.now());
      return route.handle(params.data, { ...ctx, db });
    });
  } catch (err) {
    state.log({ requestId, path: endpoint.path, error: String((err as Error).stack ?? err) });
    return finish(500, 'error', { message: 'Internal Server Error' });
  }
  const outcome: Outcome = answerError(answer) ? 'error' : 'ok';
  if (fault?.kind === 'malformed') return finish(200, 'error', '<html><body>Runtime Error</body></html>');
  const cipher = fault?.kind === 'wrong-key' ? state.wrongCipher : state.cipher;
  return finish(200, fault?.kind === 'wrong-key' ? 'error' : outcome, sealAnswer(cipher, answer));
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

function bearer(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headerValue(req, 'authorization') ?? '');
  return match?.[1] ?? null;
}
