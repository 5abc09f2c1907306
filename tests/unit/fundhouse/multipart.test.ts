import { describe, expect, it } from 'vitest';
import { boundaryOf, encodeMultipart, MultipartError, MultipartReader } from '@/server/fundhouse/multipart';

// The streaming multipart codec both sides of an upload use: whatever the chunking, the parts come out
// exactly as they went in, and a truncated or malformed body is refused rather than half-read.

const BOUNDARY = 'b0undary-123';

async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of source) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

async function* chunked(data: Buffer, size: number) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

async function readAll(data: Buffer, size: number, boundary = BOUNDARY) {
  const reader = new MultipartReader(chunked(data, size), boundary);
  const parts: { name: string; filename: string | null; contentType: string | null; body: Buffer }[] = [];
  for (let head; (head = await reader.nextPart()); ) parts.push({ ...head, body: await collect(reader.body()) });
  return parts;
}

// File content that tries hard to look like a delimiter without being one.
const FILE = Buffer.concat([Buffer.from('%PDF-1.7\r\n--b0undary-12\r\n-'), Buffer.alloc(3000, 0x41), Buffer.from('\r\n--b0undary-1')]);

async function encoded(): Promise<Buffer> {
  return collect(
    encodeMultipart(BOUNDARY, { payload: 'sealed.text', note: 'two\r\nlines' }, { name: 'Pdffile', filename: 'a "quoted" name.pdf', contentType: 'application/pdf' }, chunked(FILE, 700)),
  );
}

describe('multipart codec', () => {
  it('reads back what it wrote, whatever the chunk size', async () => {
    const data = await encoded();
    for (const size of [1, 2, 3, 7, 16, 17, 64, 1000, data.length]) {
      const parts = await readAll(data, size);
      expect(parts.map((p) => p.name)).toEqual(['payload', 'note', 'Pdffile']);
      expect(parts[0]?.body.toString()).toBe('sealed.text');
      expect(parts[1]?.body.toString()).toBe('two\r\nlines');
      expect(parts[2]?.filename).toBe('a %22quoted%22 name.pdf');
      expect(parts[2]?.contentType).toBe('application/pdf');
      expect(parts[2]?.body.equals(FILE)).toBe(true);
    }
  });

  it('skips an unread part when asked for the next one, and reads a browser-style body with a preamble', async () => {
    const body = Buffer.from(
      `ignored preamble\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="first"\r\n\r\nskip me\r\n` +
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name=second\r\n\r\nkeep\r\n--${BOUNDARY}--\r\n`,
    );
    const reader = new MultipartReader(chunked(body, 5), BOUNDARY);
    expect((await reader.nextPart())?.name).toBe('first');
    expect((await reader.nextPart())?.name).toBe('second');
    expect(await reader.text(100)).toBe('keep');
    expect(await reader.nextPart()).toBeNull();
  });

  it('refuses a body without its closing boundary', async () => {
    const data = await encoded();
    await expect(readAll(data.subarray(0, data.length - 12), 50)).rejects.toThrow(MultipartError);
    await expect(readAll(Buffer.from('no boundary anywhere'), 4)).rejects.toThrow('closing boundary');
  });

  it('refuses over-long headers, nameless parts and over-long text parts', async () => {
    const longHeader = Buffer.from(`--${BOUNDARY}\r\nX-Filler: ${'x'.repeat(9000)}\r\n\r\nbody\r\n--${BOUNDARY}--`);
    await expect(readAll(longHeader, 1024)).rejects.toThrow('part headers too long');
    const nameless = Buffer.from(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nbody\r\n--${BOUNDARY}--`);
    await expect(readAll(nameless, 8)).rejects.toThrow('form-data name');
    const reader = new MultipartReader(chunked(await encoded(), 10), BOUNDARY);
    await reader.nextPart();
    await expect(reader.text(5)).rejects.toThrow('text part too long');
  });

  it('reads the boundary from a content type', () => {
    expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundaryAbC')).toBe('----WebKitFormBoundaryAbC');
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="with space"')).toBe('with space');
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf(null)).toBeNull();
  });

  it('discards the rest of a body up to a limit', async () => {
    const data = await encoded();
    const reader = new MultipartReader(chunked(data, 100), BOUNDARY);
    await reader.nextPart();
    expect(await reader.discardRest(data.length)).toBe(true);
    const capped = new MultipartReader(chunked(data, 100), BOUNDARY);
    await capped.nextPart();
    expect(await capped.discardRest(200)).toBe(false);
  });
});
