'use client';

import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { TaggingFields } from '@/components/transactions/TaggingFields';
import { phaseResolver } from '@/components/transactions/phase-resolver';
import { useTransactionSubmit } from '@/components/transactions/useTransactionSubmit';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { ADDITIONAL_PURCHASE_MESSAGES } from '@/lib/forms/additional-purchase';
import { REDEMPTION_MESSAGES, RESET_ON_HOLDING_CHANGE } from '@/lib/forms/redemption';
import { CLEARED_ON_FOLIO, switchLiveSchema, switchSchema, type SwitchValues } from '@/lib/forms/switch';
import type { OutgoingFolio } from '@/server/services/redemption-holdings';
import { HoldingPanel } from '../../../redemption/digital/transact/HoldingPanel';
import { OutgoingFields } from '../../../redemption/digital/transact/OutgoingFields';
import { useSwitchSchemes, type RestoredSwitchIn } from './useSwitchSchemes';

export interface SwitchFormProps {
  f: string;
  arn: string;
  folios: OutgoingFolio[];
  categories: string[];
  arnEuins: string[];
  draft: Record<string, string> | null;
  restoredSchemes: RestoredSwitchIn | null;
}

const FIELDS = Object.keys(switchSchema.shape) as (keyof SwitchValues)[];

function initialValues({ arn, folios, draft }: SwitchFormProps): SwitchValues {
  const blank: SwitchValues = {
    folio: '', scheme: '', type: 'P', mode: 'U', value: '', balUnits: '', curValue: '', minAmount: '', category: '', switchInScheme: '',
    arnCode: arn, subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '',
  };
  const restored = { ...blank, ...(draft ?? {}), arnCode: arn } as SwitchValues;
  const holding = folios.find((x) => x.acno === restored.folio)?.holdings.find((h) => h.value === restored.scheme);
  // A draft whose holding is gone (redeemed since) keeps only the tagging.
  if (!holding) return { ...restored, folio: '', scheme: '', category: '', switchInScheme: '', type: 'P', mode: 'U', value: '', balUnits: '', curValue: '', minAmount: '' };
  return { ...restored, balUnits: holding.balUnits, curValue: String(holding.curValue) };
}

export function SwitchForm(props: SwitchFormProps) {
  const form = useForm<SwitchValues>({
    resolver: phaseResolver<SwitchValues>(switchSchema, switchLiveSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: initialValues(props),
  });
  const { register, handleSubmit, setValue, setError, clearErrors, getValues, trigger, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const [folio, scheme, category, switchIn] = useWatch({ control, name: ['folio', 'scheme', 'category', 'switchInScheme'] });
  const holdings = props.folios.find((x) => x.acno === folio)?.holdings ?? [];
  const holding = holdings.find((h) => h.value === scheme) ?? null;
  const targets = useSwitchSchemes(folio, category, props.restoredSchemes);
  const target = targets.schemes.find((s) => s.value === switchIn) ?? null;
  const { banner, leaving, submit } = useTransactionSubmit('switch', props.f, FIELDS);
  const noTargets = !!category && !targets.loading && !targets.error && targets.schemes.length === 0;

  function startOver() {
    for (const [name, v] of Object.entries(RESET_ON_HOLDING_CHANGE)) setValue(name as 'type' | 'mode' | 'value', v as never);
    clearErrors(['value', 'mode']);
  }

  function chooseScheme(value: string) {
    const chosen = holdings.find((h) => h.value === value);
    setValue('balUnits', chosen?.balUnits ?? '');
    setValue('curValue', chosen ? String(chosen.curValue) : '');
    startOver();
  }

  function chooseTarget(value: string) {
    setValue('minAmount', String(targets.schemes.find((s) => s.value === value)?.min ?? ''));
    if (getValues('value')) void trigger('value');
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit((values) => submit(values, setError))} noValidate className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        {props.folios.length === 0 && <Alert tone="warning">{REDEMPTION_MESSAGES.noFolios}</Alert>}
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-ink">Switch out</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Folio"
              required
              placeholder="Select Folio"
              options={props.folios.map((x) => x.acno)}
              hint="Folios with no balance are not listed."
              error={errors.folio?.message}
              {...register('folio', {
                // A new folio clears both schemes and the category (seed 001 section 4).
                onChange: () => {
                  for (const name of CLEARED_ON_FOLIO) setValue(name, '');
                  startOver();
                },
              })}
            />
            <SelectField
              label="Switch out Scheme"
              required
              placeholder="Select Scheme"
              disabled={!folio}
              options={holdings.map((h) => ({ value: h.value, label: h.label }))}
              error={errors.scheme?.message}
              {...register('scheme', { onChange: (e: { target: { value: string } }) => chooseScheme(e.target.value) })}
            />
          </div>
          <HoldingPanel holding={holding ? { ...holding, minAmount: target?.min ?? 0 } : null} minimumLabel="Switch in Minimum Amount" />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-ink">Switch in</legend>
          {targets.error && <Alert tone="error">{targets.error}</Alert>}
          {noTargets && <Alert tone="warning">{ADDITIONAL_PURCHASE_MESSAGES.noSchemes}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Category"
              required
              placeholder="Select Category"
              disabled={!folio}
              options={props.categories}
              error={errors.category?.message}
              {...register('category', { onChange: () => (setValue('switchInScheme', ''), setValue('minAmount', '')) })}
            />
            <SelectField
              label="Switch In Scheme"
              required
              placeholder={targets.loading ? 'Loading schemes…' : 'Select Scheme'}
              disabled={!category || targets.loading}
              aria-busy={targets.loading || undefined}
              options={targets.schemes.map((s) => ({ value: s.value, label: s.label }))}
              error={errors.switchInScheme?.message}
              {...register('switchInScheme', { onChange: (e: { target: { value: string } }) => chooseTarget(e.target.value) })}
            />
          </div>
        </fieldset>
        <TaggingFields arnEuins={props.arnEuins} />
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-ink">Switch</legend>
          <OutgoingFields prefix="Switch" holdingChosen={!!holding} />
        </fieldset>
        <div className="flex justify-end border-t border-line pt-4">
          <Button type="submit" busy={isSubmitting || leaving} busyLabel="Submitting…" className="w-full sm:w-auto">
            Submit
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
