// multipart/form-data as the upload calls speak it (docs/upstream-protocol.md), read and written as
// streams: a 24 MB file passes through in chunks and is never held whole in memory. Shared by the
// portal (the browser's upload in, the registrar's call out) and the sandbox (the registrar's side).

export class MultipartError extends Error {
  override name = 'MultipartError';
}

export interface PartHead {
  name: string;
  filename: string | null;
  contentType: string | null;
}

const HEADER_LIMIT = 8 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const DASH = 0x2d;

/** The boundary of a multipart/form-data content type, or null when it is not one. */
export function boundaryOf(contentType: string | null | undefined): string | null {
  const match = /^\s*multipart\/form-data\s*;(.*)$/i.exec(contentType ?? '');
  if (!match) return null;
  const param = /(?:^|;)\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(match[1] ?? '');
  return param?.[1] ?? param?.[2] ?? null;
}

/** Reads the parts of one multipart body in order; a part's body must be read (or is skipped) before the next. */
export class MultipartReader {
  private buf: Buffer = CRLF; // lets the first boundary match the same "CRLF--boundary" delimiter
  private state: 'preamble' | 'delimited' | 'body' | 'end' = 'preamble';
  private exhausted = false;
  private readonly delimiter: Buffer;
  private readonly source: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>, boundary: string) {
    this.source = source[Symbol.asyncIterator]();
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  private async fill(): Promise<void> {
    if (this.exhausted) throw new MultipartError('the body ended before its closing boundary');
    const next = await this.source.next();
    if (next.done) {
      this.exhausted = true;
      throw new MultipartError('the body ended before its closing boundary');
    }
    this.buf = this.buf.length ? Buffer.concat([this.buf, next.value]) : Buffer.from(next.value);
  }

  /** The next part's headers, or null after the closing boundary. */
  async nextPart(): Promise<PartHead | null> {
    if (this.state === 'body') for await (const chunk of this.body()) void chunk;
    if (this.state === 'end') return null;
    if (this.state === 'preamble') {
      let at: number;
      while ((at = this.buf.indexOf(this.delimiter)) < 0) {
        this.buf = this.buf.subarray(Math.max(0, this.buf.length - this.delimiter.length));
        await this.fill();
      }
      this.buf = this.buf.subarray(at + this.delimiter.length);
      this.state = 'delimited';
    }
    while (this.buf.length < 2) await this.fill();
    if (this.buf[0] === DASH && this.buf[1] === DASH) {
      this.state = 'end';
      return null;
    }
    let end: number;
    while ((end = this.buf.indexOf(HEADER_END)) < 0) {
      if (this.buf.length > HEADER_LIMIT) throw new MultipartError('part headers too long');
      await this.fill();
    }
    if (end > HEADER_LIMIT) throw new MultipartError('part headers too long');
    const lines = this.buf.subarray(0, end).toString('utf8').split('\r\n');
    if (lines.shift()?.trim() !== '') throw new MultipartError('malformed boundary line');
    this.buf = this.buf.subarray(end + HEADER_END.length);
    this.state = 'body';
    return parseHead(lines);
  }

  /** The current part's body in chunks (views that stay valid after the next read). */
  async *body(): AsyncGenerator<Buffer> {
    while (this.state === 'body') {
      const at = this.buf.indexOf(this.delimiter);
      if (at >= 0) {
        const last = this.buf.subarray(0, at);
        this.buf = this.buf.subarray(at + this.delimiter.length);
        this.state = 'delimited';
        if (last.length) yield last;
        return;
      }
      // Everything except a tail that could be the start of the delimiter is surely body.
      const safe = this.buf.length - (this.delimiter.length - 1);
      if (safe > 0) {
        const out = this.buf.subarray(0, safe);
        this.buf = this.buf.subarray(safe);
        yield out;
      }
      await this.fill();
    }
  }

  /**
   * Reads and drops whatever is left of the body, up to `maxBytes`; true when it all arrived. An answer
   * given before the sender has finished sending is only read reliably once the rest is taken off the wire.
   */
  async discardRest(maxBytes: number): Promise<boolean> {
    let dropped = this.buf.length;
    this.buf = Buffer.alloc(0);
    this.state = 'end';
    while (!this.exhausted) {
      if (dropped > maxBytes) return false;
      const next = await this.source.next().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) this.exhausted = true;
      else dropped += next.value.length;
    }
    return true;
  }

  /** The current part's body as text; longer than `maxBytes` is refused. */
  async text(maxBytes: number): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of this.body()) {
      size += chunk.length;
      if (size > maxBytes) throw new MultipartError('text part too long');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

function parseHead(lines: string[]): PartHead {
  let disposition = '';
  let contentType: string | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('malformed part header');
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') disposition = value;
    else if (key === 'content-type') contentType = value;
  }
  const name = dispositionParam(disposition, 'name');
  if (!/^form-data\b/i.test(disposition) || name === null) throw new MultipartError('part without a form-data name');
  return { name, filename: dispositionParam(disposition, 'filename'), contentType };
}

function dispositionParam(disposition: string, key: string): string | null {
  const match = new RegExp(`;\\s*${key}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(disposition);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '');
}

/** Browsers' escaping of names inside the quoted header values. */
function quote(value: string): string {
  return value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

export interface FilePartHead {
  name: string;
  filename: string;
  contentType: string;
}

/**
 * Writes text fields, then one file part whose bytes come from `file`, without collecting them:
 * each chunk is passed on as it arrives.
 */
export async function* encodeMultipart(
  boundary: string,
  fields: Record<string, string>,
  head: FilePartHead,
  file: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  let preamble = '';
  for (const [name, value] of Object.entries(fields)) {
    preamble += `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`;
  }
  preamble +=
    `--${boundary}\r\nContent-Disposition: form-data; name="${quote(head.name)}"; filename="${quote(head.filename)}"\r\n` +
    `Content-Type: ${head.contentType}\r\n\r\n`;
  yield Buffer.from(preamble);
  yield* file;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}
