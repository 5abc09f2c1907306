'use client';

import { useWatch } from 'react-hook-form';
import { AmountInput } from '@/components/forms/AmountField';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { TaggingFields } from '@/components/forms/TaggingFields';
import { TextInput } from '@/components/forms/TextInput';
import { HoldingPanel } from '@/components/transactions/HoldingPanel';
import { TransactionForm } from '@/components/transactions/TransactionForm';
import { TransferToFields, useTargetSchemes, type RestoredTargets } from '@/components/transactions/TransferToFields';
import { useTransactionForm, type TransactionTarget } from '@/components/transactions/useTransactionForm';
import { TextField } from '@/components/ui/TextField';
import type { OutgoingFolio } from '@/lib/api/transactions';
import { parseDisplayDate } from '@/lib/dates';
import type { StpValues } from '@/lib/forms/plans/stp';
import { STP_OPTIONS, stpPeriod, WEEKLY } from '@/lib/forms/plans/stp-fields';

export interface StpFormProps {
  target: TransactionTarget;
  arn: string;
  book: { folios: OutgoingFolio[]; zeroBalance: string[] };
  categories: string[];
  arnEuins: string[];
  choices: { frequencies: { value: string; label: string; min: number }[]; days: string[] };
  draft: StpValues | null;
  restoredSchemes: RestoredTargets | null;
  /** DD/MM/YYYY, as the server saw it: the period is counted from it. */
  today: string;
}

const digits = (s: string) => s.replace(/\D/g, '').slice(0, 3);

export function StpForm(props: StpFormProps) {
  const { book, choices } = props;
  const blank: StpValues = {
    folio: '', scheme: '', zeroBalance: 'N', curValue: '', category: '', toScheme: '', multiples: '', frequency: '', minTransfers: '',
    transfers: '', day: '', option: '', amount: '', arnCode: props.arn, subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '',
  };
  const kit = useTransactionForm<StpValues>(props.target, { schemas: () => import('@/lib/forms/plans/stp').then((m) => ({ schema: m.stpSchema, live: m.stpSchema })), defaultValues: { ...blank, ...(props.draft ?? {}), arnCode: props.arn } });
  const { control, setValue } = kit.form;
  const [folio, scheme, category, frequency, day, transfers] = useWatch({ control, name: ['folio', 'scheme', 'category', 'frequency', 'day', 'transfers'] });
  const holdings = book.folios.find((f) => f.acno === folio)?.holdings ?? [];
  const holding = holdings.find((h) => h.value === scheme) ?? null;
  const targets = useTargetSchemes(folio, category, props.restoredSchemes);
  const today = parseDisplayDate(props.today);
  const period = today ? stpPeriod(today, frequency, day, transfers) : null;
  const folios = [...book.folios.map((f) => f.acno), ...book.zeroBalance].sort();

  function chooseFolio(acno: string) {
    setValue('zeroBalance', book.zeroBalance.includes(acno) ? 'Y' : 'N');
    for (const name of ['scheme', 'curValue', 'category', 'toScheme', 'multiples'] as const) setValue(name, '');
  }

  return (
    <TransactionForm kit={kit}>
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">Transfer from</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput name="folio" label="Folio" required placeholder="Select Folio" options={folios} rules={{ onChange: (e) => chooseFolio(e.target.value) }} />
          <SelectInput
            name="scheme"
            label="Transfer from Scheme"
            required
            placeholder="Select Scheme"
            disabled={!folio}
            options={holdings.map((h) => ({ value: h.value, label: h.label }))}
            rules={{ onChange: (e) => setValue('curValue', String(holdings.find((h) => h.value === e.target.value)?.curValue ?? '')) }}
          />
        </div>
        <HoldingPanel holding={holding} />
      </fieldset>
      <TransferToFields
        legend="Transfer to"
        scheme={{ name: 'toScheme', label: 'Transfer to Scheme' }}
        categories={props.categories}
        targets={targets}
        clearOnCategory={['multiples']}
        onChoose={(t) => setValue('multiples', t ? String(t.multiples) : '')}
      />
      <TaggingFields arnEuins={props.arnEuins} />
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">STP</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput
            name="frequency"
            label="Frequency"
            required
            placeholder="Select Frequency"
            options={choices.frequencies.map((f) => ({ value: f.value, label: f.label }))}
            rules={{ onChange: (e) => (setValue('minTransfers', String(choices.frequencies.find((f) => f.value === e.target.value)?.min ?? '')), setValue('day', '')) }}
          />
          {frequency !== WEEKLY && <SelectInput name="day" label="STP Date" required placeholder="Select STP Date" options={choices.days} disabled={!frequency} />}
          <TextInput name="transfers" label="No. of Transfers" required inputMode="numeric" maxLength={3} clean={digits} />
          <AmountInput name="amount" label="Amount" required />
          <TextField label="STP Start Date" value={period?.start ?? ''} readOnly placeholder="DD/MM/YYYY" hint={frequency === WEEKLY ? 'Weekly transfers start on the next Wednesday at least five days ahead' : undefined} />
          <TextField label="STP End Date" value={period?.end ?? ''} readOnly placeholder="DD/MM/YYYY" />
        </div>
        <RadioGroup name="option" legend="STP Option" required options={STP_OPTIONS} />
      </fieldset>
    </TransactionForm>
  );
}
