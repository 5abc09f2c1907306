import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUpstreamClient } from '@/server/fundhouse/client';
import { createAesGcmCipher } from '@/server/fundhouse/crypto';
import { defineEndpoint, table } from '@/server/fundhouse/endpoint';
import { GENERIC_UPSTREAM_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE, UpstreamError } from '@/server/fundhouse/errors';
import { openBody, openQuery, sealAnswer } from '@/server/fundhouse/wire';
import { closedPort, faultServer, type Responder } from './fault-server';

const cipher = createAesGcmCipher('unit-test-secret-0123456789abcdef0123');
const otherCipher = createAesGcmCipher('another-secret-0123456789abcdef012345');

const getRows = defineEndpoint({
  name: 'getRows', path: '/GetRows', method: 'GET', auth: true,
  params: z.object({ PAN: z.string() }),
  answer: z.object({ DtData: table(z.object({ name: z.string() })) }),
});
const postThing = defineEndpoint({
  name: 'postThing', path: '/PostThing', method: 'POST', auth: false,
  params: z.object({ amount: z.number() }),
  answer: z.object({ DtData: table(z.object({ refno: z.string() })) }),
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(respond: Responder, timeoutMs = 2_000) {
  const server = await faultServer(respond);
  close = server.close;
  const call = createUpstreamClient({ baseUrl: server.url, cipher, transport: { timeoutMs, backoff: () => 1 } });
  return { server, call };
}

const json = (res: Parameters<Responder>[1], status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

async function failure(p: Promise<unknown>): Promise<UpstreamError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

describe('upstream client', () => {
  it('seals the query, sends the bearer token and opens a sealed answer', async () => {
    let seen: Record<string, string> = {};
    let auth = '';
    const { call } = await serve((req, res) => {
      seen = openQuery(cipher, new URL(req.url!, 'http://x').searchParams.get('q')!);
      auth = req.headers.authorization ?? '';
      json(res, 200, sealAnswer(cipher, { DtData: [{ name: 'Ravi' }] }));
    });
    const answer = await call(getRows, { PAN: 'BKFPS4821K' }, { token: 'tok' });
    expect(answer.DtData).toEqual([{ name: 'Ravi' }]);
    expect(seen.PAN).toBe('BKFPS4821K');
    expect(seen.isWeb).toBe('Y');
    expect(seen.RequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(auth).toBe('Bearer tok');
  });

  it('posts a sealed JSON payload', async () => {
    let payload: Record<string, unknown> = {};
    const { call } = await serve((_req, res, body) => {
      payload = openBody(cipher, JSON.parse(body));
      json(res, 200, sealAnswer(cipher, { DtData: [{ refno: 'R1' }] }));
    });
    await expect(call(postThing, { amount: 5000 })).resolves.toEqual({ DtData: [{ refno: 'R1' }] });
    expect(payload.amount).toBe(5000);
  });

  it('times out with the generic message', async () => {
    const { call } = await serve(() => undefined, 200);
    const err = await failure(call(getRows, { PAN: 'X' }, { token: 't' }));
    expect(err.kind).toBe('timeout');
    expect(err.userMessage).toBe(GENERIC_UPSTREAM_MESSAGE);
  });

  it('reports a refused connection after one retry of a GET', async () => {
    const call = createUpstreamClient({ baseUrl: await closedPort(), cipher, transport: { timeoutMs: 1000, backoff: () => 1 } });
    const err = await failure(call(getRows, { PAN: 'X' }, { token: 't' }));
    expect(err.kind).toBe('network');
    expect(err.userMessage).toBe('Something went wrong ');
  });

  it('retries a GET once on 503 and succeeds', async () => {
    let n = 0;
    const { call, server } = await serve((_req, res) => {
      n += 1;
      if (n === 1) json(res, 503, {});
      else json(res, 200, sealAnswer(cipher, { DtData: [{ name: 'ok' }] }));
    });
    await expect(call(getRows, { PAN: 'X' }, { token: 't' })).resolves.toEqual({ DtData: [{ name: 'ok' }] });
    expect(server.hits()).toBe(2);
  });

  it('gives up after the single retry of a GET on 502', async () => {
    const { call, server } = await serve((_req, res) => json(res, 502, {}));
    const err = await failure(call(getRows, { PAN: 'X' }, { token: 't' }));
    expect(err.kind).toBe('http');
    expect(err.detail.status).toBe(502);
    expect(server.hits()).toBe(2);
  });

  it('never retries a POST', async () => {
    const { call, server } = await serve((_req, res) => json(res, 503, {}));
    const err = await failure(call(postThing, { amount: 1 }));
    expect(err.userMessage).toBe('Something went wrong ');
    expect(server.hits()).toBe(1);
  });

  it('does not retry a 500', async () => {
    const { call, server } = await serve((_req, res) => json(res, 500, {}));
    await failure(call(getRows, { PAN: 'X' }, { token: 't' }));
    expect(server.hits()).toBe(1);
  });

  it('maps 413 to the upload message', async () => {
    const { call } = await serve((_req, res) => json(res, 413, {}));
    const err = await failure(call(postThing, { amount: 1 }));
    expect(err.kind).toBe('too-large');
    expect(err.userMessage).toBe(UPLOAD_TOO_LARGE_MESSAGE);
  });

  it('maps 401 to an unauthorized failure', async () => {
    const { call } = await serve((_req, res) => json(res, 401, {}));
    expect((await failure(call(getRows, { PAN: 'X' }, { token: 't' }))).kind).toBe('unauthorized');
  });

  it('rejects malformed JSON', async () => {
    const { call } = await serve((_req, res) => json(res, 200, '{"encryptedBody": '));
    const err = await failure(call(getRows, { PAN: 'X' }, { token: 't' }));
    expect(err.kind).toBe('malformed');
    expect(err.userMessage).toBe('Something went wrong ');
  });

  it('rejects an answer sealed with another key', async () => {
    const { call } = await serve((_req, res) => json(res, 200, sealAnswer(otherCipher, { DtData: [] })));
    expect((await failure(call(getRows, { PAN: 'X' }, { token: 't' }))).kind).toBe('sealed');
  });

  it('rejects an answer that fails its schema', async () => {
    const { call } = await serve((_req, res) => json(res, 200, sealAnswer(cipher, { DtData: [{ name: 42 }] })));
    const err = await failure(call(getRows, { PAN: 'X' }, { token: 't' }));
    expect(err.kind).toBe('schema');
    expect(err.message).toContain('DtData.0.name');
  });

  it('throws the registrar message for an error code other than 0', async () => {
    const { call } = await serve((_req, res) => json(res, 200, sealAnswer(cipher, { ErrorCode: 1, ErrorMessage: 'Invalid folio' })));
    const err = await failure(call(getRows, { PAN: 'X' }, { token: 't' }));
    expect(err.kind).toBe('business');
    expect(err.userMessage).toBe('Invalid folio');
  });

  it('falls back to the Message field, then the generic text', async () => {
    let body: object = { ErrorCode: '2', Message: 'Folio locked' };
    const { call } = await serve((_req, res) => json(res, 200, sealAnswer(cipher, body as never)));
    expect((await failure(call(getRows, { PAN: 'X' }, { token: 't' }))).userMessage).toBe('Folio locked');
    body = { ErrorCode: 3 };
    expect((await failure(call(getRows, { PAN: 'X' }, { token: 't' }))).userMessage).toBe('Something went wrong ');
  });

  it('accepts a plain (unsealed) answer and code 0', async () => {
    const { call } = await serve((_req, res) => json(res, 200, { ErrorCode: 0, DtData: [{ name: 'plain' }] }));
    await expect(call(getRows, { PAN: 'X' }, { token: 't' })).resolves.toEqual({ DtData: [{ name: 'plain' }] });
  });

  it('refuses to call an authenticated endpoint without a token', async () => {
    const { call, server } = await serve((_req, res) => json(res, 200, {}));
    expect((await failure(call(getRows, { PAN: 'X' }))).kind).toBe('unauthorized');
    expect(server.hits()).toBe(0);
  });
});
