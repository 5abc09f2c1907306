import type { Db } from '../db/client';
import type { Profile } from '../seed/fixtures';
import type { Rng } from '../seed/prng';
import { seedEmpanelment } from './empanelment';
import { seedEuins } from './links';
import { seedPortfolio } from './portfolio-seed';
import { seedSchemes } from './schemes';
import { seedBanners } from './banners';
import { seedNctTypes } from './uploads-nct';
import { seedRedemption } from './redemption';
import { seedMandates } from './mandates';
import { seedPayoutAccounts } from './earnings';
import { seedSystematicPlans } from './systematic-plans';
import { seedNewInvestor } from './new-investor';
import { seedInstalments } from './instalment-fixtures';
import { seedIncentives } from './earnings-incentives';
import { seedCompliance } from './compliance';

export interface SeedContext {
  profile: Profile;
  /** The sandbox clock at seeding time. */
  now: Date;
  /** A stream of its own per seeder, so adding one never reshuffles another's data. */
  rng: Rng;
}

/** Runs inside the seeding transaction, after distributors, investors, books and KRA exist. */
export type DomainSeed = (db: Db, ctx: SeedContext) => Promise<void>;

// A new domain with seeded data adds its seeder here (order matters only for foreign keys).
export const DOMAIN_SEEDS: readonly DomainSeed[] = [seedSchemes, seedEuins, seedEmpanelment, seedPortfolio, seedBanners, seedNctTypes, seedRedemption, seedMandates, seedPayoutAccounts, seedSystematicPlans, seedNewInvestor, seedInstalments, seedIncentives, seedCompliance];
