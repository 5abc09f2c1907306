import { autoCancelReason, cancelsSip, consecutiveFailures, DEBIT_FAILURES, type InstalmentOutcome } from '../../../lib/rules/sip-auto-cancel';
import type { Db } from '../../db/client';
import { dueFacts, pastOutcomes, type DueFact } from './instalment-facts';
import { settlePlans } from './plan-requests';
import { istDay } from '../schemes/schemes';

// Processes the instalments that fell due since the last run: an instalment is decided once its day
// has passed (that day's NAV is struck by then). Idempotent: a day already processed returns after
// one read, and the table's key refuses a second row for the same plan and day.

export const INSUFFICIENT_UNITS = 'Insufficient units in the scheme';

interface Outcome {
  fact: DueFact;
  status: Exclude<InstalmentOutcome, 'Due'>;
  reason: string;
  nav: number | null;
  units: number | null;
}

type Delta = { acno: string; scheme: string; plan: string; option: string; units: number; cost: number };

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Why the SIP's debit fails on its day (mandate facts, then the bank's), or null when it goes through. */
function debitRefusal(f: DueFact): string | null {
  if (f.mandate_status) {
    if (f.mandate_status === 'Pending' || (f.mandate_start && f.mandate_start > f.due)) return DEBIT_FAILURES.mandateNotActive;
    if (f.mandate_status !== 'Active' || (f.mandate_end && f.mandate_end < f.due)) return DEBIT_FAILURES.mandateEnded;
    if (f.mandate_max && Number(f.amount) > Number(f.mandate_max)) return DEBIT_FAILURES.aboveMaximum;
  }
  return f.debit_failure;
}

const key = (acno: string, scheme: string, plan: string, option: string) => `${acno}~${scheme}~${plan}~${option}`;

/** Decides one instalment; units out of a scheme are checked against what earlier ones left in it. */
function decide(f: DueFact, held: Map<string, { units: number; cost: number }>, deltas: Delta[]): Outcome {
  const amount = Number(f.amount);
  const nav = Number(f.nav) || 0;
  if (f.kind === 'SIP') {
    if (f.paused) return { fact: f, status: 'Paused', reason: '', nav: null, units: null };
    const refusal = debitRefusal(f);
    if (refusal || nav <= 0) return { fact: f, status: 'Failed', reason: refusal ?? INSUFFICIENT_UNITS, nav: null, units: null };
    const units = round(amount / nav, 4);
    deltas.push({ acno: f.acno, scheme: f.scheme, plan: f.plan, option: f.option, units, cost: amount });
    return { fact: f, status: 'Allotted', reason: '', nav, units };
  }
  const source = key(f.acno, f.scheme, f.plan, f.option);
  const have = held.get(source) ?? { units: Number(f.src_units ?? 0), cost: Number(f.src_cost ?? 0) };
  const out = nav > 0 ? round(amount / nav, 4) : Infinity;
  if (out > have.units) return { fact: f, status: 'Failed', reason: INSUFFICIENT_UNITS, nav: null, units: null };
  const costOut = round((have.cost * out) / have.units, 2);
  held.set(source, { units: have.units - out, cost: have.cost - costOut });
  deltas.push({ acno: f.acno, scheme: f.scheme, plan: f.plan, option: f.option, units: -out, cost: -costOut });
  const toNav = Number(f.to_nav) || 0;
  if (f.kind === 'STP' && f.to_scheme && f.to_plan && f.to_option && toNav > 0) {
    deltas.push({ acno: f.acno, scheme: f.to_scheme, plan: f.to_plan, option: f.to_option, units: round(amount / toNav, 4), cost: amount });
  }
  return { fact: f, status: 'Allotted', reason: '', nav, units: out };
}

/** Brings every plan's instalments up to the sandbox clock. */
export async function processInstalments(db: Db, now: Date): Promise<void> {
  const today = istDay(now);
  const { rows } = await db.query<{ through: string }>(`select to_char(through, 'YYYY-MM-DD') as through from instalment_runs`);
  const through = rows[0]?.through;
  if (!through || through >= today) return;
  // Approved cancellations and pauses first, so a plan closed before its day is not debited.
  await settlePlans(db);
  const facts = await dueFacts(db, today);
  const past = await pastOutcomes(db, [...new Set(facts.filter((f) => f.kind === 'SIP').map((f) => f.ihno))]);
  const held = new Map<string, { units: number; cost: number }>();
  const kept: Outcome[] = [];
  const deltas: Delta[] = [];
  const closures: { ihno: number; due: string; reason: string }[] = [];
  const closed = new Set<number>();
  for (const f of facts) {
    if (f.kind === 'SIP' && closed.has(f.ihno)) continue;
    const outcome = decide(f, held, deltas);
    kept.push(outcome);
    if (f.kind !== 'SIP') continue;
    const history = [...(past.get(f.ihno) ?? []), outcome.status] as InstalmentOutcome[];
    past.set(f.ihno, history);
    if (outcome.status === 'Failed' && cancelsSip(f.frequency, history)) {
      closed.add(f.ihno);
      closures.push({ ihno: f.ihno, due: f.due, reason: autoCancelReason(consecutiveFailures(history)) });
    }
  }
  await record(db, kept, deltas, closures);
  await db.query(
    `insert into instalment_marks (plan_kind, plan_ihno, through)
     select k, i, ($2::date - 1) from json_to_recordset($1::json) as x(k text, i bigint)
     on conflict (plan_kind, plan_ihno) do update set through = excluded.through`,
    [JSON.stringify([...new Map(facts.map((f) => [`${f.kind}${f.ihno}`, { k: f.kind, i: f.ihno }])).values()]), today],
  );
  await db.query(`update instalment_runs set through = $1::date`, [today]);
}

async function record(db: Db, kept: Outcome[], deltas: Delta[], closures: { ihno: number; due: string; reason: string }[]): Promise<void> {
  if (kept.length > 0) {
    await db.query(
      `insert into instalments (plan_kind, plan_ihno, due_date, status, reason, amount, nav, units)
       select kind, ihno, due, status, reason, amount, nav, units
         from json_to_recordset($1::json) as x(kind text, ihno bigint, due date, status text, reason text, amount numeric, nav numeric, units numeric)
       on conflict do nothing`,
      [JSON.stringify(kept.map((o) => ({ kind: o.fact.kind, ihno: o.fact.ihno, due: o.fact.due, status: o.status, reason: o.reason, amount: o.fact.amount, nav: o.nav, units: o.units })))],
    );
  }
  if (deltas.length > 0) {
    const json = JSON.stringify(deltas);
    const rows = `json_to_recordset($1::json) as d(acno text, scheme text, plan text, option text, units numeric, cost numeric)`;
    const summed = `select acno, scheme, plan, option, sum(units) as units, sum(cost) as cost from ${rows} group by 1, 2, 3, 4`;
    await db.query(
      `update holdings h set units = greatest(0, h.units + d.units), cost = greatest(0, h.cost + d.cost)
         from (${summed}) d where (h.acno, h.scheme, h.plan, h.option) = (d.acno, d.scheme, d.plan, d.option)`,
      [json],
    );
    await db.query(
      `insert into holdings (acno, scheme, plan, option, units, cost)
       select d.acno, d.scheme, d.plan, d.option, d.units, d.cost from (${summed}) d where d.units > 0
       on conflict do nothing`,
      [json],
    );
  }
  for (const c of closures) {
    await db.query(`update sips set status = 'Cancelled', closed_on = $2::date where ihno = $1 and status in ('Live', 'Paused')`, [c.ihno, c.due]);
    await db.query(`insert into plan_closures (plan_kind, plan_ihno, closed_on, reason) values ('SIP', $1, $2, $3) on conflict do nothing`, [c.ihno, c.due, c.reason]);
  }
}
