import 'server-only';
import { orSignIn } from '@/server/auth/session';
import { UpstreamError } from '@/server/fundhouse/errors';
import type { FailedRead } from './DashboardData';
import { log } from '@/server/log';

// The statuses the BFF answers for the same failures (server/http/handler.ts), so the browser's
// section error reads the same whether the server or the browser made the read.
const STATUS: Record<UpstreamError['kind'], number> = {
  unauthorized: 401, 'too-large': 413, business: 422, timeout: 504,
  network: 502, http: 502, malformed: 502, sealed: 502, schema: 502,
};

export type ServerRead<T> = { data: T } | { failed: FailedRead };

/** One of the dashboard's reads on the server: its answer, or the failure its section shows. */
export async function serverRead<T>(work: Promise<T>): Promise<ServerRead<T>> {
  try {
    return { data: await orSignIn(work) };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    if (err.kind !== 'business') log('error', { upstreamError: err.message, ...err.detail });
    return { failed: { status: STATUS[err.kind], message: err.userMessage } };
  }
}
