import type { Db } from '../../db/client';
import { daysUntilLapse, lapseWindowEnd } from '../../../lib/rules/team';

// The firm's EUIN certifications about to lapse (lib/rules/team.ts: within EUIN_LAPSE_WINDOW_DAYS), for
// the admin's Today: each from the register, with the member who carries it, if any.

export interface LapsingEuin {
  euin: string;
  name: string;
  /** YYYY-MM-DD. */
  until: string;
  daysLeft: number;
  member: { id: string; name: string; status: string } | null;
}

/** Soonest first; `today` is the registrar's day (YYYY-MM-DD). */
export async function lapsingEuinsOf(db: Db, arn: string, today: string): Promise<LapsingEuin[]> {
  const { rows } = await db.query<{ euin: string; name: string; until: string; member_id: string | null; member_name: string | null; member_status: string | null }>(
    `select e.euin, e.name, to_char(e.certified_until, 'YYYY-MM-DD') as until,
            m.id::text as member_id, m.name as member_name, m.status as member_status
       from euins e left join firm_members m on m.arn = e.arn and m.euin = e.euin and m.status <> 'removed'
      where e.arn = $1 and e.certified_until between $2::date and $3::date
      order by e.certified_until, e.euin`,
    [arn, today, lapseWindowEnd(today)],
  );
  return rows.flatMap((r) => {
    const daysLeft = daysUntilLapse(r.until, today);
    if (daysLeft === null) return [];
    const member = r.member_id ? { id: r.member_id, name: r.member_name ?? '', status: r.member_status ?? '' } : null;
    return [{ euin: r.euin, name: r.name, until: r.until, daysLeft, member }];
  });
}
