import type { DomainSeed } from '../seed/domain-seed';
import { seedEmpanelment } from './empanelment/empanelment';
import { seedEuins } from './links/links';
import { seedPortfolio } from './portfolio/portfolio-seed';
import { seedSchemes } from './schemes/schemes';
import { seedBanners } from './dashboard/banners';
import { seedNctTypes } from './uploads/uploads-nct';
import { seedRedemption } from './redemption/redemption';
import { seedMandates } from './mandates/mandates';
import { seedPayoutAccounts } from './reports/earnings';
import { seedSystematicPlans } from './plans/systematic-plans';
import { seedNewInvestor } from './onboarding/new-investor';
import { seedInstalments } from './plans/instalment-fixtures';
import { seedIncentives } from './reports/earnings-incentives';
import { seedCompliance } from './investors/compliance';
import { seedTeam } from './team/team-seed';

// A new domain with seeded data adds its seeder here (order matters only for foreign keys).
export const DOMAIN_SEEDS: readonly DomainSeed[] = [seedSchemes, seedEuins, seedEmpanelment, seedPortfolio, seedBanners, seedNctTypes, seedRedemption, seedMandates, seedPayoutAccounts, seedSystematicPlans, seedNewInvestor, seedInstalments, seedIncentives, seedCompliance, seedTeam];
