import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { boundaryOf, MultipartError, MultipartReader, type PartHead } from '../../../server/fundhouse/multipart';
import { PAYLOAD_PART, type UploadEndpoint } from '../../../server/fundhouse/upload-endpoint';
import { answerError, openBody, sealAnswer, type AnswerEnvelope } from '../../../server/fundhouse/wire';
import { recordCall, type Outcome } from '../../events';
import { sendJson, sendText, sleep } from '../../http';
import type { Caller, Checked, HandlerAnswer, HandlerContext, Route, RouteAccess } from '../../router';
import type { SandboxState } from '../../state';
import { admitCaller, roleRefusal } from '../team/member-access';
import { PDF_MAGIC } from '../../../lib/rules/pdf-upload';
import { HTML_CONTENT_TYPE } from '../../../lib/html-page';

// The registrar's side of an upload call: the same faults, token check and sealing as every other call
// (sandbox/api.ts), but the body is multipart: the sealed `payload` part, then the file, read as a
// stream. The file is counted (413 past the endpoint's limit), hashed and its first bytes checked;
// the handler receives those facts, never the bytes.

export interface ReceivedFile {
  filename: string;
  contentType: string;
  bytes: number;
  sha256: string;
  /** The content starts with %PDF- (whatever the name or type claim). */
  isPdf: boolean;
}

export type UploadHandler<E extends UploadEndpoint, R extends HandlerAnswer<E> = HandlerAnswer<E>> = (
  params: z.output<E['params']>,
  file: ReceivedFile,
  ctx: HandlerContext,
) => Promise<R>;

export interface UploadRoute extends Route {
  endpoint: UploadEndpoint;
  upload: (params: unknown, file: ReceivedFile, ctx: HandlerContext) => Promise<AnswerEnvelope>;
}

/** Like `route`: the answer is checked against the declaration, field names included. */
export function uploadRoute<E extends UploadEndpoint, R extends HandlerAnswer<E>>(
  endpoint: E,
  handler: Checked<UploadHandler<E, R>, R, HandlerAnswer<E>>,
  access?: RouteAccess,
): UploadRoute {
  // `handle` answers a JSON body sent to an upload path: the registrar wants multipart there.
  const handle = async () => ({ ErrorCode: 400, ErrorMessage: 'Invalid request' });
  return { endpoint, ...access, handle, upload: handler as unknown as UploadRoute['upload'] };
}

export function isUploadRoute(route: Route): route is UploadRoute {
  return 'upload' in route;
}

/** Room for the payload part and the multipart framing beyond the file itself. */
const FRAMING_BYTES = 256 * 1024;
const PAYLOAD_LIMIT = 64 * 1024;
/** After a refusal the rest of the body is read off the wire up to this much, so the sender sees the answer. */
const DISCARD_LIMIT = 64 * 1024 * 1024;
const INVALID_REQUEST: AnswerEnvelope = { ErrorCode: 400, ErrorMessage: 'Invalid request' };
const MARKERS = new Set(['isWeb', 'RequestId']);

class TooLarge extends Error {}

export async function serveUpload(state: SandboxState, route: UploadRoute, req: IncomingMessage, res: ServerResponse) {
  const { endpoint } = route;
  const requestId = String(req.headers['x-request-id'] ?? '').trim().slice(0, 100) || randomUUID();
  const fault = await state.faults.take(endpoint.path);
  let user: Caller | null = null;
  let reader: MultipartReader | null = null;

  // Whatever is left of the body is taken off the wire first: a sender still writing would not read
  // an answer given half-way (up to a limit; beyond it the connection closes after the answer).
  const finish = async (status: number, outcome: Outcome, body: object | string) => {
    const drained = reader ? await reader.discardRest(DISCARD_LIMIT) : await dropBody(req);
    if (!drained) res.setHeader('Connection', 'close');
    const now = state.clock.now();
    if (typeof body === 'string') sendText(res, now, status, HTML_CONTENT_TYPE, body);
    else sendJson(res, now, status, body);
    await recordCall(state.pg, { path: endpoint.path, userId: user?.userId ?? null, outcome, requestId, fault: fault?.kind ?? null });
  };

  if (fault?.kind === 'delay') await sleep(fault.ms, state.closing);
  if (fault?.kind === 'http-500') return finish(500, 'error', { message: 'Internal Server Error' });
  if (fault?.kind === 'http-503') return finish(503, 'error', { message: 'Service Unavailable' });
  if (fault?.kind === 'reject-token') return finish(401, '401', { message: 'Unauthorized' });

  const token = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  if (token) user = await admitCaller(state.pg, await state.tokens.verify(token));
  if (endpoint.auth && !user) return finish(401, '401', { message: 'Unauthorized' });
  const notPermitted = roleRefusal(user, route);
  if (notPermitted) return finish(200, 'error', sealAnswer(state.cipher, notPermitted));

  // A declared length already over the limit is refused before a byte of it is read.
  const declared = Number(req.headers['content-length']);
  if (declared > endpoint.file.maxBytes + FRAMING_BYTES) return finish(413, 'error', { message: 'Request Entity Too Large' });
  const boundary = boundaryOf(req.headers['content-type']);
  if (!boundary) return finish(400, 'error', { message: 'Bad request' });

  reader = new MultipartReader(req, boundary);
  let raw: Record<string, unknown> | null = null;
  let file: ReceivedFile | null = null;
  try {
    for (let head: PartHead | null; (head = await reader.nextPart()); ) {
      if (head.name === PAYLOAD_PART && !raw && !file) raw = openBody(state.cipher, { payload: await reader.text(PAYLOAD_LIMIT) });
      else if (head.name === endpoint.file.field && raw && !file) file = await receiveFile(reader, head, endpoint.file.maxBytes);
      else throw new MultipartError(`unexpected part ${head.name.slice(0, 40)}`);
    }
    if (!raw || !file) throw new MultipartError('payload or file part missing');
  } catch (err) {
    if (err instanceof TooLarge) return finish(413, 'error', { message: 'Request Entity Too Large' });
    state.log({ requestId, path: endpoint.path, rejected: 'upload did not read', cause: (err as Error).name });
    return finish(400, 'error', { message: 'Bad request' });
  }

  const params = endpoint.params.safeParse(Object.fromEntries(Object.entries(raw).filter(([k]) => !MARKERS.has(k))));
  if (!params.success) {
    const fields = params.error.issues.map((i) => `${i.path.join('.') || '(root)'}:${i.code}`);
    state.log({ requestId, path: endpoint.path, rejected: 'invalid params', fields });
    return finish(200, 'error', sealAnswer(state.cipher, INVALID_REQUEST));
  }
  let answer: AnswerEnvelope;
  try {
    const ctx = { clock: state.clock, tokens: state.tokens, requestId, user, fault: fault?.kind ?? null };
    const received = file;
    answer = await state.pg.transaction((db) => route.upload(params.data, received, { ...ctx, db }));
  } catch (err) {
    state.log({ requestId, path: endpoint.path, error: String((err as Error).stack ?? err) });
    return finish(500, 'error', { message: 'Internal Server Error' });
  }
  if (fault?.kind === 'malformed') return finish(200, 'error', '<html><body>Runtime Error</body></html>');
  const cipher = fault?.kind === 'wrong-key' ? state.wrongCipher : state.cipher;
  return finish(200, fault?.kind === 'wrong-key' || answerError(answer) ? 'error' : 'ok', sealAnswer(cipher, answer));
}

/** Reads and drops a body nobody parsed, unless it says it is longer than the discard limit. */
function dropBody(req: IncomingMessage): Promise<boolean> {
  if (Number(req.headers['content-length']) > DISCARD_LIMIT) return Promise.resolve(false);
  return new Promise((resolve) => {
    req.once('end', () => resolve(true));
    req.once('error', () => resolve(false));
    req.once('close', () => resolve(req.complete));
    req.resume();
  });
}

async function receiveFile(reader: MultipartReader, head: PartHead, maxBytes: number): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  let first = Buffer.alloc(0);
  for await (const chunk of reader.body()) {
    bytes += chunk.length;
    if (bytes > maxBytes) throw new TooLarge();
    if (first.length < 5) first = Buffer.concat([first, chunk.subarray(0, 5 - first.length)]);
    hash.update(chunk);
  }
  return {
    filename: (head.filename ?? '').slice(0, 200),
    contentType: head.contentType ?? '',
    bytes,
    sha256: hash.digest('hex'),
    isPdf: first.toString('latin1') === PDF_MAGIC,
  };
}
