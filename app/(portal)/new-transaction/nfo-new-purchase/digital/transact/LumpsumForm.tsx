'use client';

import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { IdcwNote } from '@/components/transactions/IdcwNote';
import { SchemeFields } from '@/components/transactions/SchemeFields';
import { TaggingFields } from '@/components/transactions/TaggingFields';
import { phaseResolver } from '@/components/transactions/phase-resolver';
import { useSchemes, type SchemeChoice } from '@/components/transactions/useSchemes';
import { useTransactionSubmit } from '@/components/transactions/useTransactionSubmit';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { lumpsumLiveSchema, lumpsumSchema, type LumpsumValues } from '@/lib/forms/lumpsum';
import { cleanNameInput, DEFAULT_COUNTRY_CODE } from '@/lib/rules/contact';
import { ContactFields } from './ContactFields';

export interface LumpsumFormProps {
  f: string;
  arn: string;
  investor: { name: string; email: string | null; mobile: string | null };
  categories: string[];
  arnEuins: string[];
  restoredEuins: string[] | null;
  draft: Record<string, string> | null;
  restoredSchemes: { category: string; folio: null; schemes: SchemeChoice[] };
}

const FIELDS = Object.keys(lumpsumSchema.shape) as (keyof LumpsumValues)[];

function initialValues({ arn, investor, draft }: LumpsumFormProps): LumpsumValues {
  const blank: LumpsumValues = {
    investorName: cleanNameInput(investor.name), emailFamily: 'SE', email: '', mobileFamily: 'SE', countryCode: DEFAULT_COUNTRY_CODE,
    mobile: '', category: '', scheme: '', amount: '', minAmount: '', multiples: '', arnCode: arn, subArnCode: '', subBrokerCode: '',
    euinDeclaration: 'YES', euin: '',
  };
  const restored = { ...blank, ...(draft ?? {}) } as LumpsumValues;
  // What is on record wins over a draft: those fields are locked.
  if (investor.email) restored.email = investor.email;
  if (investor.mobile) Object.assign(restored, { mobile: investor.mobile, countryCode: DEFAULT_COUNTRY_CODE });
  return { ...restored, arnCode: arn };
}

export function LumpsumForm(props: LumpsumFormProps) {
  const form = useForm<LumpsumValues>({
    resolver: phaseResolver<LumpsumValues>(lumpsumSchema, lumpsumLiveSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: initialValues(props),
  });
  const { register, handleSubmit, setValue, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const category = useWatch({ control, name: 'category' });
  const schemes = useSchemes(category, null, props.restoredSchemes);
  const { banner, leaving, submit } = useTransactionSubmit('lumpsum', props.f, FIELDS);

  return (
    <FormProvider {...form}>
      <form
        onSubmit={handleSubmit((values) => submit(values, setError))}
        noValidate
        className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
      >
        {banner && <Alert tone="error">{banner}</Alert>}
        <ContactFields locked={{ email: !!props.investor.email, mobile: !!props.investor.mobile }} />
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-ink">Investment</legend>
          <SelectField
            label="Category"
            required
            placeholder="Select Category"
            options={props.categories}
            error={errors.category?.message}
            {...register('category', {
              onChange: () => {
                for (const name of ['scheme', 'amount', 'minAmount', 'multiples'] as const) setValue(name, '');
              },
            })}
          />
          <SchemeFields
            schemes={schemes}
            amountLabel="Minimum Investment Amount"
            disabled={!category}
          />
          <IdcwNote />
        </fieldset>
        <TaggingFields arnEuins={props.arnEuins} restoredEuins={props.restoredEuins} />
        <div className="flex justify-end border-t border-line pt-4">
          <Button type="submit" busy={isSubmitting || leaving} busyLabel="Submitting…" className="w-full sm:w-auto">
            Submit
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
