'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bff } from '@/components/bff/client';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { BffForm } from '@/components/forms/BffForm';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { FLOW_GONE_STATUS, RECOVERY_API, type MessageResponse } from '@/lib/api/public-auth';
import type { ResetPasswordInput } from '@/lib/forms/account/reset-password';
import { RESET_PASSWORD_HINT, RESET_PASSWORD_MAX } from '@/lib/forms/account/reset-password-fields';

export function ResetPasswordForm() {
  const router = useRouter();
  // The reset token is gone (used, or lapsed): the banner offers to start again.
  const [restart, setRestart] = useState(false);
  const [updated, setUpdated] = useState<string | null>(null);
  const kit = useBffForm<ResetPasswordInput>({
    resolver: lazyZodResolver<ResetPasswordInput>(() => import('@/lib/forms/account/reset-password').then((m) => m.resetPasswordSchema)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = kit.submitWith(
    async (values) => {
      const result = await bff<MessageResponse>(RECOVERY_API.reset, { body: values, public: true });
      setRestart(!result.ok && result.status === FLOW_GONE_STATUS);
      return result;
    },
    (data) => setUpdated(data.message),
  );
  const toLogin = () => router.push('/login');

  return (
    <>
      <BffForm
        kit={kit}
        onSubmit={onSubmit}
        submit={{ label: 'Reset Password', busyLabel: 'Updating…', className: 'w-full', disabled: updated !== null }}
        bannerAction={
          restart && (
            <Link href="/forgot-password" className="underline">
              Start again
            </Link>
          )
        }
      >
        <fieldset disabled={updated !== null} className="space-y-4">
          <NewPasswordFields name="newPassword" label="New Password" hint={RESET_PASSWORD_HINT} maxLength={RESET_PASSWORD_MAX} />
        </fieldset>
      </BffForm>
      <Modal open={updated !== null} onClose={toLogin} title="Password updated" size="sm" actions={<Button onClick={toLogin}>Go to sign in</Button>}>
        <Alert tone="success">{updated}</Alert>
        <p className="mt-3 text-ink">Sign in with your new password.</p>
      </Modal>
    </>
  );
}
