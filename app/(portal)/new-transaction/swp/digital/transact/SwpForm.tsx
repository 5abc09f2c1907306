'use client';

import { useWatch } from 'react-hook-form';
import { AmountInput } from '@/components/forms/AmountField';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { HoldingPanel } from '@/components/transactions/HoldingPanel';
import { TransactionForm } from '@/components/transactions/TransactionForm';
import { useTransactionForm, type TransactionTarget } from '@/components/transactions/useTransactionForm';
import { TextField } from '@/components/ui/TextField';
import type { OutgoingFolio } from '@/lib/api/transactions';
import { parseDisplayDate } from '@/lib/dates';
import type { SwpValues } from '@/lib/forms/plans/swp';
import { FIXED, swpPeriod } from '@/lib/forms/plans/swp-fields';
import { formatRupees } from '@/lib/money';

export interface SwpFormProps {
  target: TransactionTarget;
  book: { folios: OutgoingFolio[]; zeroBalance: string[] };
  choices: { options: string[]; frequencies: { value: string; label: string; min: number }[]; days: string[] };
  draft: SwpValues | null;
  /** DD/MM/YYYY, as the server saw it: the period is counted from it. */
  today: string;
}

const BLANK: SwpValues = { folio: '', scheme: '', zeroBalance: 'N', curValue: '', minAmount: '', option: '', frequency: '', minWithdrawals: '', day: '', withdrawals: '', amount: '' };
const digits = (s: string) => s.replace(/\D/g, '').slice(0, 3);

export function SwpForm({ target, book, choices, draft, today }: SwpFormProps) {
  const kit = useTransactionForm<SwpValues>(target, { schemas: () => import('@/lib/forms/plans/swp').then((m) => ({ schema: m.swpSchema, live: m.swpSchema })), defaultValues: { ...BLANK, ...(draft ?? {}) } });
  const { control, setValue } = kit.form;
  const [folio, scheme, option, frequency, day, withdrawals] = useWatch({ control, name: ['folio', 'scheme', 'option', 'frequency', 'day', 'withdrawals'] });
  const holdings = book.folios.find((f) => f.acno === folio)?.holdings ?? [];
  const holding = holdings.find((h) => h.value === scheme) ?? null;
  const day0 = parseDisplayDate(today);
  const period = day0 ? swpPeriod(day0, frequency, day, withdrawals) : null;
  const folios = [...book.folios.map((f) => f.acno), ...book.zeroBalance].sort();

  function chooseFolio(acno: string) {
    setValue('zeroBalance', book.zeroBalance.includes(acno) ? 'Y' : 'N');
    setValue('scheme', '');
    setValue('curValue', '');
    setValue('minAmount', '');
  }

  function chooseScheme(value: string) {
    const h = holdings.find((x) => x.value === value);
    setValue('curValue', h ? String(h.curValue) : '');
    setValue('minAmount', h ? String(h.minAmount) : '');
  }

  return (
    <TransactionForm kit={kit}>
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">SWP</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput name="folio" label="Folio" required placeholder="Select Folio" options={folios} rules={{ onChange: (e) => chooseFolio(e.target.value) }} />
          <SelectInput
            name="scheme"
            label="Scheme"
            required
            placeholder="Select Scheme"
            options={holdings.map((h) => ({ value: h.value, label: h.label }))}
            disabled={!folio}
            rules={{ onChange: (e) => chooseScheme(e.target.value) }}
          />
        </div>
        <HoldingPanel holding={holding} />
        <RadioGroup name="option" legend="Withdrawal Option" required options={choices.options} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput
            name="frequency"
            label="Frequency"
            required
            placeholder="Select Frequency"
            options={choices.frequencies.map((f) => ({ value: f.value, label: f.label }))}
            rules={{ onChange: (e) => setValue('minWithdrawals', String(choices.frequencies.find((f) => f.value === e.target.value)?.min ?? '')) }}
          />
          <SelectInput name="day" label="SWP Day" required placeholder="Select SWP Day" options={choices.days} />
          <TextInput name="withdrawals" label="No. of Withdrawals" required inputMode="numeric" maxLength={3} clean={digits} hint="5 to 999" />
          {option === FIXED && <AmountInput name="amount" label="Amount" required hint={holding ? `Minimum ${formatRupees(holding.minAmount)}` : undefined} />}
          <TextField label="SWP Start Date" value={period?.start ?? ''} readOnly placeholder="DD/MM/YYYY" />
          <TextField label="SWP End Date" value={period?.end ?? ''} readOnly placeholder="DD/MM/YYYY" />
        </div>
      </fieldset>
    </TransactionForm>
  );
}
