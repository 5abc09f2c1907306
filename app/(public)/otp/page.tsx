import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthFrame } from '@/components/otp/AuthFrame';
import { pendingSignup } from '@/server/services/account/signup';
import { SignupOtpStep } from './SignupOtpStep';

export const metadata: Metadata = {
  title: 'Verify OTP',
  description: 'Confirm your distributor portal sign-up with the OTP sent to the mobile number and e-mail registered for your ARN.',
  alternates: { canonical: '/otp' },
};

export default async function OtpPage() {
  // The sign-up being confirmed lives in the sealed flow cookie; without one there is nothing to verify.
  const pending = await pendingSignup();
  if (!pending) redirect('/register');
  return (
    <AuthFrame
      title="Verify OTP"
      intro={
        <p>
          Enter the 6-digit OTP sent to the mobile number ({pending.maskedMobile})
          {pending.maskedEmail && (
            <>
              {' '}
              and the e-mail address (<span className="break-all">{pending.maskedEmail}</span>)
            </>
          )}{' '}
          registered for your ARN. It is valid for 10 minutes.
        </p>
      }
      links={[{ href: '/register', label: 'Change details' }]}
    >
      <SignupOtpStep />
    </AuthFrame>
  );
}
