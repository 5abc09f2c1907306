'use client';

import Link from 'next/link';
import { FormProvider } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { numberInputProps } from '@/components/empanelment/number-keys';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { EMPANELMENT_REGISTER_API, type EmpanelmentRegisterResponse } from '@/lib/api/empanelment';
import type { EmpanelmentNomineeInput } from '@/lib/forms/empanelment/empanelment-nominee';
import { INDIAN_STATES, NOMINEE_TEXT_MAX } from '@/lib/forms/empanelment/empanelment-nominee-fields';
import { empanelmentJourney } from '@/lib/journeys/empanelment';
import { stepPath } from '@/lib/journeys/journey';
import { useNoScriptSubmit } from '@/components/forms/no-script';

const EMPTY: EmpanelmentNomineeInput = { nomineeName: '', nomineeAdd1: '', nomineeAdd2: '', nomineeAdd3: '', state: '', city: '', pincode: '' };

export function NomineeForm() {
  const { form, banner, busy, submitWith } = useBffForm<EmpanelmentNomineeInput>({
    resolver: lazyZodResolver<EmpanelmentNomineeInput>(() => import('@/lib/forms/empanelment/empanelment-nominee').then((m) => m.empanelmentNomineeSchema)),
    defaultValues: EMPTY,
  });

  const onSubmit = submitWith(
    (values) => bff<EmpanelmentRegisterResponse>(EMPANELMENT_REGISTER_API, { body: values, public: true }),
    (answer) => {
      window.location.assign(answer.next);
      return 'leave';
    },
  );

  const text = { autoComplete: 'off', maxLength: NOMINEE_TEXT_MAX };
  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        {banner && <Alert tone="error">{banner}</Alert>}
        <TextInput name="nomineeName" label="Nominee Name" required {...text} />
        <TextInput name="nomineeAdd1" label="Address Line 1" required {...text} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="nomineeAdd2" label="Address Line 2" {...text} />
          <TextInput name="nomineeAdd3" label="Address Line 3" {...text} />
          <SelectInput name="state" label="State" options={INDIAN_STATES} required />
          <TextInput name="city" label="City" required {...text} />
          <TextInput name="pincode" label="Pincode" {...numberInputProps} maxLength={6} required />
        </div>
        <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
          <Link href={stepPath(empanelmentJourney, 'bank-details')} className={buttonClassName('secondary')}>
            Back
          </Link>
          <Button type="submit" busy={busy} busyLabel="Submitting…">
            Submit
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
