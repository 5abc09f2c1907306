'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { PasswordField } from '@/components/ui/PasswordField';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/forms/change-password';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const SUCCESS_MESSAGE = 'Password Changed Successfully';
const FALLBACK_ERROR = 'Something went wrong';
/** Long enough to read the confirmation before the forced sign-out. */
const SIGN_OUT_DELAY_MS = 1500;

interface ErrorAnswer {
  message?: string;
  fieldErrors?: Record<string, string>;
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Change Password">
      {/* Mounted only while open, so typed passwords do not survive closing the dialog. */}
      <ChangePasswordForm onCancel={onClose} />
    </Modal>
  );
}

function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  // A field compared with another is checked again when that other one changes.
  const recheck = (field: 'newPassword' | 'confirmPassword') => {
    if (getValues(field)) void trigger(field);
  };

  async function onSubmit(values: ChangePasswordInput) {
    setMessage(null);
    let res: Response;
    let body: unknown;
    try {
      res = await fetch('/api/account/password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      body = await res.json().catch(() => null);
    } catch {
      setMessage(FALLBACK_ERROR);
      return;
    }
    if (res.ok && (body as { ok?: boolean } | null)?.ok) {
      setChanged(true);
      // The old session is no longer valid upstream: sign out and return to the login screen.
      setTimeout(() => void signOut({ callbackUrl: '/Login' }), SIGN_OUT_DELAY_MS);
      return;
    }
    const answer = (body ?? {}) as ErrorAnswer;
    for (const name of FIELDS) {
      const fieldMessage = answer.fieldErrors?.[name];
      if (fieldMessage) setError(name, { type: 'server', message: fieldMessage });
    }
    setMessage(answer.message || FALLBACK_ERROR);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {message && <Alert tone="error">{message}</Alert>}
      {changed && <Alert tone="success">{SUCCESS_MESSAGE}</Alert>}
      <fieldset disabled={changed} className="space-y-4">
        <PasswordField
          label="Old Password"
          autoComplete="current-password"
          autoFocus
          required
          error={errors.oldPassword?.message}
          {...register('oldPassword', { onBlur: () => recheck('newPassword') })}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          hint="At least 8 characters, with an upper-case letter (A-Z), a digit (0-9) and one of # ? ! @ $ % ^ & * -"
          error={errors.newPassword?.message}
          {...register('newPassword', { onBlur: () => recheck('confirmPassword') })}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting || changed}>
          Cancel
        </Button>
        <Button
          type="submit"
          busy={isSubmitting || changed}
          busyLabel={changed ? 'Signing out…' : 'Changing…'}
        >
          Change Password
        </Button>
      </div>
    </form>
  );
}
