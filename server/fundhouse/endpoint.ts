import { z } from 'zod';

// One declaration per upstream endpoint (ARCHITECTURE.md rule 1). The portal's client and the
// sandbox's router both read these, so a path or a field cannot drift between the two.

export type HttpMethod = 'GET' | 'POST';

export interface Endpoint<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  name: string;
  path: `/${string}`;
  method: HttpMethod;
  /** Whether the call needs the distributor's bearer token. */
  auth: boolean;
  params: P;
  answer: A;
}

export function defineEndpoint<P extends z.ZodType, A extends z.ZodType>(def: Endpoint<P, A>): Endpoint<P, A> {
  return def;
}

export type ParamsOf<E extends Endpoint> = z.input<E['params']>;
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;
/** An answer as it travels, before the declaration's defaults and transforms: what a registrar sends. */
export type WireAnswerOf<E extends Endpoint> = z.input<E['answer']>;

/** Upstream tables arrive as arrays of rows; an absent table means no rows. */
export const table = <R extends z.ZodType>(row: R) => z.array(row).default([]);

/** Fields the registrar sends as either a number or a numeric string. */
export const looseString = z.union([z.string(), z.number()]).transform(String);

/** Wire values travel as text, so params accept what the portal passes and the sandbox reads back. */
export const wireString = z.union([z.string(), z.number()]).transform(String);
