import type { Metadata } from 'next';
import { AuthFrame } from '@/components/otp/AuthFrame';
import { ForgotUserIdForm } from './ForgotUserIdForm';

export const metadata: Metadata = {
  title: 'Forgot User ID',
  description: 'Get your distributor portal User ID sent to your registered e-mail address and mobile number.',
  alternates: { canonical: '/forgot-userid' },
};

export default function ForgotUserIdPage() {
  return (
    <AuthFrame
      title="Forgot User ID"
      intro="Enter the e-mail address registered for your ARN. We send your User ID to that address and to your registered mobile number."
      links={[{ href: '/forgot-password', label: 'Forgot Password' }]}
    >
      <ForgotUserIdForm />
    </AuthFrame>
  );
}
