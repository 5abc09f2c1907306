'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { DateField } from '@/components/forms/DateField';
import { TextInput } from '@/components/forms/TextInput';
import { TextField } from '@/components/ui/TextField';
import { parseDisplayDate } from '@/lib/dates';
import type { SchemeStepInput } from '@/lib/forms/onboarding/new-investor-scheme';
import { GOALS, TOP_UP_FREQUENCIES, TOP_UP_IMPOSSIBLE } from '@/lib/forms/onboarding/new-investor-scheme-fields';
import { topupDateFields } from '@/lib/forms/sip/topup-date-fields';
import type { TopupFrequency } from '@/lib/rules/sip-topup';

const digits = (s: string) => s.replace(/\D/g, '');

export interface SipFieldsProps {
  frequencies: readonly { value: string; label: string }[];
  days: readonly string[];
  /** Runs the period again when the day, frequency or installments change. */
  onPeriodInput: () => void;
}

/** The iSIP part of the scheme step: frequency, day, installments, the server's period, goal and top-up. */
export function SipFields({ frequencies, days, onPeriodInput }: SipFieldsProps) {
  const { setValue, trigger } = useFormContext<SchemeStepInput>();
  const [start, end, goal, topUp, topUpFrequency, topUpStart] = useWatch<SchemeStepInput>({
    name: ['sipStart', 'sipEnd', 'goalSip', 'topUp', 'topUpFrequency', 'topUpStart'],
  }) as string[];
  const recompute = { onChange: onPeriodInput };
  // The top-up's hints offer only dates that can be met within this SIP, or say why there are none.
  const sipStart = parseDisplayDate(start ?? '');
  const sipEnd = parseDisplayDate(end ?? '');
  const sip = sipStart && sipEnd ? { start: sipStart, end: sipEnd } : null;
  const frequency: TopupFrequency = topUpFrequency === 'Y' ? 'Y' : 'H';
  const chosenStart = parseDisplayDate(topUpStart ?? '');
  const { startHint, endHint, startChoice, endChoice, validStart, impossible } = topupDateFields(sip, chosenStart, frequency, TOP_UP_IMPOSSIBLE);
  const clearTopUpDates = () => {
    setValue('topUpStart', '');
    setValue('topUpEnd', '');
  };
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectInput name="frequency" label="Frequency" required options={frequencies} rules={recompute} />
        <SelectInput name="sipDay" label="SIP Date" required options={days} rules={recompute} />
        <TextInput name="installments" label="No of Installments" required inputMode="numeric" maxLength={3} clean={digits} rules={{ onBlur: onPeriodInput }} />
        <TextField label="SIP Period From" value={start ?? ''} readOnly />
        <TextField label="SIP Period To" value={end ?? ''} readOnly />
      </div>
      <RadioGroup name="goalSip" legend="Goal SIP" options={['Yes', 'No']} />
      {goal === 'Yes' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput name="goalName" label="Goal" required options={GOALS} />
          <TextInput name="goalAmount" label="Goal SIP Amount" required inputMode="numeric" maxLength={8} clean={digits} />
        </div>
      )}
      {end && (
        <RadioGroup
          name="topUp"
          legend="Top-up"
          options={['Yes', 'No']}
          rules={{
            // A new choice starts the top-up afresh.
            onChange: () => {
              setValue('topUpFrequency', 'H');
              for (const f of ['topUpAmount', 'topUpStart', 'topUpEnd'] as const) setValue(f, '');
            },
          }}
        />
      )}
      {end && topUp === 'Yes' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput
            name="topUpFrequency"
            label="Top-up Frequency"
            required
            options={TOP_UP_FREQUENCIES}
            placeholder="Select Frequency"
            // Choosing the frequency clears the dates (seed 002 section 4.5).
            rules={{ onChange: clearTopUpDates }}
          />
          <TextInput name="topUpAmount" label="Top-up Amount" required inputMode="numeric" maxLength={8} clean={digits} />
          {/* A start is checked as the field is left, so its end's window is never built from a refused one. */}
          <DateField
            name="topUpStart" label="Top-up Start Date" required={!impossible} disabled={impossible} hint={startHint} choice={startChoice}
            rules={{ onChange: () => setValue('topUpEnd', ''), onBlur: () => void trigger('topUpStart') }}
          />
          <DateField name="topUpEnd" label="Top-up End Date" required={!impossible} disabled={!validStart} hint={endHint} choice={endChoice} />
        </div>
      )}
    </div>
  );
}
