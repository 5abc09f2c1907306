import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAesGcmCipher } from '@/server/fundhouse/crypto';
import { table } from '@/server/fundhouse/endpoint';
import { GENERIC_UPSTREAM_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE, UpstreamError } from '@/server/fundhouse/errors';
import { boundaryOf, MultipartReader } from '@/server/fundhouse/multipart';
import { createUploadClient } from '@/server/fundhouse/upload';
import { defineUpload, PAYLOAD_PART } from '@/server/fundhouse/upload-endpoint';
import { openBody, sealAnswer } from '@/server/fundhouse/wire';
import { localServer, type RawHandler } from './fault-server';

// The upload path of the upstream protocol against a real local server: the sealed fields and the file
// arrive as multipart, the file streams (it is not collected before sending), a file over the limit is
// abandoned mid-way, and 413, 401, 5xx and a silent server become the seed's messages.

const cipher = createAesGcmCipher('unit-test-secret-0123456789abcdef0123');
const MB = 1024 * 1024;

const smallUpload = defineUpload({
  name: 'smallUpload', path: '/SaveThing', method: 'POST', auth: true,
  params: z.object({ pan: z.string() }),
  file: { field: 'Pdffile', maxBytes: 2 * MB, contentType: 'application/pdf' },
  answer: z.object({ DtData: table(z.object({ ihno: z.string() })) }),
});

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function serve(handler: RawHandler, timeoutMs = 3_000) {
  const server = await localServer(handler);
  stop = server.close;
  return { hits: server.hits, upload: createUploadClient({ baseUrl: server.url, cipher, transport: { timeoutMs } }) };
}

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Reads the request to its end, so the answer is not given mid-upload. */
const drained = (req: IncomingMessage, then: () => void) => {
  req.resume();
  req.on('end', then);
};

async function* pdf(...chunks: Buffer[]) {
  yield Buffer.from('%PDF-1.4\n');
  yield* chunks;
}

async function failure(p: Promise<unknown>): Promise<UpstreamError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

describe('upload transport', () => {
  it('sends the sealed fields as the payload part beside the file, with the bearer token', async () => {
    const seen: { fields?: Record<string, unknown>; auth?: string; file?: string; filename?: string | null } = {};
    const { upload } = await serve(async (req, res) => {
      const reader = new MultipartReader(req, boundaryOf(req.headers['content-type'])!);
      for (let head; (head = await reader.nextPart()); ) {
        if (head.name === PAYLOAD_PART) seen.fields = openBody(cipher, { payload: await reader.text(10_000) });
        else if (head.name === 'Pdffile') Object.assign(seen, { filename: head.filename, file: await reader.text(10_000) });
      }
      seen.auth = req.headers.authorization;
      answer(res, 200, sealAnswer(cipher, { DtData: [{ ihno: '8000001' }] }));
    });
    const result = await upload(smallUpload, { pan: 'BKFPS4821K' }, { filename: 'form.pdf', body: pdf(Buffer.from('body')) }, { token: 'tok' });
    expect(result.DtData[0]?.ihno).toBe('8000001');
    expect(seen.fields).toMatchObject({ pan: 'BKFPS4821K', isWeb: 'Y' });
    expect(seen.auth).toBe('Bearer tok');
    expect(seen).toMatchObject({ filename: 'form.pdf', file: '%PDF-1.4\nbody' });
  });

  it('streams the file: the server has the first chunk before the second one exists', async () => {
    let firstArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
    const { upload } = await serve((req, res) => {
      let received = 0;
      req.on('data', (c: Buffer) => {
        received += c.length;
        if (received >= 64 * 1024) firstArrived();
      });
      req.on('end', () => answer(res, 200, sealAnswer(cipher, { DtData: [{ ihno: '1' }] })));
    });
    async function* gated() {
      yield Buffer.alloc(100 * 1024, 0x41);
      // A transport that collected the body before sending would wait here for ever.
      await arrived;
      yield Buffer.alloc(10, 0x42);
    }
    const result = await upload(smallUpload, { pan: 'X' }, { filename: 'a.pdf', body: gated() }, { token: 't' });
    expect(result.DtData[0]?.ihno).toBe('1');
  });

  it('abandons a file past the limit: too-large with the seed message, and reading stops', async () => {
    let received = 0;
    const { upload } = await serve((req) => {
      req.on('data', (c: Buffer) => (received += c.length));
    });
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced += 256 * 1024;
        yield Buffer.alloc(256 * 1024);
      }
    }
    const err = await failure(upload(smallUpload, { pan: 'X' }, { filename: 'big.pdf', body: endless() }, { token: 't' }));
    expect(err.kind).toBe('too-large');
    expect(err.userMessage).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    // One chunk past the limit is read (that is how it is noticed), and no more.
    expect(produced).toBe(2 * MB + 256 * 1024);
    expect(received).toBeLessThanOrEqual(2 * MB + 64 * 1024);
  });

  it('turns the registrar\'s 413 into the seed message', async () => {
    const { upload } = await serve((req, res) => drained(req, () => answer(res, 413, { message: 'Request Entity Too Large' })));
    const err = await failure(upload(smallUpload, { pan: 'X' }, { filename: 'a.pdf', body: pdf() }, { token: 't' }));
    expect(err.kind).toBe('too-large');
    expect(err.userMessage).toBe(UPLOAD_TOO_LARGE_MESSAGE);
  });

  it('gives up after the time limit when the registrar does not answer', async () => {
    const { upload } = await serve((req) => req.resume(), 300);
    const started = Date.now();
    const err = await failure(upload(smallUpload, { pan: 'X' }, { filename: 'a.pdf', body: pdf() }, { token: 't' }));
    expect(err.kind).toBe('timeout');
    expect(err.userMessage).toBe(GENERIC_UPSTREAM_MESSAGE);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('never retries an upload, and maps 401 and 5xx', async () => {
    const server = await serve((req, res) => drained(req, () => answer(res, 503, {})));
    const err = await failure(server.upload(smallUpload, { pan: 'X' }, { filename: 'a.pdf', body: pdf() }, { token: 't' }));
    expect([err.kind, err.userMessage]).toEqual(['http', GENERIC_UPSTREAM_MESSAGE]);
    expect(server.hits()).toBe(1);
    await stop?.();
    const expired = await serve((req, res) => drained(req, () => answer(res, 401, {})));
    expect((await failure(expired.upload(smallUpload, { pan: 'X' }, { filename: 'a.pdf', body: pdf() }, { token: 't' }))).kind).toBe('unauthorized');
    expect((await failure(expired.upload(smallUpload, { pan: 'X' }, { filename: 'a.pdf', body: pdf() }))).kind).toBe('unauthorized');
  });
});
