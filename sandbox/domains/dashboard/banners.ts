import { bulkInsert, type Db } from '../../db/client';
import { FUND_CODE } from '../../seed/fixtures';
import { istDay } from '../schemes/schemes';
import type { DomainSeed } from '../../seed/domain-seed';

// The fund house's dashboard banners: notices it publishes to its distributors, each with the days
// it should show. The registrar hands out all of them; the portal shows those whose window holds
// today, so a banner that ended or has not started yet is in the answer but never on the screen.

export const bannersDdl = /* sql */ `
create table banners (
  id int primary key,
  fund text not null,
  title text not null,
  body text not null,
  show_from date not null,
  show_until date not null,
  check (show_from <= show_until)
);
create index banners_fund on banners (fund);
`;

interface BannerDef {
  id: number;
  title: string;
  body: string;
  /** Days from seeding (IST) to the first and the last day the banner shows. */
  from: number;
  until: number;
}

/** Two live, one that ended and one still to come, so the date window is visible on the dashboard. */
export const BANNERS: readonly BannerDef[] = [
  {
    id: 1,
    title: 'Keep investor contact details current',
    body: 'Authorisation links go to the e-mail and mobile on the folio. Ask investors to update them before you initiate a transaction.',
    from: -10,
    until: 30,
  },
  {
    id: 2,
    title: 'SIP top-up on digital mode',
    body: 'Investors can now add a yearly top-up to a live SIP from the New Transaction page.',
    from: -1,
    until: 60,
  },
  {
    id: 3,
    title: 'Year-end ELSS window closed',
    body: 'Tax-saver purchases for the last financial year are no longer accepted.',
    from: -60,
    until: -30,
  },
  {
    id: 4,
    title: 'Distributor meet registrations',
    body: 'Registrations for the regional distributor meet open soon.',
    from: 10,
    until: 40,
  },
];

export const seedBanners: DomainSeed = async (db, { now }) => {
  await bulkInsert(
    db,
    'banners',
    BANNERS.map((b) => ({
      id: b.id,
      fund: FUND_CODE,
      title: b.title,
      body: b.body,
      show_from: istDay(now, b.from),
      show_until: istDay(now, b.until),
    })),
  );
};

export interface BannerRow {
  id: number;
  title: string;
  body: string;
  /** DD/MM/YYYY */
  show_from: string;
  show_until: string;
}

export async function listBanners(db: Db, fund: string): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(
    `select id, title, body, to_char(show_from, 'DD/MM/YYYY') as show_from, to_char(show_until, 'DD/MM/YYYY') as show_until
       from banners where fund = $1 order by show_from, id`,
    [fund],
  );
  return rows;
}
