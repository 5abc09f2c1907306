'use client';

import { useEffect, useEffectEvent, useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { bff, newIdempotencyKey } from '@/components/bff/client';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { OrderCheck, useOrderCheckAt } from '@/components/transactions/OrderCheck';
import { Alert } from '@/components/ui/Alert';
import { FixText } from '@/components/ui/FixText';
import { NEW_INVESTOR_API, NEW_INVESTOR_CHECK_API, type ApplicationAnswer } from '@/lib/api/new-investor';
import type { PaymentStepInput } from '@/lib/forms/onboarding/new-investor-bank';
import { PAY_MODES } from '@/lib/forms/onboarding/new-investor-bank-fields';
import { APPLICATION_CHECK_TEXTS, CONFIRM_BUSY_LABEL } from '@/lib/transactions/confirmation-texts';
import { StepActions, useGoOn } from '../StepActions';
import { CHECK_DELAYS_MS } from '@/components/bff/until-known';
import { useNoScriptSubmit } from '@/components/forms/no-script';

export interface PaymentFormProps {
  banks: readonly { value: string; label: string }[];
  back: string;
}

/**
 * The payment step: mode, the bank the investor pays from, the declaration, and what the registrar would
 * hold against the application (asked before Submit, each refusal with the step that fixes it: Submit
 * waits until none is left); Submit sends the application once. When the registrar's answer was lost the BFF says it is checking (202): the step shows that and
 * asks again with the same key and values until the application is known, never showing a refusal meanwhile.
 */
export function PaymentForm({ banks, back }: PaymentFormProps) {
  const goOn = useGoOn();
  // One key per visit: a double click or a retry replays the same submission.
  const [key] = useState(newIdempotencyKey);
  /** Set while the outcome is unknown: the BFF's words for it, and how many checks have been made. */
  const [checking, setChecking] = useState<{ message: string; checks: number } | null>(null);
  const [done, setDone] = useState(false);
  /** The values the key was first sent with: every check repeats exactly that request. */
  const [sent, setSent] = useState<PaymentStepInput | null>(null);
  // Before Submit, the registrar is asked what it would hold against the application; Submit waits for none.
  const registrarCheck = useOrderCheckAt(NEW_INVESTOR_CHECK_API);
  const refused = registrarCheck.data?.problems.some((p) => p.severity === 'refuse') ?? false;
  const checkId = useId();
  const { form, banner, bannerFix, setBanner, busy, showFailure, submitWith } = useBffForm<PaymentStepInput>({
    resolver: lazyZodResolver<PaymentStepInput>(() => import('@/lib/forms/onboarding/new-investor-bank').then((m) => m.paymentStepSchema)),
    defaultValues: { payMode: 'Net Banking', bankCode: '', declaration: false },
  });
  const send = (values: PaymentStepInput) => bff<ApplicationAnswer>(`${NEW_INVESTOR_API}/submit`, { body: values, idempotencyKey: key });

  function settled(answer: ApplicationAnswer) {
    if ('checking' in answer) {
      setChecking((c) => ({ message: answer.message, checks: c ? c.checks + 1 : 0 }));
      return;
    }
    setDone(true);
    return goOn(answer);
  }

  const onSubmit = submitWith((values) => {
    // While an outcome is being checked, Submit repeats the request the key was sent with.
    const request = checking && sent ? sent : values;
    setSent(request);
    return send(request);
  }, settled);

  async function check() {
    if (!sent) return;
    setBanner(null);
    const result = await send(sent);
    if (result.ok) return void settled(result.data);
    if (result.status === 0 || result.message === CONFIRM_BUSY_LABEL) {
      // Unreachable, or another tab's check is under way: the outcome is still unknown, so keep checking.
      setChecking((c) => c && { ...c, checks: c.checks + 1 });
      return;
    }
    setChecking(null);
    showFailure(result);
  }

  const checkAgain = useEffectEvent(() => void check());
  useEffect(() => {
    if (!checking || checking.checks >= CHECK_DELAYS_MS.length) return;
    const timer = setTimeout(checkAgain, CHECK_DELAYS_MS[checking.checks]);
    return () => clearTimeout(timer);
  }, [checking]);
  const autoCheck = checking !== null && checking.checks < CHECK_DELAYS_MS.length;

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        {banner && (
          <Alert tone="error">
            {banner}
            {bannerFix && <> <FixText fix={bannerFix} /></>}
          </Alert>
        )}
        {checking && !done && <Alert tone="info">{checking.message}</Alert>}
        <RadioGroup name="payMode" legend="Payment Mode" required options={PAY_MODES} />
        <SelectInput name="bankCode" label="Bank" required options={banks} placeholder="Select Bank" />
        <CheckboxInput
          name="declaration"
          label="I confirm that the payment is made from the investor's own bank account and not by a third party."
        />
        <OrderCheck check={registrarCheck} id={checkId} texts={APPLICATION_CHECK_TEXTS} />
        {refused && <p className="text-sm text-ink-muted">{APPLICATION_CHECK_TEXTS.blocked}</p>}
        <StepActions back={back} busy={busy || autoCheck || done} label="Submit" blocked={refused && !checking} describedBy={checkId} />
      </form>
    </FormProvider>
  );
}
