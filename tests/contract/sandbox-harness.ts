import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createAesGcmCipher } from '../../server/fundhouse/crypto';
import { createUpstreamClient, type UpstreamCall } from '../../server/fundhouse/client';
import { UpstreamError } from '../../server/fundhouse/errors';
import type { SentMessage } from '../../sandbox/outbox';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';

// An in-process sandbox (random port, in-memory database) and the portal's real client pointed at it, so a
// contract test exercises the same HTTP, cipher and validation as production. SANDBOX_CONTRACT_DATABASE_URL
// runs the same files against the sandbox on PostgreSQL instead (one database, so run them one file at a
// time: `--no-file-parallelism`).
//
// The contract files of one test worker share its sandbox (vitest.config.ts runs them one after another
// in the same process): opening a database, migrating and seeding it took about two seconds a file, and
// a reset takes a tenth of that. Each file still starts from the seed, as on a sandbox of its own, and
// its close lets the sandbox go to the next file; the worker's exit ends it.

export const SECRET = 'contract-test-fundhouse-secret-0123456789abcdef';

export interface Harness {
  sandbox: RunningSandbox;
  /** The portal's client with the usual time limit and no retry delay to speak of. */
  call: UpstreamCall;
  /** A client that gives up after `timeoutMs`, for the delay fault. */
  impatient(timeoutMs: number): UpstreamCall;
  admin<T = unknown>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
}

let shared: Promise<Harness> | undefined;
let handedOut = false;

/** The worker's sandbox, at the seed. */
export async function startHarness(): Promise<Harness> {
  shared ??= openHarness().catch((err: unknown) => {
    shared = undefined;
    throw err;
  });
  const harness = await shared;
  // A new in-memory sandbox is at the seed already; one a file before has used is put back to it.
  if (handedOut) await harness.sandbox.reset();
  handedOut = true;
  return harness;
}

async function openHarness(): Promise<Harness> {
  const dataDir = process.env.SANDBOX_CONTRACT_DATABASE_URL || 'memory://';
  const running = await startSandbox({ port: 0, dataDir, quiet: true, secret: SECRET });
  // A PostgreSQL database outlives the run before: start from the seed, as an in-memory one does.
  if (dataDir !== 'memory://') await running.reset();
  const sandbox: RunningSandbox = { ...running, close: async () => undefined };
  const client = (timeoutMs: number) =>
    createUpstreamClient({
      baseUrl: sandbox.url,
      cipher: createAesGcmCipher(SECRET),
      transport: { timeoutMs, backoff: () => 10 },
    });
  return {
    sandbox,
    call: client(5000),
    impatient: client,
    async admin<T>(path: string, init: { method?: string; body?: unknown } = {}) {
      const res = await fetch(`${sandbox.url}/__sandbox/${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!res.ok) throw new Error(`sandbox ${path}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}

/**
 * The file's sandbox, started before its tests, closed after them and reset to the seed before each test,
 * so every test starts from the same book. What it answers stands for the harness once it has started
 * (a file's own beforeEach, a sign-in say, runs after the reset).
 */
export function sandboxPerFile(): Harness {
  let harness: Harness | undefined;
  // The file's first test finds the sandbox at the seed already (startHarness): no second reset for it.
  let atSeed = false;
  const started = () => {
    if (!harness) throw new Error('the sandbox is not started yet');
    return harness;
  };
  beforeAll(async () => {
    harness = await startHarness();
    atSeed = true;
  });
  afterAll(async () => {
    await harness?.sandbox.close();
  });
  beforeEach(async () => {
    if (atSeed) atSeed = false;
    else await started().sandbox.reset();
  });
  const call: UpstreamCall = (endpoint, params, options) => started().call(endpoint, params, options);
  return {
    get sandbox() {
      return started().sandbox;
    },
    call,
    impatient: (timeoutMs) => started().impatient(timeoutMs),
    admin: (path, init) => started().admin(path, init),
  };
}

/** The registrar's refusal of a call with its reason code; anything else fails the test. */
export async function codedRefusal(promise: Promise<unknown>): Promise<{ code: string | null; message: string }> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') return { code: err.detail.code ?? null, message: err.userMessage };
    throw err;
  }
  throw new Error('expected a business refusal');
}

/** The registrar's refusal of a call, in the words the portal shows; anything else fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') return err.userMessage;
    throw err;
  }
  throw new Error('expected a business refusal');
}

/** What the sandbox sent to one e-mail address or mobile number, newest first. */
export const outboxOf = (h: Harness, to: string) => h.admin<SentMessage[]>(`outbox.json?to=${encodeURIComponent(to)}`);
