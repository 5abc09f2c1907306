import { earnsIncentive, firstYearOfSip, incentiveFor, type FirstInvestment, type IncentiveCategory } from '../../../lib/rules/new-investor-incentive';
import { NEW_INVESTOR_INCENTIVE } from '../../../lib/rules/regulations';
import { bulkInsert, type Db } from '../../db/client';
import { DEMO, FIXED_INVESTORS, FUND_CODE } from '../../seed/fixtures';
import { WOMEN_FIRST_NAMES } from '../../seed/names';
import { istDay } from '../schemes/schemes';
import type { DomainSeed } from '../../seed/domain-seed';

// The additional commission for new investors from beyond the top 30 cities and new women investors
// (lib/rules/new-investor-incentive.ts). The registrar knows which of a book's investors qualified: a
// PAN whose first folio anywhere opened on or after the rule's first day, a woman or living in a B30
// city (its KYC city is kept here, the sandbox has no addresses). The incentive is paid with the
// brokerage of the month of the first investment.

export const incentivesDdl = /* sql */ `
create table new_investor_incentives (
  pan text primary key references investors (pan) on delete cascade,
  arn text not null,
  fund text not null,
  category text not null check (category in ('B30', 'W')),
  city text not null,
  first_kind text not null check (first_kind in ('LUMPSUM', 'SIP')),
  first_on date not null,
  first_amount numeric(14, 2) not null check (first_amount > 0)
);
`;

/** Cities well beyond the top 30 (AMFI's T30 list), for the men the seed makes B30 investors. */
const B30_CITIES = ['Hubballi', 'Kozhikode', 'Bhilai', 'Tirunelveli', 'Jhansi', 'Siliguri'] as const;
/** New women investors and new B30 investors the seed picks, each. */
const EACH = 2;

interface Candidate {
  pan: string;
  name: string;
  first_on: string;
  sip_amount: string | null;
  frequency: string | null;
  installments: number | null;
  cost: string | null;
}

/** The first day (YYYY-MM-DD) of the month `back` months before `today`'s. */
const monthStart = (today: string, back: number) => {
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
  return d.toISOString().slice(0, 10);
};

/** A few of the demo book's generated investors that are new within the payouts' six months. */
export const seedIncentives: DomainSeed = async (db, { now }) => {
  const today = istDay(now);
  const since = [NEW_INVESTOR_INCENTIVE.from, monthStart(today, 5)].sort()[1];
  const { rows } = await db.query<Candidate>(
    `with firsts as (
       select f.pan, min(f.opened) as first_on from folios f
        where f.pan in (select pan from book where arn = $1) and f.pan <> all($2::text[])
        group by f.pan having min(f.opened) >= $3::date)
     select x.pan, i.name, to_char(x.first_on, 'YYYY-MM-DD') as first_on, s.amount::text as sip_amount, s.frequency, s.installments, h.cost::text as cost
       from firsts x join investors i on i.pan = x.pan
       cross join lateral (select acno from folios where pan = x.pan order by opened, acno limit 1) f1
       left join lateral (select sum(cost) as cost from holdings where acno = f1.acno) h on true
       left join lateral (select amount, frequency, installments from sips where acno = f1.acno order by ihno limit 1) s on true
      where i.tax_status = 'Individual' and (h.cost > 0 or s.amount is not null)
      order by x.pan`,
    [DEMO.arn, FIXED_INVESTORS.map((i) => i.pan), since],
  );
  const isWoman = (r: Candidate) => WOMEN_FIRST_NAMES.has(r.name.split(' ')[0] ?? '');
  const picked = [...rows.filter(isWoman).slice(0, EACH), ...rows.filter((r) => !isWoman(r)).slice(0, EACH)];
  await bulkInsert(
    db,
    'new_investor_incentives',
    picked.map((r, i) => {
      const woman = isWoman(r);
      const sip = r.sip_amount !== null;
      return {
        pan: r.pan, arn: DEMO.arn, fund: FUND_CODE, category: woman ? 'W' : 'B30', city: B30_CITIES[i % B30_CITIES.length], first_kind: sip ? 'SIP' : 'LUMPSUM', first_on: r.first_on,
        first_amount: sip ? firstYearOfSip(Number(r.sip_amount), r.frequency ?? '', r.installments ?? 0) : Number(r.cost),
      };
    }),
  );
};

export interface IncentivePaid {
  pan: string;
  name: string;
  category: IncentiveCategory;
  city: string;
  firstKind: FirstInvestment;
  /** YYYY-MM-DD */
  firstOn: string;
  firstAmount: number;
  amount: number;
}

/** The incentives of the book's new investors whose first investment fell between `from` and `to` (YYYY-MM-DD). */
export async function incentivesPaid(db: Db, arn: string, fund: string, from: string, to: string): Promise<IncentivePaid[]> {
  const { rows } = await db.query<{ pan: string; name: string; category: IncentiveCategory; city: string; first_kind: FirstInvestment; first_on: string; first_amount: string }>(
    `select n.pan, i.name, n.category, n.city, n.first_kind, to_char(n.first_on, 'YYYY-MM-DD') as first_on, n.first_amount::text as first_amount
       from new_investor_incentives n join investors i on i.pan = n.pan join book b on (b.arn, b.pan) = (n.arn, n.pan)
      where n.arn = $1 and n.fund = $2 and n.first_on between $3::date and $4::date order by n.first_on, n.pan`,
    [arn, fund, from, to],
  );
  return rows
    .filter((r) => earnsIncentive(r.first_on))
    .map((r) => ({ pan: r.pan, name: r.name, category: r.category, city: r.city, firstKind: r.first_kind, firstOn: r.first_on, firstAmount: Number(r.first_amount), amount: incentiveFor(Number(r.first_amount)) }));
}
