import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAesGcmCipher } from '../server/fundhouse/crypto';
import { DEV_SECRETS } from '../server/env-schema';
import { ADMIN_PREFIX, serveAdmin } from './admin';
import { serveApi } from './api';
import { loadClock } from './clock';
import { openDatabase } from './db/open';
import { createFaultBoard } from './faults';
import { sendJson } from './http';
import { apiRoutes } from './routes';
import { seedDatabase } from './seed/seed';
import { serveDomainPage } from './domains/pages';
import { settleDue } from './domains/transactions/lifecycle';
import type { Profile } from './seed/fixtures';
import type { SandboxState } from './state';
import { startSmtpReceiver, type RunningSmtp } from './smtp';
import { createTokenService, DEFAULT_TOKEN_MINUTES, DEV_TOKEN_SECRET } from './tokens';

export interface SandboxOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  /** Default 127.0.0.1: the sandbox has no authentication of its own and must not face a network. */
  host?: string;
  /**
   * A PGlite data directory, 'memory://', or a PostgreSQL URL (postgres://…), which several sandbox
   * processes may share. Default .data/sandbox.
   */
  dataDir?: string;
  profile?: Profile;
  /** FUNDHOUSE_API_SECRET; the default is the portal's development secret, so the two agree. */
  secret?: string;
  tokenSecret?: string;
  /** FUNDHOUSE_SERVICE_KEY; the default is the portal's development key. */
  serviceKey?: string;
  /** Where the sandbox receives the portal's mail over SMTP; none when unset. */
  smtpPort?: number;
  tokenMinutes?: number;
  /** No per-call log lines (tests). */
  quiet?: boolean;
}

export interface RunningSandbox {
  url: string;
  port: number;
  /** Where the SMTP receiver listens, when one was asked for. */
  smtpPort: number | null;
  profile: Profile;
  /** Why the data was seeded at start (null: an existing data directory was kept) and how long it took. */
  seeded: 'new' | 'schema' | 'profile' | null;
  seedMs: number;
  close(): Promise<void>;
  reset(): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const profile = opts.profile ?? 'demo';
  const opened = await openDatabase(opts.dataDir ?? '.data/sandbox', profile);
  const { pg, shared } = opened;
  const clock = await loadClock(pg);
  const faults = createFaultBoard(pg);
  // One process owns a PGlite directory, so its faults end with it; on PostgreSQL the others may still use theirs.
  if (!shared) await faults.clear();
  const closing = new AbortController();
  const log = opts.quiet ? () => {} : (line: Record<string, unknown>) => console.info(JSON.stringify(line));

  const state: SandboxState = {
    pg,
    shared,
    clock,
    faults,
    profile,
    closing: closing.signal,
    log,
    cipher: createAesGcmCipher(opts.secret ?? DEV_SECRETS.FUNDHOUSE_API_SECRET),
    wrongCipher: createAesGcmCipher(`not-the-shared-secret:${randomUUID()}`),
    tokens: createTokenService({
      secret: opts.tokenSecret ?? DEV_TOKEN_SECRET,
      minutes: opts.tokenMinutes ?? DEFAULT_TOKEN_MINUTES,
      clock,
      serviceKey: opts.serviceKey ?? DEV_SECRETS.FUNDHOUSE_SERVICE_KEY,
    }),
    async reset() {
      const started = Date.now();
      await faults.clear();
      await clock.reset();
      await seedDatabase(pg, profile, clock.now());
      return { ms: Date.now() - started };
    },
  };

  const inFlight = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    const work = handle(state, req, res).finally(() => inFlight.delete(work));
    inFlight.add(work);
  });
  // Longer than any client of ours keeps a connection idle (the portal lets go after four seconds): a
  // server that closes first races a client sending on the same connection, which then fails with a
  // reset (the test runner's request context did, at five seconds).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 4010, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  let smtp: RunningSmtp | null = null;
  try {
    if (opts.smtpPort !== undefined) smtp = await startSmtpReceiver(pg, opts.smtpPort, log);
  } catch (err) {
    server.close();
    await pg.close();
    throw err;
  }
  const host = address.includes(':') ? `[${address}]` : address;

  let closed: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    smtpPort: smtp?.port ?? null,
    profile,
    seeded: opened.seeded,
    seedMs: opened.seedMs,
    reset: async () => void (await state.reset()),
    close() {
      closed ??= (async () => {
        closing.abort();
        await smtp?.close();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await Promise.allSettled([...inFlight]);
        server.closeAllConnections();
        await stopped;
        await pg.close();
      })();
      return closed;
    },
  };
}

async function handle(state: SandboxState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = Date.now();
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  try {
    if (state.shared) await state.clock.refresh();
    // An API call settles what fell due inside its own transaction (api.ts); pages and tools do it here.
    if (!apiRoutes.has(url.pathname)) await state.pg.transaction((db) => settleDue(db, state.clock.now()));
    if (url.pathname.startsWith(ADMIN_PREFIX)) {
      if (!(await serveAdmin(state, req, res, url))) sendJson(res, state.clock.now(), 404, { message: 'Not found' });
    } else {
      const route = apiRoutes.get(url.pathname);
      if (!route) {
        // Not an API path: perhaps a page behind a link the sandbox handed out (sandbox/domains/pages.ts).
        if (!(await serveDomainPage(state, req, res, url))) sendJson(res, state.clock.now(), 404, { message: 'Not found' });
      } else if (route.endpoint.method !== req.method) sendJson(res, state.clock.now(), 405, { message: 'Method not allowed' });
      else await serveApi(state, route, req, res, url);
    }
  } catch (err) {
    state.log({ path: url.pathname, error: String((err as Error).stack ?? err) });
    sendJson(res, state.clock.now(), 500, { message: 'Internal Server Error' });
  }
  // Path, status and time only: query strings carry sealed parameters and stay out of the log.
  const requestId = req.headers['x-request-id'];
  state.log({ at: new Date().toISOString(), method: req.method, path: url.pathname, status: res.statusCode, ms: Date.now() - started, requestId: typeof requestId === 'string' ? requestId : undefined });
}
