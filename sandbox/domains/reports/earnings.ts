import { bulkInsert, type Db } from '../../db/client';
import { DEMO, TXN } from '../../seed/fixtures';
import { incentivesPaid, type IncentivePaid } from './earnings-incentives';
import { brokerageByMonth } from '../dashboard/portfolio-aum';
import type { DomainSeed } from '../../seed/domain-seed';

// Brokerage payouts: the trail brokerage of each month (portfolio-aum.ts, the same figures the
// dashboard shows) is paid into the distributor's registered payout account. A distributor without
// one, or a month that earned nothing, has no payout. A month's payout carries the additional incentive
// for the new investors whose first investment fell in it (earnings-incentives.ts).

export const earningsDdl = /* sql */ `
create table payout_accounts (
  arn text primary key references distributors (arn) on delete cascade,
  bank_name text not null
);
`;

export const PAYOUT_ACCOUNTS = [
  { arn: DEMO.arn, bank_name: 'HDFC Bank' },
  { arn: TXN.arn, bank_name: 'State Bank of India' },
] as const;

export const seedPayoutAccounts: DomainSeed = async (db) => {
  await bulkInsert(db, 'payout_accounts', PAYOUT_ACCOUNTS);
};

export interface Payout {
  bankName: string;
  /** YYYY-MM-DD: the month's first day and its last (today for the running month). */
  from: string;
  to: string;
  amount: number;
  /** The additional commission for new investors whose first investment fell in the month. */
  incentives: IncentivePaid[];
}

/** The payouts of the last six months (this one included), newest first. */
export async function payouts(db: Db, arn: string, fund: string, today: string): Promise<Payout[]> {
  const { rows } = await db.query<{ bank_name: string }>('select bank_name from payout_accounts where arn = $1', [arn]);
  const account = rows[0];
  if (!account) return [];
  const months = await brokerageByMonth(db, arn, fund, today);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const windows = months.map((m, i) => {
    // brokerageByMonth answers the oldest month first: index 5 is this month.
    const first = new Date(Date.UTC(year, month - 1 - (5 - i), 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const to = last.toISOString().slice(0, 10) < today ? last.toISOString().slice(0, 10) : today;
    return { bankName: account.bank_name, from: first.toISOString().slice(0, 10), to, amount: m.amount };
  });
  const paid = windows[0] ? await incentivesPaid(db, arn, fund, windows[0].from, today) : [];
  return windows
    .map((w) => ({ ...w, incentives: paid.filter((x) => x.firstOn >= w.from && x.firstOn <= w.to) }))
    .filter((p) => p.amount > 0 || p.incentives.length > 0)
    .reverse();
}
