'use client';

import { useState } from 'react';
import { bff, type BffFailure } from '@/components/bff/client';
import { BffForm } from '@/components/forms/BffForm';
import { checkResolver } from '@/components/forms/check-resolver';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FLOW_GONE_STATUS, type MessageResponse } from '@/lib/api/public-auth';
import { checkOtp, type OtpValues } from '@/lib/forms/account/otp-check';
import { OtpInput } from './OtpInput';

/** What a verify handler answers: done, or "start over" (the OTP locked after 5 wrong tries, say). */
export type OtpVerifyAnswer = { status: string; message?: string; reason?: string };

export interface OtpFormProps {
  /** The flow's words for an OTP that is not six digits (`OTP_MESSAGES`); the BFF checks again with its schema. */
  invalidMessage: string;
  verifyUrl: string;
  resendUrl: string;
  submitLabel: string;
  busyLabel: string;
  /** The flow moved on; the form stays busy while the caller navigates. */
  onVerified: (answer: OtpVerifyAnswer) => void;
  /** The flow's state is gone; the caller returns to the first step with this message ('expired' when it lapsed). */
  onRestart: (message: string, reason: string) => void;
}

/** The OTP step both sign-up and forgot password use: six boxes, verify, and resend. */
export function OtpForm({ invalidMessage, verifyUrl, resendUrl, submitLabel, busyLabel, onVerified, onRestart }: OtpFormProps) {
  const kit = useBffForm<OtpValues>({ resolver: checkResolver(checkOtp(invalidMessage)), defaultValues: { otp: '' } });
  const { form, setBanner } = kit;
  const [status, setStatus] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [leaving, setLeaving] = useState(false);

  function clearMessages() {
    setBanner(null);
    setStatus(null);
  }

  /** A lapsed flow goes back to its first step rather than showing a refusal here. */
  function flowGone(failure: BffFailure): boolean {
    if (failure.status !== FLOW_GONE_STATUS) return false;
    onRestart(failure.message, 'expired');
    return true;
  }

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    clearMessages();
    const result = await bff<OtpVerifyAnswer>(verifyUrl, { body: { otp }, public: true });
    if (!result.ok) {
      if (flowGone(result)) return;
      form.setValue('otp', '');
      return kit.showFailure(result);
    }
    if (result.data.status === 'restart') return onRestart(result.data.message ?? '', result.data.reason ?? 'locked');
    setLeaving(true);
    onVerified(result.data);
  });

  async function resend() {
    clearMessages();
    setResending(true);
    const result = await bff<MessageResponse>(resendUrl, { method: 'POST', public: true });
    setResending(false);
    if (result.ok) {
      form.setValue('otp', '');
      setStatus(result.data.message);
    } else if (!flowGone(result)) setBanner(result.message);
  }

  const busy = kit.busy || leaving;
  return (
    <BffForm
      kit={{ ...kit, busy }}
      onSubmit={onSubmit}
      submit={{ label: submitLabel, busyLabel }}
      notice={status && <Alert tone="success">{status}</Alert>}
      actions={
        <Button variant="secondary" onClick={resend} busy={resending} busyLabel="Sending…" disabled={busy}>
          Resend OTP
        </Button>
      }
    >
      <OtpInput name="otp" disabled={busy} autoFocus />
    </BffForm>
  );
}
