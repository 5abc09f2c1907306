import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import type { Applicant } from '@/lib/forms/onboarding/new-investor-applicant';
import { emptyFatcaHolder, fatcaNeeded, type FatcaStepInput } from '@/lib/forms/onboarding/new-investor-fatca';
import { stepPath } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { requireDistributor } from '@/server/auth/session';
import { enterNewInvestorStep } from '@/server/services/onboarding/new-investor-journey';
import { tinCountryOptions } from '@/server/services/onboarding/new-investor-lists';
import { FatcaForm } from './FatcaForm';

export const metadata: Metadata = { title: 'FATCA Details' };

/** The optional step after the applicant's: only when a holder is tax resident elsewhere or linked with the UAE. */
export default async function FatcaDetailsPage() {
  const auth = await requireDistributor();
  const journey = await enterNewInvestorStep(auth.session.userId, 'fatca-details');
  if (!journey) return <NoInvestor title="FATCA Details" />;
  const { holders } = journey.state['applicant-details'] as Applicant;
  if (!fatcaNeeded(holders)) redirect(stepPath(newInvestorJourney, 'nominee-details'));
  const saved = journey.state['fatca-details'] as FatcaStepInput | undefined;
  const initial: FatcaStepInput = { holders: holders.map((h, i) => saved?.holders?.[i] ?? emptyFatcaHolder(h)) };
  return (
    <FatcaForm
      initial={initial}
      holders={holders.map((h) => ({ name: h.name, taxResidentElsewhere: h.taxResidentElsewhere, nationality: h.nationality, country: h.country }))}
      tinCountries={await tinCountryOptions(auth)}
      back={stepPath(newInvestorJourney, 'applicant-details')}
    />
  );
}
