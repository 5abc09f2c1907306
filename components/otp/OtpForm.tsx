'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { OtpValues } from '@/lib/forms/otp';
import { OtpInput } from './OtpInput';
import { postJson } from './post-json';

/** What a verify handler answers: done, or "start over" (the OTP locked after 5 wrong tries, say). */
export type OtpVerifyAnswer = { status: string; message?: string; reason?: string };

export interface OtpFormProps {
  schema: z.ZodType<OtpValues, OtpValues>;
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
export function OtpForm({ schema, verifyUrl, resendUrl, submitLabel, busyLabel, onVerified, onRestart }: OtpFormProps) {
  const [error, setErrorText] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<OtpValues>({ resolver: zodResolver(schema), defaultValues: { otp: '' } });

  async function onSubmit({ otp }: OtpValues) {
    setErrorText(null);
    setStatus(null);
    const result = await postJson<OtpVerifyAnswer>(verifyUrl, { otp });
    if (result.ok) {
      if (result.data.status === 'restart') return onRestart(result.data.message ?? '', result.data.reason ?? 'locked');
      setLeaving(true);
      return onVerified(result.data);
    }
    if (result.status === 409) return onRestart(result.message, 'expired');
    setValue('otp', '');
    if (result.fieldErrors.otp) setError('otp', { type: 'server', message: result.fieldErrors.otp }, { shouldFocus: false });
    else setErrorText(result.message);
  }

  async function resend() {
    setErrorText(null);
    setStatus(null);
    setResending(true);
    const result = await postJson<{ message: string }>(resendUrl);
    setResending(false);
    if (result.ok) {
      setValue('otp', '');
      setStatus(result.data.message);
    } else if (result.status === 409) onRestart(result.message, 'expired');
    else setErrorText(result.message);
  }

  const busy = isSubmitting || leaving;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      {status && <Alert tone="success">{status}</Alert>}
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <OtpInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.otp?.message}
            disabled={busy}
            autoFocus
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={resend} busy={resending} busyLabel="Sending…" disabled={busy}>
          Resend OTP
        </Button>
      </div>
    </form>
  );
}
