'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EmpanelmentRegisterResponse } from '@/app/api/public/empanelment/register/route';
import { numberInputProps } from '@/components/empanelment/number-keys';
import { postJson } from '@/components/empanelment/post';
import { SelectField } from '@/components/ui/SelectField';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import {
  INDIAN_STATES, NOMINEE_TEXT_MAX, empanelmentNomineeSchema, type EmpanelmentNominee, type EmpanelmentNomineeInput,
} from '@/lib/forms/empanelment-nominee';

export function NomineeForm() {
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register, handleSubmit, setError,
    formState: { errors, isSubmitting },
  } = useForm<EmpanelmentNomineeInput, unknown, EmpanelmentNominee>({
    resolver: zodResolver(empanelmentNomineeSchema),
    defaultValues: { nomineeName: '', nomineeAdd1: '', nomineeAdd2: '', nomineeAdd3: '', state: '', city: '', pincode: '' },
  });

  async function onSubmit(values: EmpanelmentNominee) {
    setProblem(null);
    const res = await postJson<EmpanelmentRegisterResponse>('/api/public/empanelment/register', values);
    if (res.ok) {
      setLeaving(true);
      window.location.assign(res.data.next);
      return;
    }
    for (const [name, message] of Object.entries(res.fieldErrors)) {
      setError(name as keyof EmpanelmentNomineeInput, { type: 'server', message });
    }
    setProblem(res.message);
  }

  const text = { maxLength: NOMINEE_TEXT_MAX };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextField label="Nominee Name" autoComplete="off" required {...text} error={errors.nomineeName?.message} {...register('nomineeName')} />
      <TextField label="Address Line 1" autoComplete="off" required {...text} error={errors.nomineeAdd1?.message} {...register('nomineeAdd1')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Address Line 2" autoComplete="off" {...text} error={errors.nomineeAdd2?.message} {...register('nomineeAdd2')} />
        <TextField label="Address Line 3" autoComplete="off" {...text} error={errors.nomineeAdd3?.message} {...register('nomineeAdd3')} />
        <SelectField label="State" options={INDIAN_STATES} required error={errors.state?.message} {...register('state')} />
        <TextField label="City" autoComplete="off" required {...text} error={errors.city?.message} {...register('city')} />
        <TextField label="Pincode" {...numberInputProps} maxLength={6} required error={errors.pincode?.message} {...register('pincode')} />
      </div>
      <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
        <Link href="/distributor-empanellement/bank-details" className={buttonClassName('secondary')}>
          Back
        </Link>
        <Button type="submit" busy={isSubmitting || leaving} busyLabel="Submitting…">
          Submit
        </Button>
      </div>
    </form>
  );
}
