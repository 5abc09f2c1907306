// The instalments of SIPs, STPs and SWPs as the sandbox clock passes their days (seed 001 sections 3
// and 7, seed 002 section 9). Each due instalment is recorded once per (plan, day): Allotted at that
// day's NAV, Failed with the reason, or Paused inside an approved pause. Instalments up to the seeding
// day are the history the seeded holdings already include and are not made (a fixture may record a
// few); `processInstalments` (instalment-run.ts) makes those after it, from each plan's watermark.

export const instalmentsDdl = /* sql */ `
-- One row: the seeding day (history up to it is in the holdings) and the last day processed.
create table instalment_runs (
  id boolean primary key default true check (id),
  seeded_on date not null,
  through date not null
);

create table instalments (
  plan_kind text not null check (plan_kind in ('SIP', 'STP', 'SWP')),
  plan_ihno bigint not null,
  due_date date not null,
  status text not null check (status in ('Allotted', 'Failed', 'Paused')),
  reason text not null default '',
  amount numeric(14, 2) not null,
  nav numeric(12, 4),
  units numeric(16, 4),
  processed_at timestamptz not null default sandbox_now(),
  -- Never twice for the same plan and day.
  primary key (plan_kind, plan_ihno, due_date)
);

-- Per plan: instalments up to this day are done (absent: the seeding day).
create table instalment_marks (
  plan_kind text not null,
  plan_ihno bigint not null,
  through date not null,
  primary key (plan_kind, plan_ihno)
);

-- Plans the registrar closed itself (consecutive failed instalments), with the reason.
create table plan_closures (
  plan_kind text not null,
  plan_ihno bigint not null,
  closed_on date not null,
  reason text not null,
  primary key (plan_kind, plan_ihno)
);

-- Investors whose bank account refuses every debit: a fixture fact, never chance.
create table debit_failures (
  pan text primary key,
  reason text not null
);

-- The due days of a plan strictly between after and before: every week, month or quarter from its
-- start, at most n of them. The k range is narrowed first so a long plan costs a few rows, not n.
create function plan_dues(start date, frequency text, n int, after date, before date) returns setof date
language sql immutable as $$
  with s as (select case frequency when 'Quarterly' then 3 else 1 end as step,
      (select (extract(year from a) * 12 + extract(month from a))::int from age(greatest(after, start), start) a) as m_after,
      (select (extract(year from a) * 12 + extract(month from a))::int from age(greatest(before, start), start) a) as m_before)
  select d from s cross join lateral (
    select case when frequency = 'Weekly' then start + 7 * k else (start + make_interval(months => k * s.step))::date end as d
      from generate_series(
        greatest(0, case when frequency = 'Weekly' then (after - start) / 7 else s.m_after / s.step end - 1),
        least(n - 1, case when frequency = 'Weekly' then (before - start) / 7 else s.m_before / s.step end + 1)) k
  ) x
  where d > after and d < before
  order by d
$$;
`;

export type PlanKind = 'SIP' | 'STP' | 'SWP';
