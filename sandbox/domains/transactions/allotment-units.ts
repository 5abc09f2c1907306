import type { Db } from '../../db/client';

// What allotment reads and writes: a transaction's facts, the NAV of a day, and a holding's units.

export interface AllotTxn {
  ihno: number;
  fund: string;
  pan: string;
  arn: string;
  acno: string | null;
  scheme: string;
  plan: string;
  option: string;
  trtype: string;
  amount: string;
  units: string;
}

export const ALLOT_TXN_COLUMNS = 'ihno::int as ihno, fund, pan, arn, acno, scheme, plan, option, trtype, amount::text, units::text';

export interface HoldingKey {
  acno: string;
  scheme: string;
  plan: string;
  option: string;
}

export const rupees2 = (n: number) => Math.round(n * 100) / 100;

/** The NAV of a day (nav_on: a day past the stored history takes the latest). */
export async function navOn(db: Db, k: { fund: string; scheme: string; plan: string; option: string }, day: string): Promise<number> {
  const { rows } = await db.query<{ nav: string | null }>('select nav_on($1, $2, $3, $4, $5::date)::text as nav', [k.fund, k.scheme, k.plan, k.option, day]);
  const nav = Number(rows[0]?.nav);
  if (!(nav > 0)) throw new Error(`no NAV for ${k.fund}/${k.scheme}/${k.plan}/${k.option} on ${day}`);
  return nav;
}

/** Units in at `cost` rupees; the holding row is made when the folio did not hold the scheme. */
export async function addUnits(db: Db, h: HoldingKey, units: number, cost: number): Promise<void> {
  await db.query(
    `insert into holdings (acno, scheme, plan, option, units, cost) values ($1, $2, $3, $4, $5, $6)
     on conflict (acno, scheme, plan, option) do update set units = holdings.units + excluded.units, cost = holdings.cost + excluded.cost`,
    [h.acno, h.scheme, h.plan, h.option, units, cost],
  );
}

/** Units out; the cost left is the remaining units' share of it (average cost). */
export async function takeUnits(db: Db, h: HoldingKey, units: number): Promise<void> {
  await db.query(
    `update holdings set cost = case when units - $5 <= 0 then 0 else round(cost * (units - $5) / units, 2) end, units = units - $5
      where (acno, scheme, plan, option) = ($1, $2, $3, $4)`,
    [h.acno, h.scheme, h.plan, h.option, units],
  );
}
