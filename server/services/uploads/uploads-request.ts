import 'server-only';
import { fieldRefusal } from '@/lib/messages/field-refusal';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@/lib/forms/uploads/physical-upload';
import { boundaryOf, MultipartError, MultipartReader } from '../../fundhouse/multipart';
import { fieldError, HttpError } from '../../http/handler';

// The browser's upload as the BFF reads it: the text fields come first, then the file part, whose bytes
// are handed on as a stream (to the registrar) rather than read into memory here.

/** The multipart name of the file the upload pages send. */
export const FILE_PART = 'file';
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Room for the text fields and the multipart framing beyond the file itself. */
const FRAMING_BYTES = 64 * 1024;
const FIELD_BYTES = 2 * 1024;
const MAX_FIELDS = 16;
/** After a refusal the rest of the request is read off (and dropped), so the browser gets the answer. */
const DISCARD_BYTES = UPLOAD_MAX_BYTES + 8 * 1024 * 1024;
const UNREADABLE = 'The request could not be read.';

export interface IncomingFile {
  filename: string;
  contentType: string;
  /** The first bytes, as latin1 text: enough to recognise a PDF. */
  head: string;
  body: AsyncIterable<Uint8Array>;
}

export interface IncomingUpload {
  fields: Record<string, string>;
  file: IncomingFile | null;
  /** The declared request length, or null (a streamed request); the file is counted as it passes anyway. */
  declaredBytes: number | null;
  /** Reads off and drops whatever of the request is left; always call before answering. */
  discard(): Promise<void>;
}

export async function readIncomingUpload(req: Request): Promise<IncomingUpload> {
  const length = req.headers.get('content-length');
  const declaredBytes = length !== null && /^\d+$/.test(length) ? Number(length) : null;
  if (!req.body) throw new HttpError(400, { message: UNREADABLE });
  const boundary = boundaryOf(req.headers.get('content-type'));
  const reader = new MultipartReader(chunksOf(req.body), boundary ?? 'none');
  const discard = async () => void (await reader.discardRest(DISCARD_BYTES).catch(() => false));
  // A declared length already over the limit is refused unparsed: the body is only dropped.
  if (declaredBytes !== null && declaredBytes > UPLOAD_MAX_BYTES + FRAMING_BYTES) {
    await discard();
    throw new HttpError(413, { message: UPLOAD_MESSAGES.fileTooLarge });
  }
  if (!boundary) {
    await discard();
    throw new HttpError(400, { message: UNREADABLE });
  }
  const fields: Record<string, string> = {};
  try {
    for (let head; (head = await reader.nextPart()); ) {
      if (head.name === FILE_PART) {
        // A file input left empty still sends its part, with an empty name and no bytes.
        const peeked = await peek(reader.body(), 5);
        if (!head.filename && peeked.head === '') continue;
        const file = { filename: (head.filename ?? '').slice(0, 200), contentType: head.contentType ?? '', ...peeked };
        return { fields, file, declaredBytes, discard };
      }
      if (Object.keys(fields).length >= MAX_FIELDS) throw new MultipartError('too many fields');
      const text = await reader.text(FIELD_BYTES);
      // A control character never belongs in these fields; it must not reach the registrar either.
      if (CONTROL_CHARACTER.test(text)) {
        await discard();
        const message = fieldRefusal([head.name]);
        throw fieldError(head.name, message);
      }
      fields[head.name] = text;
    }
  } catch (err) {
    if (!(err instanceof MultipartError)) throw err;
    await discard();
    throw new HttpError(400, { message: UNREADABLE });
  }
  return { fields, file: null, declaredBytes, discard };
}

/** The first `n` bytes of a stream, and the whole stream again (those bytes included). */
async function peek(source: AsyncIterable<Uint8Array>, n: number): Promise<{ head: string; body: AsyncIterable<Uint8Array> }> {
  const it = source[Symbol.asyncIterator]();
  const taken: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < n) {
    const next = await it.next();
    if (next.done) {
      ended = true;
      break;
    }
    taken.push(next.value);
    size += next.value.length;
  }
  async function* again() {
    yield* taken;
    if (ended) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { head: Buffer.concat(taken).subarray(0, n).toString('latin1'), body: again() };
}

async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}
