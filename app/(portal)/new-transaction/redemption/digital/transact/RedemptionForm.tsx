'use client';

import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { phaseResolver } from '@/components/transactions/phase-resolver';
import { useTransactionSubmit } from '@/components/transactions/useTransactionSubmit';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { REDEMPTION_MESSAGES, redemptionLiveSchema, redemptionSchema, RESET_ON_HOLDING_CHANGE, type RedemptionValues } from '@/lib/forms/redemption';
import type { OutgoingFolio } from '@/server/services/redemption-holdings';
import { HoldingPanel } from './HoldingPanel';
import { OutgoingFields } from './OutgoingFields';
import { useBanks, type BankChoice } from './useBanks';

export interface RedemptionFormProps {
  f: string;
  folios: OutgoingFolio[];
  draft: Record<string, string> | null;
  restoredBanks: { folio: string; banks: BankChoice[] } | null;
}

const FIELDS = Object.keys(redemptionSchema.shape) as (keyof RedemptionValues)[];
const BLANK: RedemptionValues = { folio: '', scheme: '', type: 'P', mode: 'U', value: '', balUnits: '', curValue: '', minAmount: '', bank: '' };

/** The draft back in the form, if its folio and scheme are still on offer; the figures are today's. */
function initialValues({ folios, draft }: RedemptionFormProps): RedemptionValues {
  const restored = { ...BLANK, ...(draft ?? {}) } as RedemptionValues;
  const holding = folios.find((f) => f.acno === restored.folio)?.holdings.find((h) => h.value === restored.scheme);
  if (!holding) return { ...BLANK, folio: folios.some((f) => f.acno === restored.folio) ? restored.folio : '' };
  return { ...restored, balUnits: holding.balUnits, curValue: String(holding.curValue), minAmount: String(holding.minAmount) };
}

export function RedemptionForm(props: RedemptionFormProps) {
  const form = useForm<RedemptionValues>({
    resolver: phaseResolver<RedemptionValues>(redemptionSchema, redemptionLiveSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: initialValues(props),
  });
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const [folio, scheme] = useWatch({ control, name: ['folio', 'scheme'] });
  const holdings = props.folios.find((x) => x.acno === folio)?.holdings ?? [];
  const holding = holdings.find((h) => h.value === scheme) ?? null;
  const banks = useBanks(folio, props.restoredBanks);
  const { banner, leaving, submit } = useTransactionSubmit('redemption', props.f, FIELDS);

  // A new folio or scheme starts the order again: Partial, by Units, no value (seed 001 section 4).
  function startOver(next: { folio?: boolean }) {
    for (const [name, v] of Object.entries(RESET_ON_HOLDING_CHANGE)) setValue(name as 'type' | 'mode' | 'value', v as never);
    if (next.folio) for (const name of ['scheme', 'bank', 'balUnits', 'curValue', 'minAmount'] as const) setValue(name, '');
    clearErrors(['value', 'mode']);
  }

  function chooseScheme(value: string) {
    const chosen = holdings.find((h) => h.value === value);
    setValue('balUnits', chosen?.balUnits ?? '');
    setValue('curValue', chosen ? String(chosen.curValue) : '');
    setValue('minAmount', chosen ? String(chosen.minAmount) : '');
    startOver({});
  }

  return (
    <FormProvider {...form}>
      <form
        onSubmit={handleSubmit((values) => submit(values, setError))}
        noValidate
        className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
      >
        {banner && <Alert tone="error">{banner}</Alert>}
        {props.folios.length === 0 && <Alert tone="warning">{REDEMPTION_MESSAGES.noFolios}</Alert>}
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-ink">Redemption</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Folio"
              required
              placeholder="Select Folio"
              options={props.folios.map((x) => x.acno)}
              hint="Folios with no balance are not listed."
              error={errors.folio?.message}
              {...register('folio', { onChange: () => startOver({ folio: true }) })}
            />
            <SelectField
              label="Scheme"
              required
              placeholder="Select Scheme"
              disabled={!folio}
              options={holdings.map((h) => ({ value: h.value, label: h.label }))}
              error={errors.scheme?.message}
              {...register('scheme', { onChange: (e: { target: { value: string } }) => chooseScheme(e.target.value) })}
            />
          </div>
          <HoldingPanel holding={holding} />
          <OutgoingFields prefix="Redemption" holdingChosen={!!holding} />
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-base font-semibold text-ink">Payout</legend>
          {banks.error && <Alert tone="error">{banks.error}</Alert>}
          <SelectField
            label="Bank"
            required
            placeholder={banks.loading ? 'Loading banks…' : 'Please select the bank'}
            disabled={!folio || banks.loading}
            aria-busy={banks.loading || undefined}
            options={banks.banks}
            error={errors.bank?.message}
            {...register('bank')}
          />
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
