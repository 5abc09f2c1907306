'use client';

import type { MailbackRequestResponse } from '@/lib/api/mailback';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BffForm } from '@/components/forms/BffForm';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { PasswordPair } from '@/components/mailback/PasswordPair';
import { useSendOnce } from '@/components/bff/use-send-once';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { MAILBACK_API } from '@/lib/api/mailback';
import type { NetworthInput } from '@/lib/forms/reports/mailback';
import { NETWORTH_MODES } from '@/lib/forms/reports/mailback-fields';
import { selectionPath, type StatementDef } from '@/lib/mailback/statements';

/** Networth Report by Email (every folio under an e-mail id) or by PAN (the investor's folios). */
export function NetworthForm({ statement }: { statement: StatementDef }) {
  const router = useRouter();
  const kit = useBffForm<NetworthInput>({
    resolver: lazyZodResolver(() => import('@/lib/forms/reports/mailback').then((m) => m.networthSchema)) as never,
    mode: 'onTouched',
    defaultValues: { mode: 'PAN', email: '', password: '', confirmPassword: '' },
  });
  const mode = useWatch({ control: kit.form.control, name: 'mode' });
  const previous = useRef(mode);
  useEffect(() => {
    // Switching the mode clears the e-mail id and both passwords (seed 002 section 4.7).
    if (previous.current === mode) return;
    previous.current = mode;
    for (const name of ['email', 'password', 'confirmPassword'] as const) kit.form.resetField(name, { defaultValue: '' });
  }, [mode, kit.form]);
  const [refno, setRefno] = useState<string | null>(null);
  const send = useSendOnce<MailbackRequestResponse>(MAILBACK_API.statement(statement.key));
  const onSubmit = kit.submitWith(send, (data) => setRefno(data.refno));
  const self = mode === 'PAN';
  return (
    <>
      <BffForm kit={kit} onSubmit={onSubmit} submit={{ label: 'Submit', busyLabel: 'Submitting…' }}>
        <RadioGroup name="mode" legend="Send by" options={NETWORTH_MODES} />
        {!self && <TextInput name="email" label="Email Id" type="email" autoComplete="off" required />}
        <PasswordPair label={self ? 'Self-password' : 'Password'} confirmLabel={self ? 'Confirm Self-password' : 'Confirm Password'} />
      </BffForm>
      <Modal
        open={refno !== null}
        onClose={() => router.push('/')}
        title="Networth Report requested"
        actions={
          <>
            <Button type="button" onClick={() => router.push(selectionPath(statement))}>
              Yes
            </Button>
            <Button type="button" variant="secondary" onClick={() => router.push('/')}>
              No
            </Button>
          </>
        }
      >
        <p className="text-sm text-ink">
          Your request is submitted. Reference number: <strong>{refno}</strong>. Do you want to request a Networth Report for another investor?
        </p>
      </Modal>
    </>
  );
}
