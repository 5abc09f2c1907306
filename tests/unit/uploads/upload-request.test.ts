import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@/lib/forms/uploads/physical-upload';
import { HttpError } from '@/server/http/handler';
import { readIncomingUpload } from '@/server/services/uploads/uploads-request';
import { postedFields, requirePdf } from '@/server/services/uploads/uploads-shared';

// How the BFF reads the browser's upload: fields first, the file as a stream, a declared oversize refused
// with the seed's message before anything is parsed, and its own PDF check.

const BOUNDARY = 'XyZ123';

function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }): Buffer {
  const parts = Object.entries(fields).map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = Buffer.from(parts.join('') + (file ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n` : ''));
  return Buffer.concat([head, file ? Buffer.concat([file.content, Buffer.from('\r\n')]) : Buffer.alloc(0), Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

function request(body: Buffer, headers: Record<string, string> = {}): Request {
  return new Request('http://portal.test/api/uploads/physical', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body: new Uint8Array(body),
  });
}

async function text(source: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of source) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString('latin1');
}

async function refused(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('reading an upload', () => {
  it('gives the fields, the file\'s first bytes and the whole file as a stream', async () => {
    const content = Buffer.from('%PDF-1.4 the rest of the document');
    const upload = await readIncomingUpload(request(multipart({ folio: '10234561', email: 'a@b.com' }, { name: 'o.pdf', type: 'application/pdf', content })));
    expect(upload.fields).toEqual({ folio: '10234561', email: 'a@b.com' });
    expect(upload.file?.head).toBe('%PDF-');
    expect(upload.file?.filename).toBe('o.pdf');
    expect(await text(upload.file!.body)).toBe(content.toString('latin1'));
    expect(requirePdf(upload.file)).toBe(upload.file);
  });

  it('refuses a declared length over 24 MB with the seed message, unparsed', async () => {
    const body = multipart({ folio: '1' });
    const err = await refused(readIncomingUpload(request(body, { 'content-length': String(25 * 1024 * 1024) })));
    expect(err.status).toBe(413);
    expect(err.body.message).toBe(UPLOAD_MESSAGES.fileTooLarge);
  });

  it('refuses what is not multipart, or breaks off', async () => {
    expect((await refused(readIncomingUpload(request(Buffer.from('{}'), { 'content-type': 'application/json' })))).status).toBe(400);
    const cut = multipart({ folio: '1' }).subarray(0, 30);
    expect((await refused(readIncomingUpload(request(cut)))).status).toBe(400);
  });

  it('has no file when none was chosen, and the server then asks for one', async () => {
    const upload = await readIncomingUpload(request(multipart({ folio: '1', terms: 'true' })));
    expect(upload.file).toBeNull();
    expect(postedFields(upload, ['folio', 'email'])).toEqual({ folio: '1', email: '', terms: true });
    const err = await refused(Promise.resolve().then(() => requirePdf(upload.file)));
    expect(err.body).toEqual({ message: 'PDF File is mandatory', fieldErrors: { file: 'PDF File is mandatory' } });
  });

  it('checks the PDF on the server too: type and first bytes', async () => {
    const upload = await readIncomingUpload(
      request(multipart({}, { name: 'notes.pdf', type: 'application/pdf', content: Buffer.from('not really a pdf') })),
    );
    const err = await refused(Promise.resolve().then(() => requirePdf(upload.file)));
    expect(err.body.fieldErrors).toEqual({ file: 'Please upload PDF file only' });
  });
});
