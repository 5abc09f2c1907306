'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { OtpForm } from '@/components/otp/OtpForm';
import { Alert } from '@/components/ui/Alert';
import { SIGNUP_API } from '@/lib/api/public-auth';
import { OTP_MESSAGES } from '@/lib/forms/account/otp-check';

/** Long enough to read the confirmation before the sign-in page replaces it. */
const LEAVE_DELAY_MS = 1200;

export function SignupOtpStep() {
  const router = useRouter();
  const [done, setDone] = useState(false);

  return (
    <>
      {done && (
        <Alert tone="success" className="mt-4">
          Your account has been created. Please sign in with your User Id and password.
        </Alert>
      )}
      <OtpForm
        invalidMessage={OTP_MESSAGES.signupInvalid}
        verifyUrl={SIGNUP_API.verify}
        resendUrl={SIGNUP_API.resend}
        submitLabel="Verify OTP"
        busyLabel={done ? 'Taking you to sign in…' : 'Verifying…'}
        onVerified={() => {
          setDone(true);
          setTimeout(() => router.replace('/login'), LEAVE_DELAY_MS);
        }}
        onRestart={(_, reason) => router.replace(`/register?restart=${encodeURIComponent(reason)}`)}
      />
    </>
  );
}
