import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { sendMessage } from '../../outbox';
import { authorisationMail } from '../transactions/portfolio-txns';
import type { FreeHolding } from './redemption-holdings';

// Turning a checked redemption or switch into a transaction: a pending txns row (so it shows on the
// dashboard and carries the investor's authorisation link), the order that holds its units, and the
// mail that asks the investor to authorise it.

export interface UnitOrder {
  kind: 'R' | 'S';
  arn: string;
  holding: FreeHolding;
  full: 'P' | 'F';
  mode: 'U' | 'A';
  /** The units that leave the holding (for an amount, at today's NAV). */
  units: number;
  /** The rupee amount asked for; 0 for a units order. */
  amount: number;
  bankAccount?: string;
  to?: { scheme: string; plan: string; option: string };
  subArn?: string;
  subBroker?: string;
  euin?: string;
  otp?: string;
  /** The caller's reference of the save (i_RequestRef). */
  requestRef?: string;
}

export const TRTYPE = { R: 'Redemption', S: 'Switch' } as const;

/** Units as the registrar stores them: four decimals. */
export const units4 = (n: number) => Math.round(n * 10_000) / 10_000;

export async function placeOrder(db: Db, o: UnitOrder): Promise<number> {
  const h = o.holding;
  const { rows } = await db.query<{ ihno: number }>(
    `insert into txns (arn, pan, fund, acno, scheme, plan, option, trtype, amount, units, entered_at, auth_token)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, sandbox_now(), $11) returning ihno::int as ihno`,
    [o.arn, h.pan, h.fund, h.acno, h.scheme, h.plan, h.option, TRTYPE[o.kind], o.mode === 'A' ? o.amount : 0, o.mode === 'U' ? o.units : 0, randomBytes(16).toString('hex')],
  );
  const ihno = rows[0]?.ihno;
  if (!ihno) throw new Error('no transaction number was assigned');
  await db.query(
    `insert into unit_orders (ihno, kind, acno, scheme, plan, option, full_flag, mode, units, amount, bank_account,
       to_scheme, to_plan, to_option, sub_arn, sub_broker, euin, otp, request_ref)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      ihno, o.kind, h.acno, h.scheme, h.plan, h.option, o.full, o.mode, units4(o.units), o.amount, o.bankAccount ?? null,
      o.to?.scheme ?? null, o.to?.plan ?? null, o.to?.option ?? null, o.subArn || null, o.subBroker || null, o.euin || null, o.otp ?? null,
      o.requestRef || null,
    ],
  );
  const mail = await authorisationMail(db, ihno);
  if (mail) await sendMessage(db, mail);
  return ihno;
}

/**
 * The transaction a save under `ref` made for the caller's book, or null. A registrar makes one
 * transaction per reference, so this is both the duplicate check and the answer to "what happened".
 */
export async function orderByRef(db: Db, arn: string, kind: UnitOrder['kind'], ref: string): Promise<number | null> {
  const { rows } = await db.query<{ ihno: number }>(
    `select o.ihno::int as ihno from unit_orders o join txns t on t.ihno = o.ihno
      where o.request_ref = $1 and o.kind = $2 and t.arn = $3`,
    [ref, kind, arn],
  );
  return rows[0]?.ihno ?? null;
}
