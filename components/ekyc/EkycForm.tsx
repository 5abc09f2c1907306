'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { EKYC_API, EKYC_CHECK_API, type EkycCheckResponse, type EkycResponse } from '@/lib/api/ekyc';
import type { EkycInput } from '@/lib/forms/onboarding/ekyc';
import { EKYC_EMAIL_MAX, EKYC_MESSAGES, EKYC_NAME_MAX, EKYC_PHONE_MAX, KYC_TYPES, emptyEkyc, wholeEkycPan } from '@/lib/forms/onboarding/ekyc-fields';
import { normalisePanInput, PAN_LENGTH } from '@/lib/rules/pan';
import { useSendOnce } from '@/components/bff/use-send-once';
import { useNoScriptSubmit } from '@/components/forms/no-script';

const letters = (s: string) => s.replace(/[^A-Za-z ]/g, '');
const digits = (s: string) => s.replace(/\D/g, '');
// The schema (and zod) load with the form rather than with the page.
const ekycResolver = lazyZodResolver<EkycInput>(() => import('@/lib/forms/onboarding/ekyc').then((m) => m.ekycSchema));

/**
 * The e-KYC form of seed 002 (sections 4.2 and 5). A PAN passed in by the KYC prompt is locked; a typed
 * one is checked with the KRA as soon as it is whole, and a registered PAN is refused and cleared.
 */
export function EkycForm({ lockedPan }: { lockedPan?: string }) {
  const router = useRouter();
  const initial = emptyEkyc(lockedPan ?? '');
  const { form, banner, setBanner, busy, submitWith } = useBffForm<EkycInput>({ resolver: ekycResolver, defaultValues: initial });
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const checked = useRef(lockedPan ?? '');
  const kycType = form.watch('kycType');

  async function checkPan(value: string) {
    const pan = wholeEkycPan(value);
    if (!pan || pan === checked.current) return;
    checked.current = pan;
    const res = await bff<EkycCheckResponse>(EKYC_CHECK_API, { body: { pan } });
    if (!res.ok) return setBanner(res.message);
    if (res.data.registered) {
      checked.current = '';
      form.setValue('pan', '');
      setAlert(EKYC_MESSAGES.registered);
    }
  }

  // The IKYC mail goes once per request: a double click, a retry or a lost answer never mails twice.
  const send = useSendOnce<EkycResponse>(EKYC_API);
  const onSubmit = submitWith(
    (values) => send(values),
    (answer) => {
      if (answer.kind === 'external') {
        window.location.assign(answer.url);
        return 'leave';
      }
      setSent(answer.message);
    },
  );

  function finish() {
    form.reset(initial);
    setSent(null);
    router.push('/dashboard');
  }

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        <RadioGroup
          name="kycType"
          legend="KYC Type"
          required
          options={KYC_TYPES}
          rules={{
            // A new type starts a new form (the locked PAN stays).
            onChange: (e: { target: { value: string } }) => {
              checked.current = lockedPan ?? '';
              setBanner(null);
              form.reset({ ...initial, kycType: e.target.value as EkycInput['kycType'] });
            },
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="pan"
            label="PAN"
            required
            readOnly={!!lockedPan}
            placeholder="AAAAA9999A"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PAN_LENGTH}
            className="uppercase"
            clean={normalisePanInput}
            rules={{
              onChange: (e: { target: { value: string } }) => {
                if (!lockedPan && e.target.value.length === PAN_LENGTH) void checkPan(e.target.value);
              },
              onBlur: (e: { target: { value: string } }) => {
                if (!lockedPan && e.target.value.length === PAN_LENGTH) void checkPan(e.target.value);
              },
            }}
          />
          <TextInput name="name" label="Name" required autoComplete="off" maxLength={EKYC_NAME_MAX} clean={letters} />
          <TextInput name="email" label="Email" type="email" required autoComplete="off" maxLength={EKYC_EMAIL_MAX} />
          <TextInput name="phone" label="Phone" type="tel" inputMode="numeric" required autoComplete="off" maxLength={EKYC_PHONE_MAX} clean={digits} />
        </div>
        {kycType === 'DKYC' && (
          <CheckboxInput name="ipv" label="I have performed the investor's In-Person Verification (IPV)" />
        )}
        <Button type="submit" disabled={busy}>
          {kycType === 'IKYC' ? 'Send e-KYC Link' : 'Proceed'}
        </Button>
      </form>
      <Modal open={alert !== null} onClose={() => setAlert(null)} title="e-KYC" size="sm" actions={<Button onClick={() => setAlert(null)}>OK</Button>}>
        <p>{alert}</p>
      </Modal>
      <Modal open={sent !== null} onClose={finish} title="e-KYC link sent" size="sm" actions={<Button onClick={finish}>OK</Button>}>
        <p>{sent}</p>
      </Modal>
    </FormProvider>
  );
}
