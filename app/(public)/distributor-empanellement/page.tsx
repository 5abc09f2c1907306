import type { Metadata } from 'next';
import { empanelmentJourney } from '@/lib/journeys/empanelment';
import { enterStep } from '@/server/journeys/guard';
import { empanelmentProgress } from '@/server/services/empanelment/empanelment-flow';
import { BasicsForm } from './BasicsForm';

export const metadata: Metadata = {
  title: 'Distributor Empanelment',
  description: 'Empanel your ARN with the fund house: verify your ARN with an OTP, then add your bank and nominee details.',
  alternates: { canonical: '/distributor-empanellement' },
};

export default async function EmpanelmentBasicsPage() {
  const progress = await enterStep(empanelmentJourney, 'basic-details', empanelmentProgress);
  return (
    <>
      <p className="mt-1 text-sm text-ink-muted">
        Enter your ARN with the PAN, e-mail and mobile number you registered with AMFI. We send an OTP to the mobile
        number and e-mail to confirm it is you.
      </p>
      <BasicsForm
        initial={progress.basics ?? null}
        otpSent={Boolean(progress.otpSent)}
        verified={Boolean(progress.verified)}
      />
    </>
  );
}
