'use client';

import { bff } from '@/components/bff/client';
import { BffForm } from '@/components/forms/BffForm';
import { checkResolver } from '@/components/forms/check-resolver';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { RECOVERY_API, type MessageResponse } from '@/lib/api/public-auth';
import { checkForgotPassword, USER_ID_MAX, type ForgotPasswordInput } from '@/lib/forms/account/forgot-password-check';

// The rules of `forgotPasswordSchema` without zod (lib/forms/account/forgot-password-check.ts), the id trimmed as the schema does.
const resolver = checkResolver<ForgotPasswordInput>(checkForgotPassword, (v) => ({ userId: v.userId.trim() }));

export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const kit = useBffForm<ForgotPasswordInput>({ resolver, defaultValues: { userId: '' } });
  const onSubmit = kit.submitWith(
    (values) => bff<MessageResponse>(RECOVERY_API.start, { body: values, public: true }),
    (data) => onSent(data.message),
  );

  return (
    <BffForm kit={kit} onSubmit={onSubmit} submit={{ label: 'Send OTP', busyLabel: 'Sending OTP…', className: 'w-full' }}>
      <TextInput name="userId" label="User ID" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={USER_ID_MAX} required />
    </BffForm>
  );
}
