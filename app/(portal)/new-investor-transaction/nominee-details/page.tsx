import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import type { Applicant } from '@/lib/forms/onboarding/new-investor-applicant';
import { fatcaNeeded } from '@/lib/forms/onboarding/new-investor-fatca';
import type { NomineeStepInput } from '@/lib/forms/onboarding/new-investor-nominee';
import { stepPath } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { requireDistributor } from '@/server/auth/session';
import { enterNewInvestorStep } from '@/server/services/onboarding/new-investor-journey';
import { placeLists } from '@/server/services/onboarding/new-investor-lists';
import { NomineeStepForm } from './NomineeStepForm';

export const metadata: Metadata = { title: 'Nominee Details' };

export default async function NomineeDetailsPage() {
  const auth = await requireDistributor();
  const journey = await enterNewInvestorStep(auth.session.userId, 'nominee-details');
  if (!journey) return <NoInvestor title="Nominee Details" />;
  const applicant = journey.state['applicant-details'] as Applicant;
  const saved = journey.state['nominee-details'] as NomineeStepInput | undefined;
  const { countries, states, relations } = await placeLists(auth);
  return (
    <NomineeStepForm
      initial={saved ?? { wishNotToNominate: false, nominees: [] }}
      holders={applicant.holders.map((h) => ({ name: h.name, pan: h.pan }))}
      single={applicant.modeOfHolding === 'single'}
      lists={{ countries, states, relations }}
      back={stepPath(newInvestorJourney, fatcaNeeded(applicant.holders) ? 'fatca-details' : 'applicant-details')}
    />
  );
}
