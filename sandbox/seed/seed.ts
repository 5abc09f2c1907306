import type { SandboxDb } from '../db/client';
import { bulkInsert } from '../db/client';
import { truncateData } from '../db/schema';
import { setSetting } from '../db/settings';
import { seededHash } from './seeded-hash';
import { generateInvestors, type GeneratedInvestor } from './generate';
import { chance, hex, mulberry32, type Rng } from './prng';
import {
  BOOK_SIZES,
  DEMO,
  DISTRIBUTORS,
  FIXED_INVESTORS,
  RAVI,
  SEED_NUMBER,
  TXN,
  type Profile,
} from './fixtures';
import { selfDeclarationRows } from './declarations';
import { DOMAIN_SEEDS } from '../domains/seeds';
import { seedMarketCalendar } from '../domains/schemes/market-calendar';

const HOUR = 3_600_000;

/** Replaces all data with the profile's seed in one transaction; `now` is the sandbox clock. */
export async function seedDatabase(pg: SandboxDb, profile: Profile, now: Date): Promise<void> {
  // One stream per set, the small books first: the txn book and the first rows of the demo book
  // come out the same in both profiles, and growing one set never reshuffles another.
  const stream = (n: number) => mulberry32(SEED_NUMBER + n);
  const distributors = await distributorRows(stream(0), now);
  const sizes = BOOK_SIZES[profile];
  const fixedPans = new Set(FIXED_INVESTORS.map((i) => i.pan));
  const taken = new Set(fixedPans);
  const txnBook = generateInvestors(stream(1), sizes.txn, taken);
  const demoBook = generateInvestors(stream(2), sizes.demo, taken);
  const unbooked = generateInvestors(stream(3), sizes.unbooked, taken);

  const fixedMaster = FIXED_INVESTORS.filter((i) => i.master).map((i) => ({
    pan: i.pan, name: i.name, mobile: i.mobile, email: i.email, dob: i.dob, kyc: i.kyc, fatca: i.fatca, tax_status: i.taxStatus,
  }));
  const investors: GeneratedInvestor[] = [...fixedMaster, ...demoBook, ...txnBook, ...unbooked];
  const kra = [
    // A generated investor's KRA record follows the fund house's; a fixed one's is as declared (a KRA hold).
    ...investors.filter((i) => !fixedPans.has(i.pan)).map((i) => ({ pan: i.pan, name: i.name, kyc_block: i.kyc === 'Y' ? 'N' : 'Y' })),
    ...FIXED_INVESTORS.map((i) => ({ pan: i.pan, name: i.name, kyc_block: i.kycBlock })),
  ];
  const book = [
    ...FIXED_INVESTORS.flatMap((i) => i.books.map((arn) => bookRow(arn, i.pan, i.pan === RAVI.pan, new Date(now.getTime() - HOUR)))),
    ...generatedBook(stream(4), DEMO.arn, demoBook, now),
    ...generatedBook(stream(5), TXN.arn, txnBook, now),
  ];

  await pg.transaction(async (tx) => {
    await truncateData(tx);
    await bulkInsert(tx, 'distributors', distributors);
    await bulkInsert(tx, 'self_declarations', selfDeclarationRows());
    await bulkInsert(tx, 'investors', investors);
    await bulkInsert(tx, 'book', book);
    await bulkInsert(tx, 'kra', kra);
    // The calendar before the domains: the seeded history's allotments are counted on it.
    await seedMarketCalendar(tx);
    for (const seed of DOMAIN_SEEDS) await seed(tx, { profile, now, rng: stream(100 + DOMAIN_SEEDS.indexOf(seed)) });
    await setSetting(tx, 'profile', profile);
  });
  await analyseBook(pg, profile);
}

/**
 * Fresh statistics on every seed and reset, and on opening a kept data directory (one seeded before the
 * seed analysed), so the planner plans with them from the first query. The large profile needs every
 * table's, to use the indexes on a 20,000-row book; on the demo book folios' and holdings' take 15-25 %
 * off the AUM and investor-count statements, and the other tables' add nothing measurable. Statistics
 * change plans, and plans the order of rows a statement does not sort: every statement whose row order
 * matters says ORDER BY (inside the aggregate for json_agg).
 */
export async function analyseBook(pg: SandboxDb, profile: Profile): Promise<void> {
  await pg.exec(profile === 'large' ? 'analyze' : 'analyze folios, holdings');
}

async function distributorRows(rng: Rng, now: Date) {
  const salts = DISTRIBUTORS.map(() => hex(rng, 16));
  const hashes = await Promise.all(salts.map(seededHash));
  return DISTRIBUTORS.map((d, i) => ({
    user_id: d.userId,
    arn: d.arn,
    name: d.name,
    city: d.city,
    mobile: d.mobile,
    email: d.email,
    pan: d.pan,
    tran_enable_flag: d.flag,
    status: d.status,
    password_salt: salts[i],
    password_hash: hashes[i],
    // The demo account has signed in before, so its first sign-in shows a last login; the rest have not.
    last_login: d.userId === DEMO.userId ? new Date(now.getTime() - 26 * HOUR).toISOString() : null,
  }));
}

function bookRow(arn: string, pan: string, favourite: boolean, lastViewed: Date | null) {
  return { arn, pan, favourite, last_viewed: lastViewed?.toISOString() ?? null };
}

/** Roughly one in eight a favourite; the first ten recently viewed, an hour or so apart. */
function generatedBook(rng: Rng, arn: string, investors: GeneratedInvestor[], now: Date) {
  return investors.map((inv, n) =>
    bookRow(arn, inv.pan, chance(rng, 0.125), n < 10 ? new Date(now.getTime() - (n + 2) * HOUR) : null),
  );
}
