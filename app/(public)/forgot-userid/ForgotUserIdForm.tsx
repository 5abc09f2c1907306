'use client';

import { useState } from 'react';
import { bff } from '@/components/bff/client';
import { BffForm } from '@/components/forms/BffForm';
import { checkResolver } from '@/components/forms/check-resolver';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { RECOVERY_API, type MessageResponse } from '@/lib/api/public-auth';
import { checkForgotUserId, EMAIL_MAX, type ForgotUserIdInput } from '@/lib/forms/account/forgot-userid-check';

// The rules of `forgotUserIdSchema` without zod (lib/forms/account/forgot-userid-check.ts), the address trimmed as the schema does.
const resolver = checkResolver<ForgotUserIdInput>(checkForgotUserId, (v) => ({ email: v.email.trim() }));

export function ForgotUserIdForm() {
  // The same confirmation whether or not the address is registered; it goes when the form is sent again.
  const [sent, setSent] = useState<string | null>(null);
  const kit = useBffForm<ForgotUserIdInput>({ resolver, defaultValues: { email: '' } });
  const onSubmit = kit.submitWith(
    (values) => {
      setSent(null);
      return bff<MessageResponse>(RECOVERY_API.userId, { body: values, public: true });
    },
    (data) => {
      setSent(data.message);
      kit.form.reset();
    },
  );

  return (
    <BffForm
      kit={kit}
      onSubmit={onSubmit}
      submit={{ label: 'Submit', busyLabel: 'Sending…', className: 'w-full' }}
      notice={sent && <Alert tone="success">{sent}</Alert>}
    >
      <TextInput name="email" label="Email Id" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={EMAIL_MAX} required />
    </BffForm>
  );
}
