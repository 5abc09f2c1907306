import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthFrame } from '@/components/otp/AuthFrame';
import { hasResetToken } from '@/server/services/account/recovery';
import { ResetPasswordForm } from './ResetPasswordForm';

export const metadata: Metadata = {
  title: 'Reset Password',
  description: 'Choose a new password for your distributor portal account after verifying the OTP.',
  alternates: { canonical: '/reset-password' },
};

export default async function ResetPasswordPage() {
  // Only a visitor whose OTP was just verified holds a reset token (sealed in the flow cookie).
  if (!(await hasResetToken())) redirect('/forgot-password');
  return (
    <AuthFrame title="Reset Password" intro="Choose a new password for your account.">
      <ResetPasswordForm />
    </AuthFrame>
  );
}
