import 'server-only';
import { z } from 'zod';
import { isKind, type KindKey } from '@/lib/transactions/registry';
import { HttpError } from '../http/handler';

// What the transaction routes declare they take: the kind in the path and the flow token in the query.

export const kindParams = z.object({ kind: z.string().max(60) });
export const flowQuery = z.object({ f: z.string().max(2000).optional() });

/** The kind, or a 404 in the BFF's error shape. */
export function requireKind(kind: string): KindKey {
  if (!isKind(kind)) throw new HttpError(404, { message: 'Unknown transaction type' });
  return kind;
}
