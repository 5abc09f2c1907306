'use client';

import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useWatch, type Resolver } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { useBffList } from '@/components/bff/useBffList';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { ListSelect } from '@/components/transactions/ListSelect';
import { Alert } from '@/components/ui/Alert';
import {
  NEW_INVESTOR_SCHEMES_API, NEW_INVESTOR_SIP_DAYS_API, NEW_INVESTOR_SIP_PERIOD_API, newInvestorStepApi,
  type NewInvestorSchemesResponse, type SipPeriodResponse, type StepSaved,
} from '@/lib/api/new-investor';
import { istDay } from '@/lib/dates';
import type { SchemeStepInput } from '@/lib/forms/onboarding/new-investor-scheme';
import { INVESTMENT_TYPES, SCHEME_MESSAGES } from '@/lib/forms/onboarding/new-investor-scheme-fields';
import { splitSchemePlan } from '@/lib/forms/scheme-plan';
import type { AmountRule } from '@/lib/rules/amount';
import { SipFields } from './SipFields';
import { useSipMinimum } from './useSipMinimum';
import { StepActions, useGoOn } from '../StepActions';
import { useNoScriptSubmit } from '@/components/forms/no-script';

const digits = (s: string) => s.replace(/\D/g, '');
const pickSchemes = (d: NewInvestorSchemesResponse) => d.schemes;
const pickDays = (d: { days: string[] }) => d.days;
// zod and the step's rules are fetched for the first check, not with the page.
const loadChecks = () => Promise.all([import('@hookform/resolvers/zod'), import('@/lib/forms/onboarding/new-investor-scheme')]);

export interface SchemeFormProps {
  initial: SchemeStepInput;
  categories: readonly string[];
  frequencies: readonly { value: string; label: string; minInstallments: number }[];
  euins: readonly string[];
  back: string;
}

/** The scheme step: Lumpsum or iSIP, category and regular-plan scheme, amount, EUIN, and the iSIP's own fields. */
export function SchemeForm({ initial, categories, frequencies, euins, back }: SchemeFormProps) {
  const goOn = useGoOn();
  const today = useMemo(() => istDay(new Date()), []);
  const lists = useRef({ schemes: [] as NewInvestorSchemesResponse['schemes'], sipRule: null as AmountRule | null });
  // The rules depend on the scheme and frequency chosen, so the schema is built afresh at each check.
  const resolver: Resolver<SchemeStepInput> = async (values, ctx, options) => {
    const choice = lists.current.schemes.find((s) => s.value === values.scheme);
    const minInstallments = frequencies.find((f) => f.value === values.frequency)?.minInstallments ?? null;
    const rule = choice && values.type === 'iSIP' && values.frequency ? (lists.current.sipRule ?? choice) : choice;
    const [{ zodResolver }, { schemeStepSchema }] = await loadChecks();
    const schema = schemeStepSchema({ today, rule: rule ? { min: rule.min, multiples: rule.multiples } : null, minInstallments });
    return zodResolver(schema)(values, ctx, options) as ReturnType<Resolver<SchemeStepInput>>;
  };
  useEffect(() => {
    // Ready before the first check; a failed load is tried again then.
    void loadChecks().catch(() => undefined);
  }, []);
  const { form, banner, busy, submitWith } = useBffForm<SchemeStepInput>({ resolver, defaultValues: initial });
  const [type, category, scheme, euinDeclared, frequency] = useWatch({ control: form.control, name: ['type', 'category', 'scheme', 'euinDeclared', 'frequency'] });
  const schemes = useBffList(category ? `${NEW_INVESTOR_SCHEMES_API}?type=${type}&category=${encodeURIComponent(category)}` : null, pickSchemes);
  useEffect(() => {
    lists.current.schemes = schemes.items;
  }, [schemes.items]);
  const schemeCode = splitSchemePlan(scheme ?? '')?.scheme;
  // A failing list only leaves it empty.
  const days = useBffList(type === 'iSIP' && schemeCode ? `${NEW_INVESTOR_SIP_DAYS_API}?scheme=${schemeCode}` : null, pickDays).items;

  const sipRule = useSipMinimum(type, scheme, frequency);
  useEffect(() => {
    lists.current.sipRule = sipRule;
  }, [sipRule]);

  async function period() {
    const v = form.getValues();
    if (v.type !== 'iSIP' || !v.scheme || !v.frequency || !v.sipDay || !v.installments) return;
    const res = await bff<SipPeriodResponse>(NEW_INVESTOR_SIP_PERIOD_API, { body: { scheme: v.scheme, frequency: v.frequency, sipDay: v.sipDay, installments: v.installments } });
    form.setValue('sipStart', res.ok ? res.data.start : '');
    form.setValue('sipEnd', res.ok ? res.data.end : '');
    if (res.ok) form.clearErrors('installments');
    else form.setError('installments', { type: 'server', message: SCHEME_MESSAGES.installments });
  }

  const resetScheme = () => {
    for (const f of ['scheme', 'amount', 'sipDay', 'sipStart', 'sipEnd'] as const) form.setValue(f, '');
  };

  const onSubmit = submitWith(
    (values) => bff<StepSaved>(newInvestorStepApi('scheme-details'), { body: values }),
    goOn,
  );

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        <RadioGroup name="type" legend="Investment Type" options={INVESTMENT_TYPES} rules={{ onChange: resetScheme }} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput name="category" label="Category" required placeholder="Select Category" options={categories} rules={{ onChange: resetScheme }} />
          <ListSelect name="scheme" label="Scheme" list={schemes} placeholder="Select Scheme" loadingLabel="Loading schemes…" rules={{ onChange: () => form.setValue('sipDay', '') }} />
          <TextInput name="amount" label="Amount" required inputMode="numeric" maxLength={8} clean={digits} hint={minimumHint((type === 'iSIP' && sipRule) || schemes.items.find((s) => s.value === scheme))} />
        </div>
        <RadioGroup
          name="euinDeclared"
          legend="EUIN Declaration"
          options={[{ value: 'Y', label: 'Yes' }, { value: 'N', label: 'No' }]}
          rules={{ onChange: () => form.setValue('euin', '') }}
        />
        {euinDeclared === 'N' && <SelectInput name="euin" label="EUIN" required options={euins} placeholder="Select EUIN" />}
        {euinDeclared === 'Y' && (
          <p className="text-sm text-ink-muted">
            I/We hereby confirm that the EUIN box has been intentionally left blank by me/us as this is an execution-only transaction without
            any interaction or advice by the distributor.
          </p>
        )}
        {type === 'iSIP' && <SipFields frequencies={frequencies} days={days} onPeriodInput={() => void period()} />}
        {type === 'iSIP' && <CheckboxInput name="terms" label="I accept the terms and conditions of the iSIP registration." />}
        <StepActions back={back} busy={busy} />
      </form>
    </FormProvider>
  );
}

function minimumHint(choice: { min: number; multiples: number } | undefined): string | undefined {
  return choice ? `Minimum ₹ ${choice.min}, in multiples of ₹ ${choice.multiples}.` : undefined;
}
