'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { postJson } from '@/components/otp/post-json';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { forgotPasswordSchema, USER_ID_MAX, type ForgotPasswordInput } from '@/lib/forms/forgot-password';
import type { RecoveryStartResponse } from '@/app/api/public/recovery/password/start/route';

export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const [error, setErrorText] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { userId: '' } });

  async function onSubmit(values: ForgotPasswordInput) {
    setErrorText(null);
    const result = await postJson<RecoveryStartResponse>('/api/public/recovery/password/start', values);
    if (result.ok) return onSent(result.data.message);
    if (result.fieldErrors.userId) setError('userId', { type: 'server', message: result.fieldErrors.userId });
    setErrorText(result.message);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="User ID"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USER_ID_MAX}
        required
        error={errors.userId?.message}
        {...register('userId')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Sending OTP…" className="w-full">
        Send OTP
      </Button>
    </form>
  );
}
