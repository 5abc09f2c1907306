'use client';

import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { bff, newIdempotencyKey } from '@/components/bff/client';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { NEW_INVESTOR_API, type StepSaved } from '@/lib/api/new-investor';
import type { PaymentStepInput } from '@/lib/forms/new-investor-bank';
import { PAY_MODES } from '@/lib/forms/new-investor-bank-fields';
import { StepActions, useGoOn } from '../StepActions';

export interface PaymentFormProps {
  banks: readonly { value: string; label: string }[];
  back: string;
}

/** The payment step: mode, the bank the investor pays from, the declaration; Submit sends the application once. */
export function PaymentForm({ banks, back }: PaymentFormProps) {
  const goOn = useGoOn();
  // One key per visit: a double click or a retry replays the same submission.
  const [key] = useState(newIdempotencyKey);
  const { form, banner, busy, submitWith } = useBffForm<PaymentStepInput>({
    resolver: lazyZodResolver<PaymentStepInput>(() => import('@/lib/forms/new-investor-bank').then((m) => m.paymentStepSchema)),
    defaultValues: { payMode: 'Net Banking', bankCode: '', declaration: false },
  });
  const onSubmit = submitWith(
    (values) => bff<StepSaved>(`${NEW_INVESTOR_API}/submit`, { body: values, idempotencyKey: key }),
    goOn,
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        <RadioGroup name="payMode" legend="Payment Mode" required options={PAY_MODES} />
        <SelectInput name="bankCode" label="Bank" required options={banks} placeholder="Select Bank" />
        <CheckboxInput
          name="declaration"
          label="I confirm that the payment is made from the investor's own bank account and not by a third party."
        />
        <StepActions back={back} busy={busy} label="Submit" />
      </form>
    </FormProvider>
  );
}
