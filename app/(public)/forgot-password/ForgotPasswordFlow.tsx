'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { OtpForm } from '@/components/otp/OtpForm';
import { Alert, type AlertTone } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { RECOVERY_API } from '@/lib/api/public-auth';
import { OTP_MESSAGES } from '@/lib/forms/account/otp-check';
import { ForgotPasswordForm } from './ForgotPasswordForm';

type Stage = 'user' | 'otp';

/** Two steps on one page (user id, then OTP); which one the server says, then the answers decide. */
export function ForgotPasswordFlow({ initialStage }: { initialStage: Stage }) {
  const router = useRouter();
  const [stage, setStage] = useState<Stage>(initialStage);
  const [notice, setNotice] = useState<{ tone: AlertTone; text: string } | null>(null);

  return (
    <>
      {notice && (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      )}
      {stage === 'user' ? (
        <ForgotPasswordForm
          onSent={(message) => {
            setNotice({ tone: 'success', text: message });
            setStage('otp');
          }}
        />
      ) : (
        <>
          <h2 className="mt-5 text-base font-semibold text-ink">Enter OTP</h2>
          <p className="mt-1 text-ink-muted">The OTP is valid for 10 minutes.</p>
          <OtpForm
            invalidMessage={OTP_MESSAGES.recoveryInvalid}
            verifyUrl={RECOVERY_API.verify}
            resendUrl={RECOVERY_API.resend}
            submitLabel="Verify OTP"
            busyLabel="Verifying…"
            onVerified={() => router.push('/reset-password')}
            onRestart={(message) => {
              setNotice({ tone: 'error', text: message });
              setStage('user');
            }}
          />
          <Button
            variant="ghost"
            className="mt-3 -ml-4"
            onClick={() => {
              setNotice(null);
              setStage('user');
            }}
          >
            Use another User ID
          </Button>
        </>
      )}
    </>
  );
}
