import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import type { SchemeStep } from '@/lib/forms/onboarding/new-investor-scheme';
import { stepPath } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { requireDistributor } from '@/server/auth/session';
import { enterNewInvestorStep } from '@/server/services/onboarding/new-investor-journey';
import { paymentBankChoices } from '@/server/services/onboarding/new-investor-submit';
import { PaymentForm } from './PaymentForm';

export const metadata: Metadata = { title: 'Payment Details' };

export default async function PaymentDetailsPage() {
  const auth = await requireDistributor();
  const journey = await enterNewInvestorStep(auth.session.userId, 'payment-details');
  if (!journey) return <NoInvestor title="Payment Details" />;
  const scheme = journey.state['scheme-details'] as SchemeStep;
  const banks = await paymentBankChoices(auth, scheme.type);
  return <PaymentForm banks={banks} back={stepPath(newInvestorJourney, 'investment-details')} />;
}
