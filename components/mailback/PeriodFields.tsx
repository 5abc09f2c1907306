'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '@/components/forms/DateField';
import { parseDisplayDate } from '@/lib/dates';

export interface PeriodFieldsProps {
  fromLabel: string;
  toLabel: string;
  /** Changing the start empties the end (the Dividend form). */
  clearToOnFromChange?: boolean;
}

/** From and To dates (DD/MM/YYYY); To stays disabled until From is a real date. */
export function PeriodFields({ fromLabel, toLabel, clearToOnFromChange = false }: PeriodFieldsProps) {
  const { setValue, control } = useFormContext();
  const from = useWatch({ control, name: 'fromDate' }) as string | undefined;
  const fromChosen = !!parseDisplayDate(from ?? '');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DateField
        name="fromDate"
        label={fromLabel}
        required
        rules={clearToOnFromChange ? { onChange: () => setValue('toDate', '') } : undefined}
      />
      <DateField name="toDate" label={toLabel} required disabled={!fromChosen} hint={fromChosen ? undefined : `DD/MM/YYYY, after choosing the ${fromLabel.toLowerCase()}`} />
    </div>
  );
}
