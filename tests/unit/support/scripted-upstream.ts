import { decodeAnswer, type CallOptions, type UpstreamCall } from '@/server/fundhouse/client';
import { createAesGcmCipher } from '@/server/fundhouse/crypto';
import type { Endpoint, ParamsOf, WireAnswerOf } from '@/server/fundhouse/endpoint';
import { businessFailure, upstreamFailure, type UpstreamError, type UpstreamErrorKind } from '@/server/fundhouse/errors';
import type { Checked } from '@/sandbox/router';

// The fund house as a unit test of a service sees it: answers scripted per endpoint declaration, every
// call recorded. A scripted answer is read by the portal's own decoder, so defaults, transforms, error
// codes and schema failures behave as they do on the wire, and the declaration types the script: a
// field the declaration does not have fails the type check.
//
// In a test file (the service under test imported afterwards with `await import`):
//   vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
//   const { upstream } = await import('../support/scripted-upstream');

export interface RecordedCall {
  name: string;
  params: Record<string, unknown>;
  token: string | undefined;
}

/** Statuses the real client reports with each kind of failure. */
const STATUS: Partial<Record<UpstreamErrorKind, number>> = { http: 500, unauthorized: 401, 'too-large': 413 };

type Script = { answer: (params: never) => unknown } | { failure: (endpoint: Endpoint) => UpstreamError };

// Only plain answers pass through decodeAnswer, so the key never opens anything.
const cipher = createAesGcmCipher('scripted-upstream-0123456789abcdef0123456789');

export function scriptedUpstream() {
  const scripts = new Map<Endpoint, Script>();
  const calls: RecordedCall[] = [];

  const call: UpstreamCall = async (endpoint, params, options: CallOptions = {}) => {
    calls.push({ name: endpoint.name, params: { ...(params as Record<string, unknown>) }, token: options.token });
    const checked = endpoint.params.safeParse(params);
    if (!checked.success) {
      const where = checked.error.issues[0];
      throw new Error(`${endpoint.name} called with parameters its declaration refuses: ${where?.path.join('.')}: ${where?.message}`);
    }
    const detail = { endpoint: endpoint.name, requestId: 'scripted' };
    if (endpoint.auth && !options.token) throw upstreamFailure('unauthorized', { ...detail, cause: 'no token' });
    const script = scripts.get(endpoint);
    if (!script) throw new Error(`unscripted call ${endpoint.name}`);
    if ('failure' in script) throw script.failure(endpoint);
    return decodeAnswer(endpoint, JSON.stringify(script.answer(params as never)), cipher, detail);
  };

  return {
    /** Stands in for `upstream` from server/fundhouse/upstream. */
    call,
    /** Every call so far, in order, with the parameters as the service passed them. */
    calls,
    /** Answers every call of `endpoint` with `answer` until scripted again. */
    answer<E extends Endpoint, A extends WireAnswerOf<E>>(endpoint: E, answer: Checked<A, A, WireAnswerOf<E>>): void {
      scripts.set(endpoint, { answer: () => answer });
    },
    /** Answers each call of `endpoint` from its parameters. */
    answerWith<E extends Endpoint, A extends WireAnswerOf<E>>(
      endpoint: E,
      answer: Checked<(params: ParamsOf<E>) => A, A, WireAnswerOf<E>>,
    ): void {
      scripts.set(endpoint, { answer: answer as (params: never) => unknown });
    },
    /**
     * Fails every call of `endpoint` as the real client would: `business` with the registrar's message,
     * any other kind with the message the distributor is shown for it.
     */
    fail(endpoint: Endpoint, kind: UpstreamErrorKind, registrarMessage = '', status = STATUS[kind]): void {
      scripts.set(endpoint, {
        failure: (e) => {
          const detail = { endpoint: e.name, requestId: 'scripted', status };
          return kind === 'business' ? businessFailure(registrarMessage, { ...detail, code: '1' }) : upstreamFailure(kind, detail);
        },
      });
    },
    /** The parameters of each call of `endpoint`, typed by its declaration. */
    paramsOf<E extends Endpoint>(endpoint: E): ParamsOf<E>[] {
      return calls.filter((c) => c.name === endpoint.name).map((c) => c.params as ParamsOf<E>);
    },
    /** The endpoint names called so far, in order. */
    names(): string[] {
      return calls.map((c) => c.name);
    },
    /** Forgets scripts and calls: for `beforeEach`. */
    reset(): void {
      scripts.clear();
      calls.length = 0;
      // Answers the portal remembers for a short time (server/cache/short-lived.ts) came from the
      // registrar as scripted before: a test that scripts afresh must be asked afresh.
      for (const cache of (globalThis as { __portalShortLived?: Map<string, Map<string, unknown>> }).__portalShortLived?.values() ?? []) cache.clear();
    },
  };
}

export type ScriptedUpstream = ReturnType<typeof scriptedUpstream>;

/** One row of a declared table, as the registrar sends it: for row builders in tests. */
export type WireRow<E extends Endpoint, T extends keyof WireAnswerOf<E>> =
  NonNullable<WireAnswerOf<E>[T]> extends readonly (infer R)[] ? R : never;

/** One per test file: vitest gives each file its own module registry. */
export const upstream = scriptedUpstream();

/** The factory for `vi.mock('@/server/fundhouse/upstream', …)`. */
export const upstreamModule = () => ({ upstream: upstream.call });
