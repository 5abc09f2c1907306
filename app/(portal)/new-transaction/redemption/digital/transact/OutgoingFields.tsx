'use client';

import { useFormContext, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { AmountField } from '@/components/transactions/AmountField';
import { TextField } from '@/components/ui/TextField';
import { afterTypeChange, MODE_LABELS, OUTGOING_MODES, OUTGOING_TYPES, TYPE_LABELS, UNITS_MAX_LENGTH, type OutgoingMode, type OutgoingType } from '@/lib/forms/redemption';
import { cleanUnitsInput, UNITS_BLOCKED_KEYS } from './units-input';

interface OutgoingValues {
  type: OutgoingType;
  mode: OutgoingMode;
  value: string;
  balUnits: string;
}

function Radios<T extends string>({ legend, values, labels, disabled, field }: {
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  disabled: (v: T) => boolean;
  field: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-ink">{legend}</legend>
      <div className="flex gap-6">
        {values.map((v) => (
          <label key={v} className={`inline-flex min-h-10 items-center gap-2 text-sm ${disabled(v) ? 'text-ink-muted' : 'text-ink'}`}>
            <input type="radio" value={v} disabled={disabled(v)} className="h-4 w-4 accent-brand-700" {...field} />
            {labels[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Partial or Full, Units or Amount, and the value (seed 001 section 4): Full fixes the mode to Units and
 * the value to the balance units, and locks both; Partial clears the value.
 */
export function OutgoingFields({ prefix, holdingChosen }: { prefix: 'Redemption' | 'Switch'; holdingChosen: boolean }) {
  const { register, setValue, getValues, clearErrors, control, formState } = useFormContext<OutgoingValues>();
  const { errors } = formState;
  const [type, mode, value] = useWatch({ control, name: ['type', 'mode', 'value'] });
  const full = type === 'F';
  const valueLabel = `${prefix} Value`;

  const typeField = register('type', {
    onChange: (e: { target: { value: string } }) => {
      const next = afterTypeChange(e.target.value as OutgoingType, getValues('balUnits'));
      if ('mode' in next) setValue('mode', next.mode);
      setValue('value', next.value);
      clearErrors('value');
    },
  });
  const modeField = register('mode', { onChange: () => (setValue('value', ''), clearErrors('value')) });
  const valueField = register('value');

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Radios legend={`${prefix} Type`} values={OUTGOING_TYPES} labels={TYPE_LABELS} disabled={() => !holdingChosen} field={typeField} />
        <Radios legend={`${prefix} Mode`} values={OUTGOING_MODES} labels={MODE_LABELS} disabled={(m) => !holdingChosen || (full && m === 'A')} field={modeField} />
      </div>
      {mode === 'A' ? (
        <AmountField label={valueLabel} required value={value} readOnly={full} error={errors.value?.message} {...valueField} />
      ) : (
        <TextField
          label={valueLabel}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={UNITS_MAX_LENGTH}
          readOnly={full}
          hint={full ? `A full ${prefix.toLowerCase()} of every unit in the scheme.` : 'Units, up to four decimals.'}
          error={errors.value?.message}
          onKeyDown={(e) => UNITS_BLOCKED_KEYS.includes(e.key) && e.preventDefault()}
          {...valueField}
          onChange={(e) => {
            const cleaned = cleanUnitsInput(e.target.value);
            if (cleaned !== e.target.value) e.target.value = cleaned;
            return valueField.onChange(e);
          }}
        />
      )}
    </div>
  );
}
