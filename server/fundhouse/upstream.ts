import 'server-only';
import { env } from '../env';
import { createAesGcmCipher } from './crypto';
import { createUpstreamClient, type UpstreamCall } from './client';

let client: UpstreamCall | undefined;

/** The portal's single way to the fund house; built lazily so configuration errors surface on first use. */
export const upstream: UpstreamCall = (endpoint, params, options) => {
  client ??= createUpstreamClient({
    baseUrl: env().FUNDHOUSE_API_URL,
    cipher: createAesGcmCipher(env().FUNDHOUSE_API_SECRET),
    transport: { timeoutMs: env().FUNDHOUSE_TIMEOUT_MS },
    log: (line) => console.info(JSON.stringify({ at: new Date().toISOString(), upstream: line })),
  });
  return client(endpoint, params, options);
};
