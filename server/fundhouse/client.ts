import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { createAesGcmCipher, SealError, type PayloadCipher } from './crypto';
import type { Endpoint } from './endpoint';
import { businessFailure, upstreamFailure, UpstreamError } from './errors';
import { noteUpstreamDate } from './clock';
import { send, type TransportOptions } from './transport';
import { answerError, openAnswer, sealBody, sealQuery, type AnswerEnvelope, type WireParams } from './wire';

export interface UpstreamConfig {
  baseUrl: string;
  cipher: PayloadCipher;
  transport: TransportOptions;
  log?: (line: Record<string, unknown>) => void;
}

export interface CallOptions {
  token?: string;
}

export type UpstreamCall = <E extends Endpoint>(
  endpoint: E,
  params: z.input<E['params']>,
  options?: CallOptions,
) => Promise<z.output<E['answer']>>;

/** Builds the one function that talks to the fund house: seal, send, open, check, validate. */
export function createUpstreamClient(config: UpstreamConfig): UpstreamCall {
  const base = config.baseUrl.replace(/\/+$/, '');
  return async (endpoint, params, options = {}) => {
    const requestId = randomUUID();
    const detail = { endpoint: endpoint.name, requestId };
    const wire = { ...(params as WireParams), isWeb: 'Y', RequestId: requestId };
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
    if (endpoint.auth) {
      if (!options.token) throw upstreamFailure('unauthorized', { ...detail, cause: 'no token' });
      headers.authorization = `Bearer ${options.token}`;
    }
    let url = `${base}${endpoint.path}`;
    let body: string | undefined;
    if (endpoint.method === 'GET') {
      url += `?q=${encodeURIComponent(sealQuery(config.cipher, wire))}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(sealBody(config.cipher, wire));
    }
    const started = Date.now();
    const res = await send({ url, method: endpoint.method, headers, body, endpoint: endpoint.name, requestId }, config.transport);
    noteUpstreamDate(res.date);
    // Names and timings only: parameters carry PAN, bank and dates of birth and never reach a log.
    config.log?.({ requestId, endpoint: endpoint.name, status: res.status, ms: Date.now() - started });
    if (res.status === 413) throw upstreamFailure('too-large', { ...detail, status: 413 });
    if (res.status === 401) throw upstreamFailure('unauthorized', { ...detail, status: 401 });
    if (res.status < 200 || res.status > 299) throw upstreamFailure('http', { ...detail, status: res.status });
    return decodeAnswer(endpoint, res.text, config.cipher, detail);
  };
}

export function decodeAnswer<E extends Endpoint>(
  endpoint: E,
  text: string,
  cipher: PayloadCipher,
  detail: UpstreamError['detail'],
): z.output<E['answer']> {
  let opened: unknown;
  try {
    opened = openAnswer(cipher, JSON.parse(text));
  } catch (err) {
    const kind = err instanceof SealError ? 'sealed' : 'malformed';
    throw upstreamFailure(kind, { ...detail, cause: String((err as Error).message) });
  }
  if (!opened || typeof opened !== 'object' || Array.isArray(opened)) {
    throw upstreamFailure('malformed', { ...detail, cause: 'answer is not an object' });
  }
  const failure = answerError(opened as AnswerEnvelope);
  if (failure) throw businessFailure(failure.message, { ...detail, code: failure.code });
  const parsed = endpoint.answer.safeParse(opened);
  if (!parsed.success) {
    const where = parsed.error.issues[0];
    throw upstreamFailure('schema', { ...detail, cause: `${where?.path.join('.')}: ${where?.message}` });
  }
  return parsed.data as z.output<E['answer']>;
}

export function cipherFromSecret(secret: string): PayloadCipher {
  return createAesGcmCipher(secret);
}
