'use client';

import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SelectInput } from '@/components/forms/SelectInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DIGEST_SETTINGS_API, type DigestSettingsResponse } from '@/lib/api/account';
import type { DigestSettingsInput } from '@/lib/forms/account/digest';
import { DIGEST_TIMES } from '@/lib/rules/digest';
import { useNoScriptSubmit } from '@/components/forms/no-script';

export interface DigestFormProps {
  initial: { enabled: boolean; time: string };
  /** The e-mail on record, where the digest goes. */
  email: string;
}

/** The morning digest: on or off, and at which time (IST) it is sent to the e-mail on record. */
export function DigestForm({ initial, email }: DigestFormProps) {
  const [saved, setSaved] = useState<string | null>(null);
  const { form, banner, busy, submitWith } = useBffForm<DigestSettingsInput>({
    resolver: lazyZodResolver<DigestSettingsInput>(() => import('@/lib/forms/account/digest').then((m) => m.digestSettingsSchema)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const onSubmit = submitWith(
    (values) => {
      setSaved(null);
      return bff<DigestSettingsResponse>(DIGEST_SETTINGS_API, { method: 'PUT', body: values });
    },
    (answer) => {
      setSaved(answer.message);
      form.reset({ enabled: answer.enabled, time: answer.time });
    },
  );
  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="mt-3 space-y-4" aria-describedby="digest-about">
        <p id="digest-about" className="text-sm text-ink-muted">
          Each morning, an e-mail with what needs doing today: links about to expire, SIPs at risk, investors who cannot
          transact and mandates to look at, each with a link into the portal. It goes to your e-mail on record
          {email ? ` (${email})` : ''} and signs nobody in.
        </p>
        {banner && <Alert tone="error">{banner}</Alert>}
        {saved && <Alert tone="success">{saved}</Alert>}
        <CheckboxInput name="enabled" label="Send me the morning digest" />
        <SelectInput name="time" label="Time (IST)" options={DIGEST_TIMES} placeholder="Select a time" required className="max-w-xs" />
        <Button type="submit" busy={busy} busyLabel="Saving…">
          Save digest settings
        </Button>
      </form>
    </FormProvider>
  );
}
