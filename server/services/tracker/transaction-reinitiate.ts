import 'server-only';
import type { Reinitiated } from '@/lib/api/dashboard-lists';
import { REINITIATE_MESSAGES, reinitiateRefusal } from '@/lib/rules/transaction-windows';
import { env } from '../../env';
import { reinitiateTransaction } from '../../fundhouse/endpoints/transactions';
import { GENERIC_UPSTREAM_MESSAGE } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { HttpError } from '../../http/handler';
import { noteInitiation } from '../../http/initiation';
import { recordAudit } from '../../store/audit';
import { getDb } from '../../store/db';
import { IdempotencyBusyError, IdempotencyKeyReusedError, once } from '../../store/idempotency';
import type { DistributorAuth } from '../../auth/session';
import { markReinitiated } from '../../store/initiations';
import { kindOfTrtype } from './tracker-states';
import { fetchTransactions } from './transaction-summary';
import { log } from '@/server/log';

// Reinitiating an expired transaction creates a new pending one upstream, so it runs once per
// idempotency key (ARCHITECTURE.md rule 6): a repeat of the key (a double-click that got through, a
// retry) gets the first answer, the same new number, back. Another key for the same row (a second
// tab) reaches the registrar, which refuses a row it has already reinitiated.

export const TRANSACTION_NUMBER = /^\d{1,12}$/;

async function run(auth: DistributorAuth, ihno: string, from: { ip: string | null; userAgent: string | null }): Promise<Reinitiated> {
  // The browser's button is not trusted: the row must be on this distributor's expired list, and
  // inside the 14-day window on the registrar's clock.
  const { rows, now } = await fetchTransactions(auth, 'E');
  const row = rows.find((r) => r.ihno.trim() === ihno);
  if (!row) throw new HttpError(404, { message: REINITIATE_MESSAGES.unknown });
  const refusal = reinitiateRefusal(row.status, row.Entdate, now);
  if (refusal) throw new HttpError(422, { message: refusal });
  // Reinitiated once already (the registrar says N): refused here, so no second request reaches it.
  if (row.Reinitiate !== 'Y') throw new HttpError(422, { message: REINITIATE_MESSAGES.already });

  // The new transaction is the same kind as the one it renews; the trail lists it so.
  noteInitiation({ kind: kindOfTrtype(row.trtype), pan: row.pan, investor: row.InvName, scheme: row.scheme, amount: Number(row.amount) > 0 ? row.amount : null });
  const answer = await upstream(reinitiateTransaction, { fund: env().FUND_CODE, ihno }, { token: auth.token });
  const created = answer.Table1[0]?.IHNO.trim();
  if (!created || !TRANSACTION_NUMBER.test(created)) {
    log('error', { reinitiate: 'upstream answered no transaction number' });
    throw new HttpError(502, { message: GENERIC_UPSTREAM_MESSAGE });
  }
  noteInitiation({ reference: created, referenceKind: 'txn' });
  // The expired row stops offering Reinitiate at once (its state is final, so the tracker reads it no more).
  await markReinitiated(await getDb(), auth.session.arn, ihno, created);
  await recordAudit(await getDb(), {
    kind: 'transaction-reinitiate',
    userId: auth.session.userId,
    arn: auth.session.arn,
    ip: from.ip,
    userAgent: from.userAgent,
    detail: { from: ihno, to: created },
    at: new Date(),
  });
  return { ihno: created };
}

/** What an Idempotency-Key header may hold (the page sends a UUID). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;

export async function reinitiate(
  auth: DistributorAuth,
  request: { ihno: string; key: string },
  from: { ip: string | null; userAgent: string | null },
): Promise<Reinitiated> {
  const { ihno, key } = request;
  try {
    const scope = { userId: auth.session.userId, key: `reinitiate:${key}`, requestHash: `reinitiate:${ihno}` };
    const result = await once(await getDb(), scope, async () => ({ status: 200, body: await run(auth, ihno, from) }));
    return result.body as Reinitiated;
  } catch (err) {
    // A key reused for another row, or a first run that outlasted the wait: neither is the registrar's fault.
    if (err instanceof IdempotencyKeyReusedError || err instanceof IdempotencyBusyError) {
      throw new HttpError(409, { message: GENERIC_UPSTREAM_MESSAGE });
    }
    throw err;
  }
}
