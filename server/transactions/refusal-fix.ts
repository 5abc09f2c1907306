import 'server-only';
import { fixOfRefusal } from '@/lib/rules/registrar-problem';
import { fixLinkOf, type FixPlace } from '@/lib/transactions/problem-fixes';
import { transactionKind, type KindKey } from './registry';
import { flowHref } from '@/lib/transactions/routes';
import { UpstreamError } from '../fundhouse/errors';
import { HttpError } from '../http/handler';

/**
 * The registrar's refusal of an order, with the fix beside its words when it refused with one of this
 * project's reason codes (KYC, nomination, contacts, a debit freeze…): the same link the check before
 * Confirm gives, so a refusal that still happens says what to do (with `mandate`, a SIP's: the registration
 * of its mode with the amount it needs). Anything else passes unchanged.
 */
export function withRefusalFix(err: unknown, at: { kind: KindKey; pan: string; f: string; mandate?: FixPlace['mandate'] }): unknown {
  return withRefusalFixAt(err, { pan: at.pan, f: at.f, formHref: flowHref(transactionKind(at.kind).form, at.f), mandate: at.mandate });
}

/** The same for an order made elsewhere than a kind's form (the new investor's journey, whose steps are its form). */
export function withRefusalFixAt(err: unknown, at: FixPlace): unknown {
  if (!(err instanceof UpstreamError) || err.kind !== 'business') return err;
  const fix = fixOfRefusal(err.detail.code);
  const link = fix && fixLinkOf(fix, at);
  return link ? new HttpError(422, { message: err.userMessage, fix: link }) : err;
}
