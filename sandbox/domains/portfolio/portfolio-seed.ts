import { createHash } from 'node:crypto';
import { bulkInsert, type Db } from '../../db/client';
import { setSetting } from '../../db/settings';
import { markSeededAllotments } from '../transactions/allotment';
import { FIXED_INVESTORS } from '../../seed/fixtures';
import { hex } from '../../seed/prng';
import { FOLIOS, FOREIGN_SCHEMES, SIPS, TXNS, type FixtureFolio } from './portfolio-fixtures';
import { seedGeneratedPortfolios } from './portfolio-generated';
import { FUND_HOUSES, navFirstDay, navWalk } from './portfolio';
import { istDay, schemeRows, type SchemeRow } from '../schemes/schemes';
import type { DomainSeed } from '../../seed/domain-seed';

// Seeds NAV history for every scheme in the master, the fixed investors' folios, SIPs and
// transactions, then the generated investors' portfolios (set-based SQL, fast for the large book).

const HOUR = 3_600_000;

function foreignSchemeRows(): SchemeRow[] {
  return FOREIGN_SCHEMES.map((s) => ({
    fund: s.fund, scheme: s.scheme, plan: 'RG', option: 'G', name: s.name, category: s.category,
    plan_desc: 'Regular', option_desc: 'Growth', min_amount: 1000, multiples: 1, add_min_amount: 1000,
    sip_allowed: true, sip_min_amount: 500, sip_multiples: 1, chhoti_sip: false, subscriptions_suspended: false, nfo: false, nfo_open: null, nfo_close: null,
  }));
}

type NavKey = string;
const navKey = (fund: string, scheme: string, plan: string, option: string): NavKey => `${fund}~${scheme}~${plan}~${option}`;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first instalment `monthsAgo` whole months before today, on the SIP day. */
function sipStart(today: string, monthsAgo: number, sipDay: number): string {
  const d = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  d.setUTCDate(sipDay);
  return d.toISOString().slice(0, 10);
}

function sipEnd(start: string, installments: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + installments - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The NAV series follow from the seed and today alone, and only the seed writes them, so a reset keeps
 * the stored ones when they are what it would write (about 160,000 NAVs: writing them was a third of a
 * reset's time). What would be written is compared by its hash, so another day, another scheme master or
 * another walk writes them afresh.
 */
async function writeNavSeries(db: Db, rows: readonly object[]): Promise<void> {
  const hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const { rows: [stored] } = await db.query<{ same: boolean }>(
    `select coalesce((select value from settings where key = 'nav_series_hash') = $1, false)
        and (select count(*) from nav_series) = $2 as same`,
    [hash, rows.length],
  );
  if (stored?.same) return;
  await db.query('delete from nav_series');
  await bulkInsert(db, 'nav_series', rows);
  await setSetting(db, 'nav_series_hash', hash);
}

export const seedPortfolio: DomainSeed = async (db, { now, rng }) => {
  await bulkInsert(db, 'fund_houses', FUND_HOUSES);
  await bulkInsert(db, 'schemes', foreignSchemeRows());

  const today = istDay(now);
  const firstDay = navFirstDay(today);
  const navs = new Map<NavKey, number[]>();
  const master = [...schemeRows(now), ...foreignSchemeRows()];
  for (const s of master) navs.set(navKey(s.fund, s.scheme, s.plan, s.option), navWalk(rng, s.category, firstDay, today, s.plan, s.option));
  await writeNavSeries(
    db,
    master.map((s) => ({ fund: s.fund, scheme: s.scheme, plan: s.plan, option: s.option, first_day: firstDay, navs: navs.get(navKey(s.fund, s.scheme, s.plan, s.option)) })),
  );

  const folios = Object.values(FOLIOS);
  await bulkInsert(db, 'folios', folios.map((f: FixtureFolio) => ({ acno: f.acno, fund: f.fund, pan: f.pan, arn: f.arn, opened: addDays(today, -f.openedDaysAgo), euin: f.euin ?? null })));
  await bulkInsert(
    db,
    'holdings',
    folios.flatMap((f) =>
      f.holdings.map((h) => {
        const series = navs.get(navKey(f.fund, h.scheme, h.plan, h.option)) ?? [];
        const navAtOpen = series[Math.max(0, series.length - 1 - f.openedDaysAgo)] ?? 10;
        return { acno: f.acno, scheme: h.scheme, plan: h.plan, option: h.option, units: h.units, cost: Math.round(h.units * navAtOpen * 100) / 100 };
      }),
    ),
  );

  await bulkInsert(
    db,
    'sips',
    Object.values(SIPS).map((s) => {
      const start = sipStart(today, s.startedMonthsAgo, s.sipDay);
      return {
        ihno: s.ihno, acno: s.acno, scheme: s.scheme, plan: s.plan, option: s.option, amount: s.amount, sip_day: s.sipDay,
        start_date: start, end_date: sipEnd(start, s.installments), installments: s.installments, sip_type: s.sipType,
        umrn: s.umrn, status: 'Live', closed_on: null,
      };
    }),
  );

  const txns = Object.values(TXNS).map((t) => ({
    ihno: t.ihno, arn: t.arn, pan: t.pan, fund: '117', acno: t.acno, scheme: t.scheme, plan: t.plan, option: t.option, trtype: t.trtype,
    amount: 'amount' in t ? t.amount : 0, units: 'units' in t ? t.units : 0, sip_amount: 'sipAmount' in t ? t.sipAmount : 0,
    entered_at: new Date(now.getTime() - t.enteredHoursAgo * HOUR).toISOString(),
    decision: 'decision' in t ? t.decision.kind : null,
    decided_at: 'decision' in t ? new Date(now.getTime() - t.decision.hoursAgo * HOUR).toISOString() : null,
    auth_token: hex(rng, 16),
  }));
  await bulkInsert(db, 'txns', txns);
  // The approved fixtures are in the holdings above: allotted already, at the NAV of their day.
  await markSeededAllotments(db, now);
  // No mails are seeded: a reset leaves the outbox empty (the sandbox's tools promise that). The
  // seeded pending links are in the transaction list; new and reinitiated transactions are mailed.

  await seedGeneratedPortfolios(db, { today, fixedPans: FIXED_INVESTORS.map((i) => i.pan) });
};
