'use client';

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { FrequencySelect } from '@/components/transactions/sip/FrequencySelect';
import type { SipFrequency } from '@/lib/api/sip';
import { modificationDatesPath, type ModificationDatesResponse } from '@/lib/api/sip-changes';
import type { CalendarDay } from '@/lib/dates';
import type { ModificationValues } from '@/lib/forms/sip/sip-modification';
import { changeFrequency, changePerpetual, SIPM_MESSAGES, sipDayChoices } from '@/lib/forms/sip/sip-modification-fields';
import { refusedField, refuseOn } from '@/components/forms/refusal';

const digits = (t: string) => t.replace(/\D/g, '').slice(0, 4);
/** Typing a count waits this long before the registrar is asked for the dates. */
const SETTLE_MS = 400;

export interface ModificationScheduleProps {
  f: string;
  frequencies: SipFrequency[];
  loading: boolean;
  /** The mandate's end for a mandate-backed SIP (perpetual runs to it), else null. */
  mandateEnd: CalendarDay | null;
  /** Perpetual is offered only when its end is more than 5 months away. */
  perpetualOffered: boolean;
  apply: (next: ModificationValues) => void;
}

/** Frequency, SIP day, installments, perpetual and the dates /ISIPModificationDates computes (seed 002 section 4.4). */
export function ModificationSchedule({ f, frequencies, loading, mandateEnd, perpetualOffered, apply }: ModificationScheduleProps) {
  const { getValues, setValue, setError, clearErrors, control, formState } = useFormContext<ModificationValues>();
  // The SIP's own day, as the form opened with it: offered beside the scheme's days.
  const ownDay = formState.defaultValues?.sipDay ?? '';
  const [ihno, scheme, frequency, sipDay, installments, perpetual] = useWatch({ control, name: ['ihno', 'scheme', 'frequency', 'sipDay', 'installments', 'perpetual'] });
  const chosen = frequencies.find((x) => x.id === frequency) ?? null;

  // The registrar computes the modified SIP's first and last instalment whenever what they follow from changes.
  useEffect(() => {
    const count = perpetual ? '' : installments.trim();
    if (!scheme || !frequency || !sipDay || (!perpetual && !count)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      // A look-up whose answer is written into the form (as an IFSC's is), a settle time after the last
      // keystroke, and whose refusal goes onto the field it names: not a list shown as read.
      // eslint-disable-next-line no-restricted-syntax
      const answer = await bff<ModificationDatesResponse>(modificationDatesPath(f, { ihno, scheme, frequency, sipDay, installments: count }), { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (answer.ok) {
        setValue('sipDate', answer.data.startDate);
        setValue('endDate', answer.data.endDate);
        clearErrors(['installments', 'endDate']);
        return;
      }
      // Failure clears the dates (seed 002 section 8).
      setValue('sipDate', '');
      setValue('endDate', '');
      refuseOn(setError, answer, refusedField(answer, ['endDate'], 'installments'), { fallback: SIPM_MESSAGES.installments });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [f, ihno, scheme, frequency, sipDay, installments, perpetual, setValue, setError, clearErrors]);

  function chooseFrequency(id: string) {
    const next = changeFrequency({ ...getValues(), frequency }, id);
    const days = sipDayChoices(frequencies.find((x) => x.id === id)?.days ?? [], ownDay);
    apply(days.includes(Number(next.sipDay)) ? next : { ...next, sipDay: '' });
  }

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-ink">SIP details</legend>
      <FrequencySelect label="Frequency" frequencies={frequencies} loading={loading} noScheme={!scheme} onChoose={chooseFrequency} />
      <SelectInput
        name="sipDay" label="SIP Day" required placeholder="Select SIP Day" disabled={!chosen}
        options={(chosen ? sipDayChoices(chosen.days, ownDay) : []).map((d) => ({ value: String(d), label: String(d) }))}
      />
      <TextInput
        name="installments" label="No. of Installments" required={!perpetual} inputMode="numeric" maxLength={4} clean={digits}
        disabled={!chosen || perpetual} hint={chosen ? `At least ${Math.max(6, chosen.minInstallments)}, at most 999` : undefined}
      />
      {perpetualOffered && (
        <CheckboxInput
          name="perpetual" label="Perpetual SIP (until the mandate's end or 31/12/2099)" disabled={!chosen}
          rules={{ onChange: (e: { target: { checked: boolean } }) => apply(changePerpetual({ ...getValues(), perpetual: !e.target.checked }, e.target.checked, mandateEnd)) }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="sipDate" label="Modified SIP Start Date" readOnly hint="Computed by the registrar, at least 15 days from today" />
        <TextInput name="endDate" label="Modified SIP End Date" readOnly />
      </div>
    </fieldset>
  );
}
