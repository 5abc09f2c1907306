'use client';

import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { newInvestorStepApi, type StepSaved } from '@/lib/api/new-investor';
import { istDay } from '@/lib/dates';
import type { Holder } from '@/lib/forms/onboarding/new-investor-applicant';
import { HOLDER_TITLES } from '@/lib/forms/onboarding/new-investor-applicant-fields';
import type { FatcaStepInput } from '@/lib/forms/onboarding/new-investor-fatca';
import { fatcaNeededFor, uaeLinked } from '@/lib/forms/onboarding/new-investor-fatca-fields';
import { FatcaHolderFields } from './FatcaHolderFields';
import { StepActions, useGoOn } from '../StepActions';
import { useNoScriptSubmit } from '@/components/forms/no-script';

export interface FatcaFormProps {
  initial: FatcaStepInput;
  holders: readonly Pick<Holder, 'name' | 'taxResidentElsewhere' | 'nationality' | 'country'>[];
  tinCountries: readonly { value: string; label: string }[];
  back: string;
}

/** The FATCA step: each holder who is tax resident elsewhere or linked with the UAE; Proceed validates each TIN. */
export function FatcaForm({ initial, holders, tinCountries, back }: FatcaFormProps) {
  const goOn = useGoOn();
  // One per set of holders: the schema is built for them and for the day it is made.
  const resolver = useMemo(() => {
    const today = istDay(new Date());
    return lazyZodResolver<FatcaStepInput>(() => import('@/lib/forms/onboarding/new-investor-fatca').then((m) => m.fatcaSchema(today, holders)));
  }, [holders]);
  const { form, banner, busy, submitWith } = useBffForm<FatcaStepInput>({ resolver, defaultValues: initial });

  const onSubmit = submitWith(
    (values) => bff<StepSaved>(newInvestorStepApi('fatca-details'), { body: values }),
    goOn,
  );

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        {holders.map((h, i) =>
          fatcaNeededFor(h) ? (
            <fieldset key={i} className="space-y-3 rounded-card border border-line p-4">
              <legend className="px-1 font-semibold text-brand-800">
                {HOLDER_TITLES[i]}: {h.name}
              </legend>
              <FatcaHolderFields index={i} taxed={h.taxResidentElsewhere === 'Yes'} uae={uaeLinked(h)} tinCountries={tinCountries} />
            </fieldset>
          ) : null,
        )}
        <StepActions back={back} busy={busy} />
      </form>
    </FormProvider>
  );
}
