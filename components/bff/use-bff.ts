'use client';

import { createElement, useCallback, useMemo, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig, type KeyedMutator } from 'swr';
import { bffData, BffError, FALLBACK_MESSAGE } from './client';

// The browser's one way to read from the BFF: SWR over `bffData`, so a read has the same error shape,
// session handling and generic message as every other call. One answer per key: a newer choice (a new
// key) never shows the answer to an older one, however late that one arrives.

/**
 * What a read asks for: a BFF path, read with GET, or the path followed by what else tells its answers
 * apart (the draft a check is for, the opening of a tab); null while there is nothing to read yet.
 */
export type BffKey = string | readonly [path: string, ...rest: unknown[]] | null;

export interface BffReadOptions<R, T> {
  /** The part of the answer the screen uses (the schemes of a schemes answer). */
  select?: (answer: R) => T;
  /**
   * What the page already read for this key (a restored draft's list): shown at once, and nothing is
   * read while it is given. The caller gives it only for the key it belongs to.
   */
  preloaded?: T | null;
  /** A read whose question is too long or too private for an address (the tracker's filters): sent as a POST body. */
  body?: unknown;
  /** A public page's read: a 401 there is an answer, not a lost session. */
  public?: boolean;
  /** SWR's own, for the screens that need them (see DEFAULTS). */
  revalidateOnFocus?: boolean;
  revalidateOnReconnect?: boolean;
  refreshInterval?: number;
  keepPreviousData?: boolean;
  /** The server's answer for the first key, in SWR's cache shape: shown at once, and Try again still reads. */
  fallbackData?: R;
  revalidateOnMount?: boolean;
}

export interface BffRead<T, R = T> {
  /** The answer (or its selected part), the preloaded value, or undefined while there is none. */
  data: T | undefined;
  /** The BFF's words for a failed read (or the seed's generic text), never an exception's; null otherwise. */
  error: string | null;
  /** The failed read's status and field errors, for the screens that tell them apart. */
  failure: BffError | null;
  /** A read under way with nothing to show yet. */
  loading: boolean;
  /** A read under way, the first or a later one. */
  validating: boolean;
  /** Read again (no argument), or put an answer in place (SWR's mutate for this key). */
  mutate: KeyedMutator<R>;
}

// Chosen once for every read; a screen that follows the registrar asks for more.
// - Not again on focus or reconnect: most answers change when the distributor acts, not while a page is
//   open, and a form's list read again under a made choice could take that choice away. The tracker,
//   Today and the drill-down lists, where an investor may approve meanwhile, turn focus back on.
// - No silent retries: a failure shows the BFF's words with Try again, so the distributor knows what is
//   missing instead of waiting on figures that may never come.
// - keepPreviousData stays off: a new choice shows its loading state, never the list of the choice
//   before. Paged lists turn it on, so a page turn keeps the table in place until the next page is there.
const DEFAULTS = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

const pathOf = (key: string | readonly unknown[]) => (typeof key === 'string' ? key : (key[0] as string));

export function useBff<R, T = R>(key: BffKey, options: BffReadOptions<R, T> = {}): BffRead<T, R> {
  const { select, preloaded, body, public: isPublic, ...swr } = options;
  const asked = preloaded == null ? key : null;
  // A body is part of the question, so it is part of the key.
  const swrKey = asked === null || body === undefined ? asked : [...(typeof asked === 'string' ? [asked] : asked), body];
  const read = useSWR<R, BffError>(swrKey, (k: string | readonly unknown[]) => bffData<R>(pathOf(k), { body, public: isPublic }), { ...DEFAULTS, ...swr });
  const answer = read.data;
  // `select` is a projection, not an input: a new function each render must not project again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selected = useMemo(() => (answer === undefined || !select ? answer : select(answer)) as T | undefined, [answer]);
  const thrown = read.error;
  // BffError carries the BFF's words; anything else thrown is a bug, shown in the seed's generic words.
  const failure = useMemo(() => (thrown === undefined ? null : thrown instanceof BffError ? thrown : new BffError(0, FALLBACK_MESSAGE)), [thrown]);
  // Getters for the states, as SWR's own answer has: a screen re-renders only for what it reads (a table
  // that never asks whether a read is under way is not drawn again when one starts).
  return {
    data: preloaded ?? selected,
    error: failure?.message ?? null,
    failure,
    get loading() {
      return read.isLoading;
    },
    get validating() {
      return read.isValidating;
    },
    mutate: read.mutate,
  };
}

/**
 * The reads below it keep their answers in a cache of their own, made when it mounts: a page that hands
 * SWR what the server read for this visit (`fallback`, path to answer) shows it at first paint, and
 * coming back to the page shows the next server read rather than the last visit's.
 */
export function BffReadCache({ fallback, children }: { fallback: Record<string, unknown>; children: ReactNode }) {
  const [cache] = useState(() => new Map());
  return createElement(SWRConfig, { value: { provider: () => cache, fallback, revalidateIfStale: false } }, children);
}

/** After a write that changes what reads answered: reads again every answer whose path starts with `prefix`. */
export function useReadAgain(): (prefix: string) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((prefix: string) => mutate((k) => typeof k === 'string' && k.startsWith(prefix)), [mutate]);
}
