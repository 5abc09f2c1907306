import type { Metadata } from 'next';
import { AuthFrame } from '@/components/otp/AuthFrame';
import { Alert } from '@/components/ui/Alert';
import { SIGNUP_RESTART_NOTICES } from '@/lib/forms/account/signup';
import { SignupForm } from './SignupForm';

export const metadata: Metadata = {
  title: 'Sign up',
  description: 'Create your distributor portal account with your ARN code and e-mail address, confirmed by an OTP.',
  alternates: { canonical: '/register' },
};

type SearchParams = Promise<{ restart?: string | string[] }>;

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const { restart } = await searchParams;
  const notice = SIGNUP_RESTART_NOTICES[Array.isArray(restart) ? (restart[0] ?? '') : (restart ?? '')];
  return (
    <AuthFrame
      title="SIGN UP"
      intro="Create your portal account. We send an OTP to the mobile number registered for your ARN."
      links={[{ href: '/forgot-userid', label: 'Forgot User ID' }]}
    >
      {notice && (
        <Alert tone="error" className="mt-4">
          {notice}
        </Alert>
      )}
      <SignupForm />
    </AuthFrame>
  );
}
