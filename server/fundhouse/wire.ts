import type { PayloadCipher } from './crypto';

// The message formats both sides speak (docs/upstream-protocol.md). Shared by portal and sandbox.

export type WireValue = string | number | boolean | null | undefined;
export type WireParams = Record<string, WireValue>;

/** Added to every request: marks the web channel and carries the id that ties logs together. */
export interface WireMarkers {
  isWeb: 'Y';
  RequestId: string;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const unb64 = (s: string) => Buffer.from(s, 'base64').toString('utf8');

/** `key=<urlencoded base64 of value>&…`; null and undefined values are left out. */
export function encodeQueryText(params: WireParams): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(b64(String(v)))}`)
    .join('&');
}

export function decodeQueryText(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!text) return out;
  for (const pair of text.split('&')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    out[decodeURIComponent(pair.slice(0, eq))] = unb64(decodeURIComponent(pair.slice(eq + 1)));
  }
  return out;
}

export function sealQuery(cipher: PayloadCipher, params: WireParams): string {
  return cipher.seal(encodeQueryText(params));
}

export function openQuery(cipher: PayloadCipher, sealed: string): Record<string, string> {
  return decodeQueryText(cipher.open(sealed));
}

export function sealBody(cipher: PayloadCipher, params: WireParams): { payload: string } {
  const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
  return { payload: cipher.seal(JSON.stringify(clean)) };
}

export function openBody(cipher: PayloadCipher, body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || typeof (body as { payload?: unknown }).payload !== 'string') {
    throw new Error('request body has no sealed payload');
  }
  const value: unknown = JSON.parse(cipher.open((body as { payload: string }).payload));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('payload is not an object');
  return value as Record<string, unknown>;
}

/** The answer envelope: the tables, plus an error code other than 0 with its message on failure. */
export interface AnswerEnvelope {
  ErrorCode?: number | string;
  ErrorMessage?: string;
  Message?: string;
  [table: string]: unknown;
}

export function sealAnswer(cipher: PayloadCipher, answer: AnswerEnvelope): { encryptedBody: string } {
  return { encryptedBody: cipher.seal(JSON.stringify(answer)) };
}

/** Opens `{ encryptedBody }` when present; plain answers pass through unchanged. */
export function openAnswer(cipher: PayloadCipher, json: unknown): unknown {
  if (json && typeof json === 'object' && typeof (json as { encryptedBody?: unknown }).encryptedBody === 'string') {
    return JSON.parse(cipher.open((json as { encryptedBody: string }).encryptedBody));
  }
  return json;
}

/** The message of a failed answer, or null when the answer reports success. */
export function answerError(answer: AnswerEnvelope): { code: string; message: string } | null {
  const code = answer.ErrorCode;
  if (code === undefined || code === null || String(code) === '0') return null;
  const message = answer.ErrorMessage || answer.Message || '';
  return { code: String(code), message };
}
