import type { Db } from '../../db/client';
import { CLOSE_ENDED } from './redemption-holdings';

// The switch-in side of a switch: the scheme must be on sale today, and a switch into it needs its
// minimum (the additional-purchase one when the folio already holds it, else the new-purchase one).

export interface SwitchTarget {
  scheme: string;
  plan: string;
  option: string;
  min_amount: number;
}

export async function switchTarget(db: Db, f: { fund: string; acno: string; scheme: string; plan: string; option: string }): Promise<SwitchTarget | null> {
  const { rows } = await db.query<SwitchTarget>(
    `select s.scheme, s.plan, s.option, case when h.units > 0 then s.add_min_amount else s.min_amount end as min_amount
     from schemes s
     left join holdings h on (h.acno, h.scheme, h.plan, h.option) = ($2, s.scheme, s.plan, s.option)
     where s.fund = $1 and (s.scheme, s.plan, s.option) = ($3, $4, $5) and s.scheme <> all($6::text[])
       and (not s.nfo or s.nfo_close < ((sandbox_now() at time zone 'UTC') + interval '330 minutes')::date)`,
    [f.fund, f.acno, f.scheme, f.plan, f.option, [...CLOSE_ENDED]],
  );
  return rows[0] ?? null;
}
