'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/Alert';
import { SelectField } from '@/components/ui/SelectField';
import { formatRupees } from '@/lib/money';
import { ADDITIONAL_PURCHASE_MESSAGES } from '@/lib/forms/additional-purchase';
import { AmountField } from './AmountField';
import type { SchemeList } from './useSchemes';

interface SchemeValues {
  scheme: string;
  amount: string;
  minAmount: string;
  multiples: string;
}

export interface SchemeFieldsProps {
  schemes: SchemeList;
  amountLabel: string;
  disabled: boolean;
}

/** A scheme of the list and the amount, whose minimum and multiple follow the scheme chosen. */
export function SchemeFields({ schemes, amountLabel, disabled }: SchemeFieldsProps) {
  const { register, setValue, trigger, getValues, control, formState } = useFormContext<SchemeValues>();
  const { errors } = formState;
  const [amount, min, multiples] = useWatch({ control, name: ['amount', 'minAmount', 'multiples'] });
  const empty = !disabled && !schemes.loading && !schemes.error && schemes.schemes.length === 0;

  function chooseScheme(value: string) {
    const chosen = schemes.schemes.find((s) => s.value === value);
    setValue('minAmount', chosen ? String(chosen.min) : '');
    setValue('multiples', chosen ? String(chosen.multiples) : '');
    if (getValues('amount')) void trigger('amount');
  }

  const rule = min ? `Minimum ${formatRupees(Number(min))}${Number(multiples) > 1 ? `, in multiples of ${formatRupees(Number(multiples))}` : ''}` : undefined;

  return (
    <>
      {schemes.error && <Alert tone="error">{schemes.error}</Alert>}
      {empty && <Alert tone="warning">{ADDITIONAL_PURCHASE_MESSAGES.noSchemes}</Alert>}
      <SelectField
        label="Scheme"
        required
        placeholder={schemes.loading ? 'Loading schemes…' : 'Select Scheme'}
        disabled={disabled || schemes.loading}
        aria-busy={schemes.loading || undefined}
        options={schemes.schemes.map((s) => ({ value: s.value, label: s.label }))}
        error={errors.scheme?.message}
        {...register('scheme', { onChange: (e: { target: { value: string } }) => chooseScheme(e.target.value) })}
      />
      <AmountField label={amountLabel} required value={amount} hint={rule} error={errors.amount?.message} {...register('amount')} />
    </>
  );
}
