import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import type { TransactionDraft } from '../services/transactions/transaction-drafts';

// What every kind's server module shares: the number that names a draft until the registrar's
// reference, and the reference a confirmation carries. The investor comes checked from the route's
// declaration (server/http/handler.ts). A kind's own declaration (./kind.ts) uses these rather than
// another kind's.

/** A six-digit number that names the order in its draft until the registrar gives the reference. */
export const orderNumber = () => String(randomInt(100_000, 1_000_000));

/**
 * A kind's confirmation reference: made from the draft's confirm key (with the kind's prefix), so every
 * attempt at one draft names the same request and the registrar makes at most one.
 */
export const draftRef =
  (prefix: string, length: number) =>
  (draft: TransactionDraft): string =>
    createHash('sha256').update(`${prefix}:${draft.confirmKey ?? draft.refno ?? ''}`).digest('hex').slice(0, length);

/** The reference of an order's save (redemption, switch, a mandate's registration). */
export const orderRef = draftRef('order', 24);
