'use client';

import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useBffList } from '@/components/bff/useBffList';
import { AmountInput } from '@/components/forms/AmountField';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { keptLoader } from '@/components/forms/kept-loader';
import { SelectInput } from '@/components/forms/SelectInput';
import { ListSelect } from '@/components/transactions/ListSelect';
import { TransactionForm } from '@/components/transactions/TransactionForm';
import { useSchemes } from '@/components/transactions/useSchemes';
import { useTransactionForm, type TransactionTarget } from '@/components/transactions/useTransactionForm';
import { Alert } from '@/components/ui/Alert';
import { sipOptionsPath, type SipFrequency, type SipOptionsResponse } from '@/lib/api/sip';
import type { SchemeChoice } from '@/lib/api/transactions';
import { parseDisplayDate } from '@/lib/dates';
import type { ModificationFacts, ModificationValues } from '@/lib/forms/sip/sip-modification';
import { changeCategory, changeScheme, SIPM_BUTTONS, SIPM_MESSAGES } from '@/lib/forms/sip/sip-modification-fields';
import { formatRupees } from '@/lib/money';
import { ModificationSchedule } from './ModificationSchedule';
import { TermsAndFaq } from './TermsAndFaq';

export interface ModificationFormProps {
  target: TransactionTarget;
  existing: ModificationValues;
  /** The draft's values when Back returned here, else the SIP's own. */
  initial: ModificationValues;
  sip: { sipType: string; mandateAmount: number | null; mandateEnd: string | null; schemeName: string };
  categories: string[];
  restoredSchemes: { category: string; folio: null; schemes: SchemeChoice[] };
  restoredOptions: { scheme: string; frequencies: SipFrequency[] };
  /** DD/MM/YYYY, as the server saw it. */
  today: string;
  perpetualOffered: boolean;
}

const pickFrequencies = (d: SipOptionsResponse) => d.frequencies;
type Field = keyof ModificationValues;

export function ModificationForm(props: ModificationFormProps) {
  const { existing, sip } = props;
  const mandateEnd = useMemo(() => parseDisplayDate(sip.mandateEnd ?? ''), [sip.mandateEnd]);
  // The rules need the chosen scheme's figures, so the schema follows them: the form reads its loader
  // afresh each render, and the schema module (with zod) is fetched apart from the page.
  const [chosen, setChosen] = useState<SipFrequency | null>(null);
  const facts = useMemo<ModificationFacts>(
    () => ({
      sipType: sip.sipType, mandateAmount: sip.mandateAmount, mandateEnd, minAmount: chosen?.minAmount ?? 0, multiple: chosen?.multiples ?? 1,
      minInstallments: Math.max(6, chosen?.minInstallments ?? 6),
    }),
    [sip.sipType, sip.mandateAmount, mandateEnd, chosen],
  );
  // One schema per set of facts, kept by its loader: a check does not build it again.
  const schemas = useMemo(
    () =>
      keptLoader(() =>
        import('@/lib/forms/sip/sip-modification').then((m) => {
          const schema = m.sipModificationSchema(existing, facts, parseDisplayDate(props.today)!);
          return { schema, live: schema };
        }),
      ),
    [existing, facts, props.today],
  );
  const kit = useTransactionForm<ModificationValues>(props.target, { schemas, defaultValues: props.initial });
  const { form } = kit;
  // "No modifications done" is about the whole form: any change makes it stale.
  useEffect(() => {
    const sub = form.watch((_, { type }) => {
      if (type === 'change') form.clearErrors('form' as Field);
    });
    return () => sub.unsubscribe();
  }, [form]);
  const [category, scheme, frequency] = useWatch({ control: form.control, name: ['category', 'scheme', 'frequency'] });

  const listed = useSchemes(category, null, props.restoredSchemes);
  // The SIP's own scheme stays a choice in its category even when it is closed to new investors.
  const own = { value: existing.scheme, label: sip.schemeName, min: 0, multiples: 1 };
  const schemes = category === existing.category && !listed.loading && !listed.items.some((s) => s.value === own.value) ? { ...listed, items: [own, ...listed.items] } : listed;
  const options = useBffList(scheme ? sipOptionsPath(scheme) : null, pickFrequencies, props.restoredOptions.scheme === scheme ? props.restoredOptions.frequencies : null);
  const current = options.items.find((x) => x.id === frequency) ?? null;
  if (current !== chosen) setChosen(current);

  function apply(next: ModificationValues) {
    const now = form.getValues();
    const changed = (Object.keys(next) as Field[]).filter((k) => now[k] !== next[k]);
    for (const k of changed) form.setValue(k, next[k] as never);
    form.clearErrors([...changed, 'form' as Field]);
  }

  const amountHint = chosen
    ? `Minimum ${formatRupees(chosen.minAmount)}${chosen.multiples > 1 ? `, in multiples of ${formatRupees(chosen.multiples)}` : ''}${sip.mandateAmount !== null ? `; at most the mandate's ${formatRupees(sip.mandateAmount)}` : ''}`
    : undefined;
  const unchanged = (form.formState.errors as Partial<Record<'form', { message?: string }>>).form?.message;

  return (
    <TransactionForm kit={kit} notice={<Alert tone="info">{SIPM_MESSAGES.processing}</Alert>} submit={{ label: SIPM_BUTTONS.proceed, busyLabel: 'Please wait…' }}>
      {unchanged && <Alert tone="error">{unchanged}</Alert>}
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">Scheme</legend>
        <SelectInput
          name="category" label="Category" required placeholder="Select Category" options={props.categories}
          // A new category clears the scheme (seed 002 section 4.4).
          rules={{ onChange: (e: { target: { value: string } }) => apply(changeCategory({ ...form.getValues(), category }, e.target.value)) }}
        />
        <ListSelect
          name="scheme" label="Scheme" list={schemes} placeholder="Select Scheme" loadingLabel="Loading schemes…" disabled={!category}
          rules={{ onChange: (e: { target: { value: string } }) => apply(changeScheme({ ...form.getValues(), scheme }, e.target.value)) }}
        />
      </fieldset>
      <ModificationSchedule f={props.target.f} frequencies={options.items} loading={options.loading} mandateEnd={mandateEnd} perpetualOffered={props.perpetualOffered} apply={apply} />
      {options.error && <Alert tone="error">{options.error}</Alert>}
      <AmountInput name="amount" label="Installment Amount" required hint={amountHint} />
      <TermsAndFaq />
      <CheckboxInput name="accepted" label="I accept the terms and conditions of the SIP modification" />
    </TransactionForm>
  );
}
