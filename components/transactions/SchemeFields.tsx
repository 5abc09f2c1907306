'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/Alert';
import { AmountInput } from '@/components/forms/AmountField';
import { formatRupees } from '@/lib/money';
import { ADDITIONAL_PURCHASE_MESSAGES } from '@/lib/forms/purchase/additional-purchase-fields';
import { ListSelect } from './ListSelect';
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
  const { setValue, trigger, getValues, control } = useFormContext<SchemeValues>();
  const [min, multiples] = useWatch({ control, name: ['minAmount', 'multiples'] });
  const empty = !disabled && !schemes.loading && !schemes.error && schemes.items.length === 0;

  function chooseScheme(value: string) {
    const chosen = schemes.items.find((s) => s.value === value);
    setValue('minAmount', chosen ? String(chosen.min) : '');
    setValue('multiples', chosen ? String(chosen.multiples) : '');
    if (getValues('amount')) void trigger('amount');
  }

  const rule = min ? `Minimum ${formatRupees(Number(min))}${Number(multiples) > 1 ? `, in multiples of ${formatRupees(Number(multiples))}` : ''}` : undefined;

  return (
    <>
      {empty && <Alert tone="warning">{ADDITIONAL_PURCHASE_MESSAGES.noSchemes}</Alert>}
      <ListSelect
        name="scheme"
        label="Scheme"
        list={schemes}
        placeholder="Select Scheme"
        loadingLabel="Loading schemes…"
        disabled={disabled}
        rules={{ onChange: (e: { target: { value: string } }) => chooseScheme(e.target.value) }}
      />
      <AmountInput name="amount" label={amountLabel} required hint={rule} />
    </>
  );
}
