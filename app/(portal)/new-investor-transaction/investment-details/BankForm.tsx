'use client';

import { FormProvider } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { NEW_INVESTOR_IFSC_API, newInvestorStepApi, type IfscResponse, type StepSaved } from '@/lib/api/new-investor';
import type { BankStepInput } from '@/lib/forms/onboarding/new-investor-bank';
import { ACCOUNT_MAX, IFSC_LENGTH } from '@/lib/forms/onboarding/new-investor-bank-fields';
import { StepActions, useGoOn } from '../StepActions';
import { refuseOn } from '@/components/forms/refusal';
import { useNoScriptSubmit } from '@/components/forms/no-script';

const digits = (s: string) => s.replace(/\D/g, '');
const upper = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const BRANCH_FIELDS = ['bankName', 'micr', 'branchAddress1', 'branchAddress2', 'branchAddress3', 'branchCity', 'branchPincode'] as const;

export interface BankFormProps {
  initial: BankStepInput;
  accountTypes: readonly { value: string; label: string }[];
  back: string;
}

/** The investment step: the bank account found by IFSC, confirmed twice, validated by a Re 1 penny drop on Proceed. */
export function BankForm({ initial, accountTypes, back }: BankFormProps) {
  const goOn = useGoOn();
  const { form, banner, busy, submitWith } = useBffForm<BankStepInput>({ resolver: lazyZodResolver<BankStepInput>(() => import('@/lib/forms/onboarding/new-investor-bank').then((m) => m.bankStepSchema)), defaultValues: initial });

  async function onIfsc(e: { target: { value: string } }) {
    const ifsc = e.target.value;
    for (const f of BRANCH_FIELDS) form.setValue(f, '');
    if (ifsc.length !== IFSC_LENGTH || !(await form.trigger('ifsc'))) return;
    const res = await bff<IfscResponse>(NEW_INVESTOR_IFSC_API, { body: { ifsc } });
    if (!res.ok) return refuseOn(form.setError, res, 'ifsc');
    for (const f of BRANCH_FIELDS) form.setValue(f, res.data[f], { shouldValidate: true });
  }

  const onSubmit = submitWith(
    (values) => bff<StepSaved>(newInvestorStepApi('investment-details'), { body: values }),
    goOn,
  );

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="ifsc" label="IFSC" required maxLength={IFSC_LENGTH} clean={upper} className="uppercase" autoComplete="off" rules={{ onChange: onIfsc }} />
          <TextInput name="micr" label="MICR Code" readOnly />
          <TextInput name="bankName" label="Bank Name" required readOnly />
          <TextInput name="branchAddress1" label="Branch Address 1" required readOnly />
          <TextInput name="branchAddress2" label="Branch Address 2" readOnly />
          <TextInput name="branchAddress3" label="Branch Address 3" readOnly />
          <TextInput name="branchCity" label="Branch City" required readOnly />
          <TextInput name="branchPincode" label="Branch Pincode" required readOnly />
          <SelectInput name="accountType" label="Account Type" required options={accountTypes} />
          <TextInput name="accountNumber" label="Account Number" required inputMode="numeric" maxLength={ACCOUNT_MAX} clean={digits} autoComplete="off" />
          <TextInput name="confirmAccountNumber" label="Confirm Account Number" required inputMode="numeric" maxLength={ACCOUNT_MAX} clean={digits} autoComplete="off" />
        </div>
        <CheckboxInput
          name="pennyDropConsent"
          label="I authorise the fund house to credit Re 1 to this account to validate the investor's bank account."
        />
        <StepActions back={back} busy={busy} />
      </form>
    </FormProvider>
  );
}
