import { randomBytes } from 'node:crypto';
import { REJECTION_REASONS } from '../../../lib/rules/authorisation-link';
import { REINITIATE_MESSAGES } from '../../../lib/rules/transaction-windows';
import type { Db } from '../../db/client';
import type { OutgoingMessage } from '../../outbox';
import type { BookReader } from '../investors/portfolio-investors';
import { linkBase } from '../links/links';
import { schemeDescription } from '../schemes/schemes';
import { memberSees, scopeCondition } from '../team/member-scope';

// The authorisation lifecycle: a transaction starts pending (P), the investor approves (A) or
// rejects it through the link, or it expires (E) when the window passes; txns_now derives the state
// from the sandbox clock, so moving the clock expires rows without any job running.

export type TxnState = 'P' | 'A' | 'E';

// The registrar's refusals of a reinitiation are the portal's rule's words (lib/rules/transaction-windows.ts).
export const TXN_MESSAGES = {
  notFound: REINITIATE_MESSAGES.unknown,
  notExpired: REINITIATE_MESSAGES.notExpired,
  tooOld: REINITIATE_MESSAGES.tooOld,
  already: REINITIATE_MESSAGES.already,
} as const;

export const AUTHORISE_PATH = '/__sandbox/authorise';

export function authorisationLink(token: string): string {
  return `${linkBase()}${AUTHORISE_PATH}?t=${encodeURIComponent(token)}`;
}

export interface TxnView {
  ihno: number;
  arn: string;
  pan: string;
  inv_name: string;
  email: string | null;
  fund: string;
  acno: string | null;
  scheme: string;
  plan: string;
  option: string;
  scheme_desc: string;
  trtype: string;
  amount: string;
  units: string;
  sip_amount: string;
  entered_at: Date;
  auth_token: string;
  state: TxnState;
  listable: boolean;
  reinitiable: boolean;
  reinitiated_as: number | null;
  decision: Decision | null;
}

const SELECT = `
  select t.ihno::int as ihno, t.arn, t.pan, i.name as inv_name, i.email, t.fund, t.acno, t.scheme, t.plan, t.option,
    coalesce(s.name, t.scheme) as name, coalesce(s.plan_desc, t.plan) as plan_desc, coalesce(s.option_desc, t.option) as option_desc,
    t.trtype, t.amount::text, t.units::text, t.sip_amount::text, t.entered_at, t.auth_token, t.state, t.listable, t.reinitiable,
    t.reinitiated_as::int as reinitiated_as, t.decision
  from txns_now t
  join investors i on i.pan = t.pan
  left join schemes s on (s.fund, s.scheme, s.plan, s.option) = (t.fund, t.scheme, t.plan, t.option)`;

type Row = Omit<TxnView, 'scheme_desc'> & { name: string; plan_desc: string; option_desc: string };
const view = (r: Row): TxnView => ({ ...r, scheme_desc: schemeDescription(r) });

/**
 * Every row in the state, newest first (a narrowed member's investors only). Like the registrar, the list
 * is not cut to the 30-day window: the portal applies it (seed 000 section 4); the dashboard's counts do use the window.
 */
export async function listTransactions(db: Db, book: BookReader, fund: string, state: TxnState): Promise<TxnView[]> {
  const scope = scopeCondition(book.member, 4, 't');
  const { rows } = await db.query<Row>(
    `${SELECT} where t.arn = $1 and t.fund = $2 and t.state = $3${scope.sql}
     order by t.entered_at desc, t.ihno desc`,
    [book.arn, fund, state, ...scope.params],
  );
  return rows.map(view);
}

export async function countTransactions(db: Db, book: BookReader, fund: string): Promise<Record<TxnState, number>> {
  const scope = scopeCondition(book.member, 3, 't');
  const { rows } = await db.query<{ state: TxnState; n: number }>(
    `select t.state, count(*)::int as n from txns_now t where t.arn = $1 and t.fund = $2 and (t.state = 'P' or t.listable)${scope.sql} group by t.state`,
    [book.arn, fund, ...scope.params],
  );
  const out: Record<TxnState, number> = { P: 0, A: 0, E: 0 };
  for (const r of rows) out[r.state] = r.n;
  return out;
}

export async function findTransaction(db: Db, key: { ihno: number } | { token: string }): Promise<TxnView | null> {
  const { rows } = 'ihno' in key
    ? await db.query<Row>(`${SELECT} where t.ihno = $1`, [key.ihno])
    : await db.query<Row>(`${SELECT} where t.auth_token = $1`, [key.token]);
  return rows[0] ? view(rows[0]) : null;
}

/** The e-mail that asks the investor to authorise a transaction, with the link to the sandbox page. */
export async function authorisationMail(db: Db, ihno: number): Promise<OutgoingMessage | null> {
  const t = await findTransaction(db, { ihno });
  if (!t?.email) return null;
  const link = authorisationLink(t.auth_token);
  return {
    to: t.email,
    channel: 'email',
    subject: `Authorise your ${t.trtype} (transaction ${t.ihno})`,
    text:
      `Dear ${t.inv_name},\n\nYour distributor (${t.arn}) initiated a ${t.trtype} in ${t.scheme_desc}` +
      `${t.acno ? `, folio ${t.acno}` : ''}. Please approve or reject it within 7 days:\n${link}\n\n` +
      'If you did not ask for this transaction, reject it.',
    link,
  };
}

/**
 * Reinitiates an expired transaction of the caller's book entered within 14 days: the old row stays
 * expired (and remembers its successor), the copy is pending with a new number and a fresh link. Another
 * book's, or a narrowed member's outside their scope, is not found.
 */
export async function reinitiate(db: Db, book: BookReader, fund: string, ihno: number): Promise<{ ihno: number } | { refused: string }> {
  const old = await findTransaction(db, { ihno });
  if (!old || old.arn !== book.arn || old.fund !== fund || !(await memberSees(db, book.member, old.arn, old.pan))) return { refused: TXN_MESSAGES.notFound };
  if (old.state !== 'E') return { refused: TXN_MESSAGES.notExpired };
  if (old.reinitiated_as !== null) return { refused: TXN_MESSAGES.already };
  if (!old.reinitiable) return { refused: TXN_MESSAGES.tooOld };
  const { rows } = await db.query<{ ihno: number }>(
    `insert into txns (arn, pan, fund, acno, scheme, plan, option, trtype, amount, units, sip_amount, entered_at, auth_token, reinitiated_from)
     select arn, pan, fund, acno, scheme, plan, option, trtype, amount, units, sip_amount, sandbox_now(), $2, ihno from txns where ihno = $1
     returning ihno::int as ihno`,
    [ihno, randomBytes(16).toString('hex')],
  );
  const created = rows[0];
  if (!created) throw new Error(`reinitiate of ${ihno} inserted nothing`);
  await db.query('update txns set reinitiated_as = $2 where ihno = $1', [ihno, created.ihno]);
  // A redemption's or switch's order goes with it (its reference stays with the first), holding the units again.
  await db.query(
    `insert into unit_orders (ihno, kind, acno, scheme, plan, option, full_flag, mode, units, amount, bank_account,
       to_scheme, to_plan, to_option, sub_arn, sub_broker, euin, otp)
     select $2, kind, acno, scheme, plan, option, full_flag, mode, units, amount, bank_account,
       to_scheme, to_plan, to_option, sub_arn, sub_broker, euin, otp from unit_orders where ihno = $1`,
    [ihno, created.ihno],
  );
  return created;
}

export type Decision = 'A' | 'R';

/** The investor's answer through the link; refused unless the transaction is still pending. */
export async function decide(db: Db, token: string, decision: Decision): Promise<{ txn: TxnView } | { refused: 'unknown' | 'expired' | 'decided' }> {
  const t = await findTransaction(db, { token });
  if (!t) return { refused: 'unknown' };
  if (t.state !== 'P') return { refused: t.decision ? 'decided' : 'expired' };
  await db.query(
    `update txns set decision = $2, decided_at = sandbox_now(), reason = $3 where ihno = $1 and decision is null`,
    [t.ihno, decision, decision === 'R' ? REJECTION_REASONS.investor : null],
  );
  const after = await findTransaction(db, { token });
  if (!after) throw new Error('transaction vanished');
  return { txn: after };
}

