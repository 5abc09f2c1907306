import type { Db } from '../db/client';
import type { Profile } from './fixtures';
import type { Rng } from './prng';

// What a domain's seeder is handed. Apart from the list of seeders (sandbox/domains/seeds.ts), so that a
// domain declaring its seeder does not import the list that imports every domain.

export interface SeedContext {
  profile: Profile;
  /** The sandbox clock at seeding time. */
  now: Date;
  /** A stream of its own per seeder, so adding one never reshuffles another's data. */
  rng: Rng;
}

/** Runs inside the seeding transaction, after distributors, investors, books and KRA exist. */
export type DomainSeed = (db: Db, ctx: SeedContext) => Promise<void>;
