import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cookies, headers } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';

// The request a BFF handler is answering, for the code below it that reads a cookie or a header or sets
// a cookie (the session, the sealed flow and investor cookies, the caller's address). The handler wrapper
// (server/http/answer.ts) opens the scope, so that code reads the very request the handler was given:
// a handler answers the same whether Next or a unit test calls it, and the cookies set while answering go
// onto its answer, a refusal's too. Pages, layouts and server actions have no scope of their own and keep
// Next's (next/headers).

type CookieOptions = NonNullable<Parameters<NextResponse['cookies']['set']>[2]>;
type Cookie = CookieOptions & { name: string; value: string };

/** What the session and sealed-cookie code needs of a cookie store (iron-session's CookieStore). */
export interface CookieJar {
  get(name: string): { name: string; value: string } | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  set(cookie: Cookie): void;
}

interface Scope {
  req: NextRequest;
  /** Cookies set while answering, by name (the last one set wins, as in a browser). */
  set: Map<string, { value: string; options?: CookieOptions }>;
}

const scope = new AsyncLocalStorage<Scope>();

/** Runs `work` with `req` as the request that cookieJar() and requestHeaders() read. */
export function inRequestScope<T>(req: NextRequest, work: () => Promise<T>): Promise<T> {
  return scope.run({ req, set: new Map() }, work);
}

/** The cookies set inside the current scope, written onto its answer. */
export function applyScopeCookies(res: NextResponse): NextResponse {
  const current = scope.getStore();
  for (const [name, { value, options }] of current?.set ?? []) res.cookies.set(name, value, options);
  return res;
}

export async function cookieJar(): Promise<CookieJar> {
  const current = scope.getStore();
  if (!current) return cookies();
  return {
    get: (name) => {
      const set = current.set.get(name);
      if (set) return { name, value: set.value };
      const sent = current.req.cookies.get(name);
      return sent ? { name, value: sent.value } : undefined;
    },
    set: (first: string | Cookie, value?: string, options?: CookieOptions) => {
      if (typeof first === 'string') current.set.set(first, { value: value ?? '', options });
      else {
        const { name, value: given, ...rest } = first;
        current.set.set(name, { value: given, options: rest });
      }
    },
  };
}

export async function requestHeaders(): Promise<Headers> {
  const current = scope.getStore();
  return current ? current.req.headers : new Headers(await headers());
}
