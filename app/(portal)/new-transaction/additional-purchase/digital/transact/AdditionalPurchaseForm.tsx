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
import {
  ADDITIONAL_PURCHASE_MESSAGES,
  additionalPurchaseLiveSchema,
  additionalPurchaseSchema,
  CLEARED_ON_SCHEME_TYPE,
  SCHEME_TYPE_LABELS,
  SCHEME_TYPES,
  type AdditionalPurchaseValues,
} from '@/lib/forms/additional-purchase';
import { formatRupees } from '@/lib/money';

export interface FolioOption {
  acno: string;
  value: number;
  schemes: SchemeChoice[];
}

export interface AdditionalPurchaseFormProps {
  f: string;
  arn: string;
  folios: FolioOption[];
  categories: string[];
  arnEuins: string[];
  restoredEuins: string[] | null;
  draft: Record<string, string> | null;
  restoredSchemes: { category: string; folio: string | null; schemes: SchemeChoice[] };
}

const FIELDS = Object.keys(additionalPurchaseSchema.shape) as (keyof AdditionalPurchaseValues)[];

function initialValues({ arn, folios, draft }: AdditionalPurchaseFormProps): AdditionalPurchaseValues {
  const blank: AdditionalPurchaseValues = {
    folio: folios.length === 1 ? (folios[0]?.acno ?? '') : '', schemeType: 'EXISTING', category: '', scheme: '', amount: '',
    minAmount: '', multiples: '', arnCode: arn, subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '',
  };
  const restored = { ...blank, ...(draft ?? {}), arnCode: arn } as AdditionalPurchaseValues;
  // A folio that has since been emptied is no longer offered, and neither is what was chosen in it.
  return folios.some((f) => f.acno === restored.folio) ? restored : { ...restored, folio: blank.folio, scheme: '', amount: '' };
}

export function AdditionalPurchaseForm(props: AdditionalPurchaseFormProps) {
  const form = useForm<AdditionalPurchaseValues>({
    resolver: phaseResolver<AdditionalPurchaseValues>(additionalPurchaseSchema, additionalPurchaseLiveSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: initialValues(props),
  });
  const { register, handleSubmit, setValue, clearErrors, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const [folio, schemeType, category] = useWatch({ control, name: ['folio', 'schemeType', 'category'] });
  const existing = props.folios.find((f) => f.acno === folio)?.schemes ?? [];
  const fetched = useSchemes(schemeType === 'NEW' && folio ? category : '', folio || null, props.restoredSchemes);
  const schemes = schemeType === 'EXISTING' ? { schemes: existing, loading: false, error: null } : fetched;
  const { banner, leaving, submit } = useTransactionSubmit('additional-purchase', props.f, FIELDS);

  const clear = (names: readonly (keyof AdditionalPurchaseValues)[]) => {
    for (const name of names) setValue(name, '');
    clearErrors([...names]);
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={handleSubmit((values) => submit(values, setError))}
        noValidate
        className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
      >
        {banner && <Alert tone="error">{banner}</Alert>}
        {props.folios.length === 0 && <Alert tone="warning">{ADDITIONAL_PURCHASE_MESSAGES.noFolios}</Alert>}
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-ink">Investment</legend>
          <SelectField
            label="Folio"
            required
            placeholder="Select Folio"
            options={props.folios.map((f) => ({ value: f.acno, label: `${f.acno} (${formatRupees(f.value)})` }))}
            error={errors.folio?.message}
            {...register('folio', { onChange: () => clear(CLEARED_ON_SCHEME_TYPE) })}
          />
          <fieldset>
            <legend className="mb-1 block text-sm font-medium text-ink">Scheme Type</legend>
            <div className="flex flex-wrap gap-x-6">
              {SCHEME_TYPES.map((value) => (
                <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    value={value}
                    className="h-4 w-4 accent-brand-700"
                    {...register('schemeType', { onChange: () => clear(CLEARED_ON_SCHEME_TYPE) })}
                  />
                  {SCHEME_TYPE_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          {schemeType === 'NEW' && (
            <SelectField
              label="Category"
              required
              placeholder="Select Category"
              options={props.categories}
              disabled={!folio}
              error={errors.category?.message}
              {...register('category', { onChange: () => clear(['scheme', 'amount', 'minAmount', 'multiples']) })}
            />
          )}
          <SchemeFields schemes={schemes} amountLabel="Amount" disabled={!folio || (schemeType === 'NEW' && !category)} />
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
