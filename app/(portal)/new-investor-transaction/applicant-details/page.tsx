import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { emptyHolder, type ApplicantInput } from '@/lib/forms/onboarding/new-investor-applicant';
import { requireDistributor } from '@/server/auth/session';
import { enterNewInvestorStep } from '@/server/services/onboarding/new-investor-journey';
import { placeLists } from '@/server/services/onboarding/new-investor-lists';
import { ApplicantForm } from './ApplicantForm';

export const metadata: Metadata = { title: 'Applicant Details' };

/**
 * The first step of the new-investor journey. The PAN and the KRA's name arrive sealed from the New
 * Investor check (never in the address); a journey already begun opens where it was left.
 */
export default async function ApplicantDetailsPage() {
  const auth = await requireDistributor();
  const journey = await enterNewInvestorStep(auth.session.userId, 'applicant-details');
  if (!journey) return <NoInvestor title="Applicant Details" />;
  const saved = journey.state['applicant-details'] as ApplicantInput | undefined;
  const lists = await placeLists(auth);
  const initial: ApplicantInput = saved ?? { modeOfHolding: 'single', holders: [emptyHolder(journey.pan, journey.kraName)] };
  return (
    <ApplicantForm
      initial={initial} lookUpFirst={!saved} countries={lists.countries} mobileCodes={lists.mobileCodes} states={lists.states}
    />
  );
}
