import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { upstreamNow } from '../fundhouse/clock';
import { outcomeUnknown, UpstreamError } from '../fundhouse/errors';
import type { DistributorAuth } from '../auth/session';
import { getDb } from '../store/db';
import { OutcomeUnknownError } from '../store/idempotency';
import { recordInitiation } from '../store/initiations';
import { clientAddress } from './client-address';
import { log } from '@/server/log';

// The audit trail of everything a distributor asks the registrar to create. A handler declares what it
// initiates in the wrapper (`withSession({ initiates: 'nfo-link' }, …)`); the service notes the facts as it
// learns them (the investor, the amount before it sends, the reference after); the wrapper records the
// outcome once the work ends: made, in doubt, or refused. A service notes before it asks the registrar, so
// nothing is recorded for a request refused before that (a field error, a missing draft) or answered from
// an earlier run's stored answer: nothing was initiated by it.

export interface InitiationFacts {
  pan?: string | null;
  investor?: string | null;
  folio?: string | null;
  scheme?: string | null;
  /** Rupees as entered. */
  amount?: string | number | null;
  reference?: string | null;
  /** 'txn' when the reference is a transaction number the registrar keeps a lifecycle of. */
  /** 'txn': a transaction number the lifecycle answers; 'mandate': a mandate registration's reference; null: neither. */
  referenceKind?: 'txn' | 'mandate' | null;
  /** Overrides the declared kind where one handler initiates several (the transaction route). */
  kind?: string;
}

interface Scope {
  facts: InitiationFacts;
  /** Set once the service got as far as asking the registrar. */
  asked: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Adds what is known of the request being initiated; a no-op outside an initiating handler. */
export function noteInitiation(facts: InitiationFacts): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.asked = true;
  for (const [k, v] of Object.entries(facts)) if (v !== undefined && v !== null && v !== '') (scope.facts as Record<string, unknown>)[k] = v;
}

/** What a handler's answer says of the reference, when the service noted none. */
function referenceOf(result: unknown): string | null {
  if (!result || typeof result !== 'object') return null;
  const r = result as Record<string, unknown>;
  for (const key of ['reference', 'ihno', 'refNo', 'applicationNo']) if (typeof r[key] === 'string' && r[key]) return r[key] as string;
  return null;
}

function refusalMessage(err: unknown): string | null {
  if (err instanceof UpstreamError) return err.userMessage;
  if (err instanceof Error && 'body' in err) return String((err as { body?: { message?: unknown } }).body?.message ?? '');
  return null;
}

export interface InitiationContext {
  kind: string;
  auth: DistributorAuth;
  req: Request;
  /** The request's idempotency key, where the handler has one. */
  key: string;
}

async function record(ctx: InitiationContext, scope: Scope, outcome: 'made' | 'in-doubt' | 'refused', message: string | null, result?: unknown) {
  const { facts } = scope;
  // When it was initiated, on the registrar's clock: the link's expiry and the lists' windows are
  // counted on that clock, so the row's time and its countdown agree even when the two clocks differ.
  const at = new Date(upstreamNow());
  const now = new Date();
  try {
    await recordInitiation(await getDb(), {
      userId: ctx.auth.session.userId,
      arn: ctx.auth.session.arn,
      // Who in the firm: the member the session names, none for the ARN holder (issue 43).
      memberId: ctx.auth.session.member?.id ?? null,
      memberName: ctx.auth.session.member?.name ?? null,
      at,
      updatedAt: now,
      ip: clientAddress(ctx.req.headers),
      userAgent: ctx.req.headers.get('user-agent')?.slice(0, 300) ?? null,
      kind: facts.kind ?? ctx.kind,
      pan: facts.pan ?? null,
      investor: facts.investor ?? null,
      folio: facts.folio ?? null,
      scheme: facts.scheme ?? null,
      amount: facts.amount == null ? null : String(facts.amount),
      reference: facts.reference ?? referenceOf(result),
      referenceKind: facts.referenceKind ?? null,
      outcome,
      message,
      idempotencyKey: ctx.key || null,
    });
  } catch (err) {
    // The trail must not turn a made transaction into a failure the distributor would retry.
    log('error', { initiation: ctx.kind, recordFailed: (err as Error).name });
  }
}

/** Runs an initiating handler's work and records what came of it. */
export async function initiating<T>(ctx: InitiationContext, work: () => Promise<T>): Promise<T> {
  const scope: Scope = { facts: {}, asked: false };
  let result: T;
  try {
    result = await scopes.run(scope, work);
  } catch (err) {
    if (scope.asked) {
      // A lost answer (no answer in time, one that could not be read) may have made it: in doubt, not refused.
      if (err instanceof OutcomeUnknownError || outcomeUnknown(err)) await record(ctx, scope, 'in-doubt', null);
      else await record(ctx, scope, 'refused', refusalMessage(err));
    }
    throw err;
  }
  // A run that asked nothing (a replayed answer, a refusal before any call) initiated nothing.
  if (scope.asked) await record(ctx, scope, 'made', null, result);
  return result;
}
