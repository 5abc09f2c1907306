'use client';

import { useMemo } from 'react';
import { FormProvider, useWatch, type Resolver } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useBffForm } from '@/components/forms/useBffForm';
import { NomineeList } from '@/components/nominees/NomineeList';
import type { NomineeLists } from '@/components/nominees/NomineeFields';
import { Alert } from '@/components/ui/Alert';
import { newInvestorStepApi, type StepSaved } from '@/lib/api/new-investor';
import { istDay } from '@/lib/dates';
import type { NomineeStepInput } from '@/lib/forms/onboarding/new-investor-nominee';
import { StepActions, useGoOn } from '../StepActions';
import { useNoScriptSubmit } from '@/components/forms/no-script';

export interface NomineeStepFormProps {
  initial: NomineeStepInput;
  holders: { name: string; pan: string }[];
  single: boolean;
  lists: NomineeLists;
  back: string;
}

/** The nominee step: up to ten nominees (lib/rules/regulations.ts) with the default share split, or the wish not to nominate. */
export function NomineeStepForm({ initial, holders, single, lists, back }: NomineeStepFormProps) {
  const goOn = useGoOn();
  const today = useMemo(() => istDay(new Date()), []);
  // One per set of holders, so a check does not build the schema again. The nominees typed stay in the
  // form while 'do not wish to nominate' is ticked, so unticking brings them back; the step is checked and
  // sent without them then, as the server saves it.
  const resolver = useMemo<Resolver<NomineeStepInput>>(() => {
    const check = lazyZodResolver<NomineeStepInput>(() => import('@/lib/forms/onboarding/new-investor-nominee').then((m) => m.nomineeStepSchema({ today, holders, single })));
    return (values, context, options) => check(values.wishNotToNominate ? { ...values, nominees: [] } : values, context, options);
  }, [today, holders, single]);
  const { form, banner, busy, submitWith } = useBffForm<NomineeStepInput>({ resolver, defaultValues: initial });
  const optOut = useWatch({ control: form.control, name: 'wishNotToNominate' });

  const onSubmit = submitWith(
    (values) => bff<StepSaved>(newInvestorStepApi('nominee-details'), { body: values }),
    goOn,
  );

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        <NomineeList lists={lists} />
        <StepActions back={back} busy={busy} label={optOut ? 'Proceed' : 'Save & Proceed'} />
      </form>
    </FormProvider>
  );
}
