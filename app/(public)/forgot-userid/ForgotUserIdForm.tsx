'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { postJson } from '@/components/otp/post-json';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { EMAIL_MAX, forgotUserIdSchema, type ForgotUserIdInput } from '@/lib/forms/forgot-userid';
import type { ForgotUserIdResponse } from '@/app/api/public/recovery/userid/route';

export function ForgotUserIdForm() {
  const [error, setErrorText] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotUserIdInput>({ resolver: zodResolver(forgotUserIdSchema), defaultValues: { email: '' } });

  async function onSubmit(values: ForgotUserIdInput) {
    setErrorText(null);
    setSent(null);
    const result = await postJson<ForgotUserIdResponse>('/api/public/recovery/userid', values);
    if (result.ok) {
      setSent(result.data.message);
      reset();
      return;
    }
    if (result.fieldErrors.email) setError('email', { type: 'server', message: result.fieldErrors.email });
    setErrorText(result.message);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      {sent && <Alert tone="success">{sent}</Alert>}
      <TextField
        label="Email Id"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Sending…" className="w-full">
        Submit
      </Button>
    </form>
  );
}
