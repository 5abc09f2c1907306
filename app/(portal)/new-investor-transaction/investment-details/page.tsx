import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import type { Applicant } from '@/lib/forms/onboarding/new-investor-applicant';
import { accountTypesFor, type BankStep } from '@/lib/forms/onboarding/new-investor-bank';
import { stepPath } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { requireDistributor } from '@/server/auth/session';
import { enterNewInvestorStep } from '@/server/services/onboarding/new-investor-journey';
import { BankForm } from './BankForm';

export const metadata: Metadata = { title: 'Investment Details' };

const EMPTY = {
  ifsc: '', micr: '', bankName: '', branchAddress1: '', branchAddress2: '', branchAddress3: '', branchCity: '', branchPincode: '',
  accountNumber: '', confirmAccountNumber: '', pennyDropConsent: false,
};

export default async function InvestmentDetailsPage() {
  const auth = await requireDistributor();
  const journey = await enterNewInvestorStep(auth.session.userId, 'investment-details');
  if (!journey) return <NoInvestor title="Investment Details" />;
  const category = (journey.state['applicant-details'] as Applicant).holders[0]!.category;
  const types = accountTypesFor(category).map((t) => ({ value: t.value, label: t.label }));
  const saved = (journey.state['investment-details'] as { account: BankStep } | undefined)?.account;
  return (
    <BankForm
      initial={saved ?? { ...EMPTY, accountType: types[0]?.value as BankStep['accountType'] }}
      accountTypes={types}
      back={stepPath(newInvestorJourney, 'scheme-details')}
    />
  );
}
