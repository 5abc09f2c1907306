import 'server-only';
import { z } from 'zod';
import { isKind, type KindKey } from './registry';
import { HttpError } from '../http/handler';

// What the transaction routes declare they take besides their investor (the flow token, `investor: 'flow'`):
// the kind in the path.

export const kindParams = z.object({ kind: z.string().max(60) });

/** The kind, or a 404 in the BFF's error shape. */
export function requireKind(kind: string): KindKey {
  if (!isKind(kind)) throw new HttpError(404, { message: 'Unknown transaction type' });
  return kind;
}
