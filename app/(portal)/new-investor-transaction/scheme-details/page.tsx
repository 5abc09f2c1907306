import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { schemeStepShape, type SchemeStepInput } from '@/lib/forms/onboarding/new-investor-scheme';
import { stepPath } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { requireDistributor } from '@/server/auth/session';
import { enterNewInvestorStep } from '@/server/services/onboarding/new-investor-journey';
import { sipFrequencies } from '@/server/services/onboarding/new-investor-scheme';
import { euinChoices, purchaseCategories } from '@/server/services/purchase/purchase-lists';
import { SchemeForm } from './SchemeForm';

export const metadata: Metadata = { title: 'Scheme Details' };

export default async function SchemeDetailsPage() {
  const auth = await requireDistributor();
  const journey = await enterNewInvestorStep(auth.session.userId, 'scheme-details');
  if (!journey) return <NoInvestor title="Scheme Details" />;
  const saved = journey.state['scheme-details'] as SchemeStepInput | undefined;
  const [categories, frequencies, euins] = await Promise.all([purchaseCategories(), sipFrequencies(auth), euinChoices(auth, '')]);
  return (
    <SchemeForm
      initial={saved ?? schemeStepShape.parse({})}
      categories={categories}
      frequencies={frequencies}
      euins={euins ?? []}
      back={stepPath(newInvestorJourney, 'nominee-details')}
    />
  );
}
