'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { postJson } from '@/components/otp/post-json';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { PasswordField } from '@/components/ui/PasswordField';
import {
  RESET_PASSWORD_HINT,
  RESET_PASSWORD_MAX,
  resetPasswordSchema,
  type ResetPasswordInput,
} from '@/lib/forms/reset-password';
import type { ResetPasswordResponse } from '@/app/api/public/recovery/password/reset/route';

export function ResetPasswordForm() {
  const router = useRouter();
  const [error, setErrorText] = useState<{ text: string; restart: boolean } | null>(null);
  const [updated, setUpdated] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: ResetPasswordInput) {
    setErrorText(null);
    const result = await postJson<ResetPasswordResponse>('/api/public/recovery/password/reset', values);
    if (result.ok) return setUpdated(result.data.message);
    for (const name of ['newPassword', 'confirmPassword'] as const) {
      const fieldMessage = result.fieldErrors[name];
      if (fieldMessage) setError(name, { type: 'server', message: fieldMessage });
    }
    setErrorText({ text: result.message, restart: result.status === 409 });
  }

  const toLogin = () => router.push('/login');

  return (
    <>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-4">
        {error && (
          <Alert tone="error">
            {error.text}{' '}
            {error.restart && (
              <Link href="/forgot-password" className="underline">
                Start again
              </Link>
            )}
          </Alert>
        )}
        <fieldset disabled={updated !== null} className="space-y-4">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            hint={RESET_PASSWORD_HINT}
            maxLength={RESET_PASSWORD_MAX}
            required
            error={errors.newPassword?.message}
            {...register('newPassword', { onBlur: () => getValues('confirmPassword') && void trigger('confirmPassword') })}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            maxLength={RESET_PASSWORD_MAX}
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </fieldset>
        <Button type="submit" busy={isSubmitting} busyLabel="Updating…" disabled={updated !== null} className="w-full">
          Reset Password
        </Button>
      </form>
      <Modal
        open={updated !== null}
        onClose={toLogin}
        title="Password updated"
        size="sm"
        actions={<Button onClick={toLogin}>Go to sign in</Button>}
      >
        <Alert tone="success">{updated}</Alert>
        <p className="mt-3 text-ink">Sign in with your new password.</p>
      </Modal>
    </>
  );
}
