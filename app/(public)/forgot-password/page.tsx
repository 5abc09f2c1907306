import type { Metadata } from 'next';
import { AuthFrame } from '@/components/otp/AuthFrame';
import { recoveryStage } from '@/server/services/account/recovery';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';

export const metadata: Metadata = {
  title: 'Forgot Password',
  description: 'Reset your distributor portal password with an OTP sent to your registered mobile number and e-mail.',
  alternates: { canonical: '/forgot-password' },
};

export default async function ForgotPasswordPage() {
  // A visitor who already asked for an OTP (and reloads) comes back to the OTP step; the otp id stays sealed.
  const stage = await recoveryStage();
  return (
    <AuthFrame
      title="Forgot Password"
      intro="Enter your User ID. We send an OTP to the mobile number and e-mail address registered for it."
      links={[{ href: '/forgot-userid', label: 'Forgot User ID' }]}
    >
      <ForgotPasswordFlow initialStage={stage} />
    </AuthFrame>
  );
}
