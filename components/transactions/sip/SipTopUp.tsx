'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { AmountInput } from '@/components/forms/AmountField';
import { DateField } from '@/components/forms/DateField';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { parseDisplayDate } from '@/lib/dates';
import type { SipValues } from '@/lib/forms/sip/sip';
import { SIP_TOPUP_IMPOSSIBLE, topUpSip } from '@/lib/forms/sip/sip-messages';
import { topupDateFields } from '@/lib/forms/sip/topup-date-fields';

const YES_NO = [{ value: 'Y', label: 'Yes' }, { value: 'N', label: 'No' }];
const FREQUENCIES = [{ value: 'H', label: 'Half-Yearly' }, { value: 'Y', label: 'Yearly' }];

/** The optional top-up (seed 001 sections 4 and 9): shown once the SIP has a start date; No by default (SipForm loads it then). */
export function SipTopUp() {
  const { setValue, clearErrors, trigger, control } = useFormContext<SipValues>();
  const [startDate, endDate, topUp, frequency, topUpStart, chhoti] = useWatch({ control, name: ['startDate', 'endDate', 'topUp', 'topUpFrequency', 'topUpStart', 'chhoti'] });
  // A Chhoti SIP stays at its ₹250 (lib/rules/chhoti-sip.ts).
  if (!startDate || chhoti) return null;
  // The hints offer only dates that can be met within this SIP, or say why there are none.
  const sip = topUpSip({ startDate, endDate });
  const start = parseDisplayDate(topUpStart);
  const { startHint, endHint, startChoice, endChoice, validStart, impossible } = topupDateFields(sip, start, frequency, SIP_TOPUP_IMPOSSIBLE);
  const clearDates = () => {
    setValue('topUpStart', '');
    setValue('topUpEnd', '');
    clearErrors(['topUpStart', 'topUpEnd']);
  };
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-ink">SIP Top-up</legend>
      <RadioGroup
        name="topUp" legend="Top-up" options={YES_NO}
        rules={{ onChange: (e: { target: { value: string } }) => {
          if (e.target.value === 'Y') setValue('topUpFrequency', 'H');
          setValue('topUpAmount', '');
          clearErrors('topUpAmount');
          clearDates();
        } }}
      />
      {topUp === 'Y' && (
        <>
          <RadioGroup name="topUpFrequency" legend="Top-up Frequency" options={FREQUENCIES} rules={{ onChange: clearDates }} />
          <AmountInput name="topUpAmount" label="Top-up Amount" required hint="At least ₹500" />
          <div className="grid gap-4 sm:grid-cols-2">
            {/* A start is checked as the field is left, so its end's window is never built from a refused one. */}
            <DateField name="topUpStart" label="Top-up Start Date" required={!impossible} disabled={impossible} hint={startHint} choice={startChoice}
              rules={{ onChange: () => { setValue('topUpEnd', ''); clearErrors('topUpEnd'); }, onBlur: () => void trigger('topUpStart') }} />
            <DateField name="topUpEnd" label="Top-up End Date" required={!impossible} disabled={!validStart} hint={endHint} choice={endChoice} />
          </div>
        </>
      )}
    </fieldset>
  );
}
