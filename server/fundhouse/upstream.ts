import 'server-only';
import { env } from '../env';
import { createAesGcmCipher } from './crypto';
import { createUpstreamClient, type UpstreamCall } from './client';
import { log } from '@/server/log';
import { tracedUpstream } from '@/server/telemetry';

let client: UpstreamCall | undefined;

/** An upstream call at least this slow is logged even when it succeeded. */
export const SLOW_CALL_MS = 1_000;

/** The portal's single way to the fund house; built lazily so configuration errors surface on first use. */
export const upstream: UpstreamCall = (endpoint, params, options) => {
  client ??= createUpstreamClient({
    baseUrl: env().FUNDHOUSE_API_URL,
    cipher: createAesGcmCipher(env().FUNDHOUSE_API_SECRET),
    transport: { timeoutMs: env().FUNDHOUSE_TIMEOUT_MS },
    // Only what needs a look: a call that failed or took long. Failures thrown before an answer (time
    // limit, network) are logged where they are answered (server/http/handler.ts).
    log: (line) => {
      if (Number(line.status) < 400 && Number(line.ms) < SLOW_CALL_MS) return;
      log('info', { upstream: line });
    },
  });
  const call = client;
  return tracedUpstream(endpoint, () => call(endpoint, params, options));
};
