import type { Db } from '../../db/client';
import type { PlanKind } from './instalments';

// What decides each instalment that fell due since its plan's watermark, read in two set-based
// statements (SIPs; STPs and SWPs) so a moved clock costs the same on the large book as on the demo's.

export interface DueFact {
  kind: PlanKind;
  ihno: number;
  frequency: string;
  amount: string;
  pan: string;
  acno: string;
  scheme: string;
  plan: string;
  option: string;
  to_scheme: string | null;
  to_plan: string | null;
  to_option: string | null;
  /** YYYY-MM-DD. */
  due: string;
  paused: boolean;
  mandate_status: string | null;
  mandate_start: string | null;
  mandate_end: string | null;
  mandate_max: string | null;
  debit_failure: string | null;
  nav: string;
  to_nav: string | null;
  src_units: string | null;
  src_cost: string | null;
}

const LOWER = `coalesce(mk.through, run.seeded_on)`;

const SIP_FACTS = `
  select 'SIP' as kind, s.ihno::int as ihno, s.frequency, s.amount::text as amount, f.pan, s.acno, s.scheme, s.plan, s.option,
    null as to_scheme, null as to_plan, null as to_option, to_char(d.due, 'YYYY-MM-DD') as due,
    exists (select 1 from plan_requests r join txns t on t.ihno = r.ihno
             where r.plan_kind = 'SIP' and r.action = 'PAUSE' and r.target = s.ihno and t.decision = 'A' and d.due between r.pause_from and r.pause_to) as paused,
    md.status as mandate_status, to_char(md.start_date, 'YYYY-MM-DD') as mandate_start, to_char(md.end_date, 'YYYY-MM-DD') as mandate_end,
    md.max_amount::text as mandate_max, df.reason as debit_failure,
    nav_on(f.fund, s.scheme, s.plan, s.option, d.due)::text as nav, null as to_nav, null as src_units, null as src_cost
  from sips s
  join folios f on f.acno = s.acno
  cross join instalment_runs run
  left join instalment_marks mk on mk.plan_kind = 'SIP' and mk.plan_ihno = s.ihno
  cross join lateral plan_dues(s.start_date, s.frequency, s.installments, ${LOWER}, $1::date) as d(due)
  left join mandates md on md.umrn = s.umrn and s.umrn <> ''
  left join debit_failures df on df.pan = f.pan
  where s.start_date < $1::date and s.end_date > ${LOWER} and (s.status in ('Live', 'Paused') or s.closed_on > d.due)`;

const SYSTEMATIC_FACTS = `
  select p.kind, p.ihno::int as ihno, p.frequency, p.amount::text as amount, f.pan, p.acno, p.scheme, p.plan, p.option,
    p.to_scheme, p.to_plan, p.to_option, to_char(d.due, 'YYYY-MM-DD') as due, false as paused,
    null as mandate_status, null as mandate_start, null as mandate_end, null as mandate_max, null as debit_failure,
    nav_on(f.fund, p.scheme, p.plan, p.option, d.due)::text as nav,
    case when p.kind = 'STP' then nav_on(f.fund, p.to_scheme, p.to_plan, p.to_option, d.due)::text end as to_nav,
    h.units::text as src_units, h.cost::text as src_cost
  from systematic_plans p
  join folios f on f.acno = p.acno
  cross join instalment_runs run
  left join instalment_marks mk on mk.plan_kind = p.kind and mk.plan_ihno = p.ihno
  left join txns t on t.ihno = p.txn_ihno
  left join holdings h on h.acno = p.acno and h.scheme = p.scheme and h.plan = p.plan and h.option = p.option
  cross join lateral plan_dues(p.start_date, p.frequency, p.installments, ${LOWER}, $1::date) as d(due)
  where p.status = 'Live' and (p.txn_ihno is null or t.decision = 'A') and p.start_date < $1::date and p.end_date > ${LOWER}`;

/** Every instalment due after its plan's watermark and before `today` (YYYY-MM-DD), oldest first per plan. */
export async function dueFacts(db: Db, today: string): Promise<DueFact[]> {
  const sips = await db.query<DueFact>(`${SIP_FACTS} order by s.ihno, d.due`, [today]);
  const plans = await db.query<DueFact>(`${SYSTEMATIC_FACTS} order by p.ihno, d.due`, [today]);
  return [...sips.rows, ...plans.rows];
}

/** The stored outcomes of these SIPs, oldest first: what their consecutive failures start from. */
export async function pastOutcomes(db: Db, ihnos: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ihnos.length === 0) return out;
  const { rows } = await db.query<{ ihno: number; status: string }>(
    `select plan_ihno::int as ihno, status from instalments where plan_kind = 'SIP' and plan_ihno = any($1::bigint[]) order by plan_ihno, due_date`,
    [ihnos],
  );
  for (const r of rows) out.set(r.ihno, [...(out.get(r.ihno) ?? []), r.status]);
  return out;
}
