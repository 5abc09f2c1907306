import { DEBIT_FAILURES } from '../../../lib/rules/sip-auto-cancel';
import { SUNIL } from '../../seed/fixtures';
import { MANDATES } from '../mandates/mandates';
import { FOLIOS } from '../portfolio/portfolio-fixtures';
import { istDay } from '../schemes/schemes';
import type { DomainSeed } from '../../seed/domain-seed';

// The instalment lifecycle's fixtures: the seeding day (history up to it is in the holdings), and
// Sunil Verma's monthly eNACH SIP, whose bank refuses every debit for insufficient funds. Two failed
// instalments stand on the seeding day and the third falls due 5 days after it, so a clock moved 6
// days cancels the SIP under the consecutive-failure rule.

export const SUNIL_SIP = {
  ihno: 7000006,
  acno: FOLIOS.sunil.acno,
  scheme: 'FC',
  plan: 'RG',
  option: 'G',
  amount: 2000,
  installments: 24,
  umrn: MANDATES.sunilEnach.umrn,
  /** Days after seeding that the third failing instalment falls due. */
  thirdFailureInDays: 5,
} as const;

/** The same day `months` months earlier (the first instalment a year before the third failure). */
function monthsBefore(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

export const seedInstalments: DomainSeed = async (db, { now }) => {
  const today = istDay(now);
  await db.query(`insert into instalment_runs (seeded_on, through) values ($1, $1)`, [today]);
  const s = SUNIL_SIP;
  const start = monthsBefore(istDay(now, s.thirdFailureInDays), 12);
  await db.query(
    `insert into sips (ihno, acno, scheme, plan, option, amount, sip_day, start_date, end_date, installments, sip_type, umrn, status, frequency, registered_on)
     values ($1, $2, $3, $4, $5, $6, least(28, extract(day from $7::date)::int), $7::date,
       ($7::date + make_interval(months => $8 - 1))::date, $8, '1', $9, 'Live', 'Monthly', $7::date - 10)`,
    [s.ihno, s.acno, s.scheme, s.plan, s.option, s.amount, start, s.installments, s.umrn],
  );
  await db.query(`insert into debit_failures (pan, reason) values ($1, $2)`, [SUNIL.pan, DEBIT_FAILURES.insufficientFunds]);
  // The two instalments before the seeding day's, on the days the schedule gives them.
  await db.query(
    `insert into instalments (plan_kind, plan_ihno, due_date, status, reason, amount, processed_at)
     select 'SIP', $1, d, 'Failed', $2, $3, d + time '10:00' at time zone 'Asia/Kolkata'
       from (select d from plan_dues($4::date, 'Monthly', $5, $4::date - 1, $6::date + 1) d order by d desc limit 2) x`,
    [s.ihno, DEBIT_FAILURES.insufficientFunds, s.amount, start, s.installments, today],
  );
};
