import 'server-only';
import { createHash } from 'node:crypto';
import { resentMessage, TRACKER_MESSAGES, type ResendResult } from '@/lib/tracker/messages';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { resendAuthorisationLink } from '../../fundhouse/endpoints/lifecycle';
import { upstream } from '../../fundhouse/upstream';
import { HttpError } from '../../http/handler';
import { noteInitiation } from '../../http/initiation';
import { getDb } from '../../store/db';
import { findByReference } from '../../store/initiations';
import { inTrailScope } from '@/lib/rules/team-trail';
import { trailScope } from './trail-scope';

export const TRANSACTION_NUMBER = /^\d{1,12}$/;

/** The registrar's reference of one resend, made from the request's key: a retry resends nothing more. */
const requestRef = (key: string) => createHash('sha256').update(`resend:${key}`).digest('base64url').slice(0, 32);

/**
 * Sends a pending transaction's authorisation link again, to the investor's contacts on record. The
 * registrar checks the book, the state and the daily limit; the handler runs once per Idempotency-Key.
 */
export async function resendLink(auth: DistributorAuth, reference: string, key: string): Promise<ResendResult> {
  if (!TRANSACTION_NUMBER.test(reference)) throw new HttpError(404, { message: TRACKER_MESSAGES.notFound });
  const [row, within] = await Promise.all([findByReference(await getDb(), auth.session.arn, reference), trailScope(auth)]);
  // A narrower member resends only the links of their part of the trail (the tracker lists them no other).
  if (within && row && !inTrailScope(within, row)) throw new HttpError(404, { message: TRACKER_MESSAGES.notFound });
  noteInitiation({ pan: row?.pan, investor: row?.investor, folio: row?.folio, scheme: row?.scheme, reference });
  const answer = await upstream(
    resendAuthorisationLink,
    { Arn: auth.session.arn, Fund: env().FUND_CODE, Ihno: reference, RequestRef: requestRef(key) },
    { token: auth.token },
  );
  const sent = answer.Table1[0];
  if (!sent) throw new HttpError(404, { message: TRACKER_MESSAGES.notFound });
  return { message: resentMessage(reference, sent.Email, sent.Mobile), resendsLeft: Number(sent.ResendsLeft) || 0, expiresAt: sent.ExpiresAt };
}
