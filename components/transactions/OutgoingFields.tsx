'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { AmountInput } from '@/components/forms/AmountField';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { TextInput } from '@/components/forms/TextInput';
import { TextField } from '@/components/ui/TextField';
import { afterTypeChange, MODE_LABELS, OUTGOING_MODES, OUTGOING_TYPES, TYPE_LABELS, UNITS_MAX_LENGTH, type OutgoingMode, type OutgoingType } from '@/lib/forms/redemption/redemption-fields';
import { cleanUnitsInput, UNITS_BLOCKED_KEYS } from './units-input';

interface OutgoingValues {
  type: OutgoingType;
  mode: OutgoingMode;
  value: string;
  balUnits: string;
}

/**
 * Partial or Full, Units or Amount, and the value (seed 001 section 4): Full fixes the mode to Units and
 * the value to the balance units, and disables both; Partial clears the value.
 */
export function OutgoingFields({ prefix, holdingChosen }: { prefix: 'Redemption' | 'Switch'; holdingChosen: boolean }) {
  const { setValue, getValues, clearErrors, control } = useFormContext<OutgoingValues>();
  const [type, mode, value] = useWatch({ control, name: ['type', 'mode', 'value'] });
  const full = type === 'F';
  const valueLabel = `${prefix} Value`;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <RadioGroup
          name="type"
          legend={`${prefix} Type`}
          disabled={!holdingChosen}
          options={OUTGOING_TYPES.map((v) => ({ value: v, label: TYPE_LABELS[v] }))}
          rules={{
            onChange: (e: { target: { value: string } }) => {
              const next = afterTypeChange(e.target.value as OutgoingType, getValues('balUnits'));
              if ('mode' in next) setValue('mode', next.mode);
              setValue('value', next.value);
              clearErrors('value');
            },
          }}
        />
        <RadioGroup
          name="mode"
          legend={`${prefix} Mode`}
          disabled={!holdingChosen}
          options={OUTGOING_MODES.map((v) => ({ value: v, label: MODE_LABELS[v], disabled: full && v === 'A' }))}
          rules={{ onChange: () => (setValue('value', ''), clearErrors('value')) }}
        />
      </div>
      {full ? (
        // Disabled for real, not merely read-only. It is not registered, so the balance units set by
        // the type change stay in the form's values and are submitted (a disabled registered field is not).
        <TextField
          label={valueLabel}
          value={value ?? ''}
          disabled
          hint={`A full ${prefix.toLowerCase()} of every unit in the scheme.`}
        />
      ) : mode === 'A' ? (
        <AmountInput name="value" label={valueLabel} required />
      ) : (
        <TextInput
          name="value"
          label={valueLabel}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={UNITS_MAX_LENGTH}
          hint="Units, up to four decimals."
          onKeyDown={(e) => UNITS_BLOCKED_KEYS.includes(e.key) && e.preventDefault()}
          clean={cleanUnitsInput}
        />
      )}
    </div>
  );
}
