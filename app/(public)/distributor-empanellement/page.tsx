import type { Metadata } from 'next';
import { EmpanelmentFrame } from '@/components/empanelment/EmpanelmentFrame';
import { readProgress } from '@/server/services/empanelment-flow';
import { BasicsForm } from './BasicsForm';

export const metadata: Metadata = {
  title: 'Distributor Empanelment',
  description: 'Empanel your ARN with the fund house: verify your ARN with an OTP, then add your bank and nominee details.',
  alternates: { canonical: '/distributor-empanellement' },
};

export default async function EmpanelmentBasicsPage() {
  const progress = await readProgress();
  return (
    <EmpanelmentFrame step={0} title="Basic details">
      <p className="mt-1 text-sm text-ink-muted">
        Enter your ARN with the PAN, e-mail and mobile number you registered with AMFI. We send an OTP to the mobile
        number and e-mail to confirm it is you.
      </p>
      <BasicsForm
        initial={progress.basics ?? null}
        otpSent={Boolean(progress.otpSent)}
        verified={Boolean(progress.verified)}
      />
    </EmpanelmentFrame>
  );
}
