import 'server-only';
import { parseAmount } from '@/lib/money';
import type { ConfirmResult } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../auth/session';
import { env } from '../env';
import { detailedTransactions } from '../fundhouse/endpoints/transactions';
import { UpstreamError } from '../fundhouse/errors';
import { upstream } from '../fundhouse/upstream';

// The in-doubt look-ups ask paths this project added (`/GetTransactionByRequestRef` and its kin,
// docs/upstream-protocol.md); a registrar may lack them. Then the only seed call that can tell is the
// distributor's transaction list, `/Ktrack_Dist_DetailedTransaction`: the confirmation made a transaction
// for this investor, in this scheme, for this amount, entered since it was sent. One such row is the
// answer; none or several cannot decide, and nothing is sent again on a guess.

/** What a confirmation notes, beside its reference, so its transaction can be found by seed calls alone. */
export interface SentFacts {
  pan: string;
  scheme: string | null;
  amount: number | null;
  /** ISO 8601: when the confirmation was sent. */
  at: string;
}

export type SeedCallVerdict = { found: ConfirmResult } | { undecided: true };

type Row = { ihno: string; pan: string; scheme: string; Entdate: string; amount: string; sipamount: string };

const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** 'DD/MM/YYYY hh:mm AM' in India → epoch milliseconds, or null. */
export function entryTime(text: string): number | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(text.trim());
  if (!m) return null;
  const hour = (Number(m[4]) % 12) + (m[6]!.toUpperCase() === 'PM' ? 12 : 0);
  return Date.parse(`${m[3]}-${m[2]}-${m[1]}T${String(hour).padStart(2, '0')}:${m[5]}:00+05:30`);
}

/** The rows that can be this confirmation's transaction (entry times are to the minute, so a minute's slack). */
export function matchingRows<R extends Row>(rows: readonly R[], facts: SentFacts): R[] {
  const since = Date.parse(facts.at) - 60_000;
  const scheme = facts.scheme ? words(facts.scheme) : null;
  return rows.filter((r) => {
    const entered = entryTime(r.Entdate);
    if (r.pan.trim().toUpperCase() !== facts.pan.toUpperCase() || entered === null || entered < since) return false;
    if (scheme && !(words(r.scheme).includes(scheme) || scheme.includes(words(r.scheme)))) return false;
    if (facts.amount === null) return true;
    const amount = parseAmount(r.amount) || parseAmount(r.sipamount) || 0;
    return Math.round(amount) === Math.round(facts.amount);
  });
}

/** Whether the look-up failed because the registrar has no such path (as opposed to failing just now). */
export const pathUnknown = (err: unknown) => err instanceof UpstreamError && err.kind === 'http' && [404, 405, 501].includes(err.detail.status ?? 0);

/** Finds the confirmation's transaction among the distributor's pending and approved rows. */
export async function checkBySeedCalls(auth: DistributorAuth, facts: SentFacts): Promise<SeedCallVerdict> {
  const ask = (transflag: 'P' | 'A') => upstream(detailedTransactions, { transflag, Arn: auth.session.arn, customfund: env().FUND_CODE }, { token: auth.token });
  const [pending, approved] = await Promise.all([ask('P'), ask('A')]);
  const rows = matchingRows([...pending.DtData, ...approved.DtData].map((r) => ({ ...r, ihno: String(r.ihno), amount: String(r.amount), sipamount: String(r.sipamount) })), facts);
  const ihnos = [...new Set(rows.map((r) => r.ihno))];
  return ihnos.length === 1 ? { found: { reference: ihnos[0]! } } : { undecided: true };
}
