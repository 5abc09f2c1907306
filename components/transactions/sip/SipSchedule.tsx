'use client';

import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { AmountInput } from '@/components/forms/AmountField';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { Alert } from '@/components/ui/Alert';
import { sipDatesPath, type SipDatesResponse, type SipFrequency } from '@/lib/api/sip';
import type { SipValues } from '@/lib/forms/sip/sip';
import { CLEARED_BY, mandateEndsFirst, SIP_SCREEN_MESSAGES } from '@/lib/forms/sip/sip-fields';
import { formatRupees } from '@/lib/money';
import { CHHOTI_SIP_AMOUNT, CHHOTI_SIP_FREQUENCY, CHHOTI_SIP_MIN_INSTALMENTS } from '@/lib/rules/chhoti-sip';
import { perpetualEnd } from '@/lib/transactions/sip-dates';
import { ChhotiSipChoice } from './ChhotiSipChoice';
import { FrequencySelect } from './FrequencySelect';
import { HeadroomWarning } from './HeadroomWarning';
import { refuseOn } from '@/components/forms/refusal';

type Field = keyof SipValues;
const digits = (t: string) => t.replace(/\D/g, '').slice(0, 3);

/** Frequency, installments, perpetual, SIP day, the registrar's dates and the instalment (seed 001 section 4). */
export function SipSchedule({ frequencies, loading, mandateLeft, chhotiRefusal }: { frequencies: SipFrequency[]; loading: boolean; mandateLeft?: number; chhotiRefusal: string | null }) {
  const { setValue, getValues, setError, clearErrors, trigger, control } = useFormContext<SipValues>();
  const [scheme, frequency, installments, perpetual, sipDay, startDate, endDate, minAmount, multiples, mandateMax, mandateEnd, chhoti, amount] = useWatch({
    control,
    name: ['scheme', 'frequency', 'installments', 'perpetual', 'sipDay', 'startDate', 'endDate', 'minAmount', 'multiples', 'mandateMax', 'mandateEnd', 'chhoti', 'amount'],
  });
  const chosen = frequencies.find((f) => f.id === frequency) ?? null;

  const clear = (fields: readonly string[]) => {
    for (const name of fields as Field[]) setValue(name, (name === 'perpetual' || name === 'chhoti' ? false : name === 'topUp' ? 'N' : '') as never);
    clearErrors(fields as Field[]);
  };

  // A new scheme (or category) makes everything chosen for the old one stale.
  const lastScheme = useRef(scheme);
  useEffect(() => {
    if (lastScheme.current === scheme) return;
    lastScheme.current = scheme;
    clear(CLEARED_BY.scheme);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scheme]);

  function chooseFrequency(id: string) {
    clear(CLEARED_BY.frequency);
    const f = frequencies.find((x) => x.id === id);
    setValue('minInstallments', f ? String(f.minInstallments) : '');
    setValue('minAmount', f ? String(f.minAmount) : '');
    setValue('multiples', f ? String(f.multiples) : '');
    if (getValues('amount')) void trigger('amount');
  }

  // A Chhoti SIP is monthly at ₹250 for at least 60 instalments: choosing it sets all three (dates
  // computed for fewer go with them) and takes away the top-up.
  function chooseChhoti(on: boolean) {
    if (on && getValues('frequency') !== CHHOTI_SIP_FREQUENCY) {
      setValue('frequency', CHHOTI_SIP_FREQUENCY);
      chooseFrequency(CHHOTI_SIP_FREQUENCY);
    }
    clear(['topUp', 'topUpAmount', 'topUpStart', 'topUpEnd']);
    const count = Number(getValues('installments'));
    if (on && !getValues('perpetual') && !(count >= CHHOTI_SIP_MIN_INSTALMENTS)) {
      clear(['sipDay', 'startDate', 'endDate']);
      setValue('installments', String(CHHOTI_SIP_MIN_INSTALMENTS));
    }
    setValue('amount', on ? String(CHHOTI_SIP_AMOUNT) : '');
    void trigger(['frequency', 'amount', 'installments']);
  }

  async function loadDates(day: string) {
    clear(['startDate', 'endDate', 'topUp', 'topUpAmount', 'topUpStart', 'topUpEnd']);
    const v = getValues();
    if (!day) return;
    const count = v.perpetual ? '1' : v.installments;
    const answer = await bff<SipDatesResponse>(sipDatesPath({ scheme: v.scheme, frequency: v.frequency, installments: count, sipDay: day }));
    if (!answer.ok) {
      setValue('sipDay', '');
      refuseOn(setError, answer, v.perpetual ? 'sipDay' : 'installments', { words: ['installments'] });
      return;
    }
    setValue('startDate', answer.data.startDate);
    setValue('endDate', v.perpetual ? perpetualEnd(Number(day), v.mandateEnd || null) : answer.data.endDate);
    void trigger(['startDate', 'endDate']);
  }

  function togglePerpetual(on: boolean) {
    if (on) {
      setValue('installments', '');
      clearErrors('installments');
      if (getValues('sipDay')) void loadDates(getValues('sipDay'));
    } else clear(['sipDay', 'startDate', 'endDate', 'topUp', 'topUpAmount', 'topUpStart', 'topUpEnd']);
  }

  const needsInstallments = !perpetual && !/^\d{1,3}$/.test(installments.trim());
  const amountHint = chhoti ? `A Chhoti SIP is ${formatRupees(CHHOTI_SIP_AMOUNT)} a month` : minAmount
    ? `Minimum ${formatRupees(Number(minAmount))}${Number(multiples) > 1 ? `, in multiples of ${formatRupees(Number(multiples))}` : ''}${mandateMax ? `; at most the mandate's ${formatRupees(Number(mandateMax))}` : ''}`
    : undefined;

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-ink">SIP details</legend>
      <ChhotiSipChoice frequencies={frequencies} refusal={chhotiRefusal} onChoose={chooseChhoti} />
      <FrequencySelect
        label="Investment Frequency" frequencies={chhoti ? frequencies.filter((f) => f.chhoti) : frequencies} loading={loading} noScheme={!scheme}
        hint={chosen ? `Minimum ${chhoti ? CHHOTI_SIP_MIN_INSTALMENTS : chosen.minInstallments} installments` : undefined} onChoose={chooseFrequency}
      />
      <TextInput
        name="installments" label="No. of Installments" required={!perpetual} inputMode="numeric" maxLength={3} clean={digits}
        disabled={!chosen || perpetual}
        rules={{ onChange: () => clear(['sipDay', 'startDate', 'endDate', 'topUp', 'topUpAmount', 'topUpStart', 'topUpEnd']) }}
      />
      <CheckboxInput name="perpetual" label="Perpetual SIP (until December 2099 or the mandate's end)" disabled={!chosen}
        rules={{ onChange: (e: { target: { checked: boolean } }) => togglePerpetual(e.target.checked) }} />
      <SelectInput
        name="sipDay" label="SIP Day" required placeholder="Select SIP Day" disabled={!chosen || needsInstallments}
        hint={chosen && needsInstallments ? SIP_SCREEN_MESSAGES.sipDayNeedsInstallments : undefined}
        options={(chosen?.days ?? []).map((d) => ({ value: String(d), label: String(d) }))}
        rules={{ onChange: (e: { target: { value: string } }) => void loadDates(e.target.value) }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="startDate" label="SIP Start Date" readOnly hint={sipDay ? 'Computed by the registrar' : 'Follows the SIP day'} />
        <TextInput name="endDate" label="SIP End Date" readOnly />
      </div>
      {mandateEndsFirst({ endDate, mandateEnd }) && <Alert tone="warning">{SIP_SCREEN_MESSAGES.mandateEndsFirst(mandateEnd)}</Alert>}
      {startDate && <p className="sr-only" role="status">SIP from {startDate} to {endDate}</p>}
      <AmountInput name="amount" label="Installment Amount" required hint={amountHint} readOnly={chhoti} />
      <HeadroomWarning amount={amount} max={mandateMax} left={mandateLeft} />
    </fieldset>
  );
}
