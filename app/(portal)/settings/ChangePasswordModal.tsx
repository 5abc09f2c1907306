'use client';

import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { postToAuth } from '@/lib/auth/auth-requests';
import { PasswordInput } from '@/components/forms/PasswordInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { CHANGE_PASSWORD_API, type ChangePasswordResponse } from '@/lib/api/account';
import { PASSWORD_CHANGED_MESSAGE } from '@/lib/rules/password';
import type { ChangePasswordInput } from '@/lib/forms/account/change-password';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useNoScriptSubmit } from '@/components/forms/no-script';

const SUCCESS_MESSAGE = PASSWORD_CHANGED_MESSAGE;
/** Long enough to read the confirmation before the forced sign-out. */
const SIGN_OUT_DELAY_MS = 1500;

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Change Password">
      {/* Mounted only while open, so typed passwords do not survive closing the dialog. */}
      <ChangePasswordForm onCancel={onClose} />
    </Modal>
  );
}

function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
  const [changed, setChanged] = useState(false);
  const { form, banner: message, submitWith } = useBffForm<ChangePasswordInput>({
    resolver: lazyZodResolver<ChangePasswordInput>(() => import('@/lib/forms/account/change-password').then((m) => m.changePasswordSchema)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { trigger, getValues } = form;
  const isSubmitting = form.formState.isSubmitting;

  // A field compared with another is checked again when that other one changes.
  const recheck = (field: 'newPassword' | 'confirmPassword') => {
    if (getValues(field)) void trigger(field);
  };

  const onSubmit = submitWith(
    (values) => bff<ChangePasswordResponse>(CHANGE_PASSWORD_API, { body: values }),
    () => {
      setChanged(true);
      // The old session is no longer valid upstream: sign out and return to the login screen.
      setTimeout(() => {
        void postToAuth('signout', { callbackUrl: '/Login' })
          .catch(() => undefined)
          .finally(() => window.location.assign(new URL('/Login', window.location.origin)));
      }, SIGN_OUT_DELAY_MS);
    },
  );

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="space-y-4">
        {message && <Alert tone="error">{message}</Alert>}
        {changed && <Alert tone="success">{SUCCESS_MESSAGE}</Alert>}
        <fieldset disabled={changed} className="space-y-4">
          <PasswordInput
            name="oldPassword"
            label="Old Password"
            autoComplete="current-password"
            autoFocus
            required
            rules={{ onBlur: () => recheck('newPassword') }}
          />
          <PasswordInput
            name="newPassword"
            label="New Password"
            autoComplete="new-password"
            required
            hint="At least 8 characters, with an upper-case letter (A-Z), a digit (0-9) and one of # ? ! @ $ % ^ & * -"
            rules={{ onBlur: () => recheck('confirmPassword') }}
          />
          <PasswordInput name="confirmPassword" label="Confirm Password" autoComplete="new-password" required />
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
    </FormProvider>
  );
}
