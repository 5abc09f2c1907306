'use client';

import { useWatch } from 'react-hook-form';
import { HoldingPanel } from '@/components/transactions/HoldingPanel';
import { HoldingSelects } from '@/components/transactions/HoldingSelects';
import { OutgoingFields } from '@/components/transactions/OutgoingFields';
import { TaggingFields } from '@/components/forms/TaggingFields';
import { TransactionForm } from '@/components/transactions/TransactionForm';
import { TransferToFields, useTargetSchemes, type RestoredTargets } from '@/components/transactions/TransferToFields';
import { useTransactionForm, type TransactionTarget } from '@/components/transactions/useTransactionForm';
import { Alert } from '@/components/ui/Alert';
import type { OutgoingFolio, SchemeChoice } from '@/lib/api/transactions';
import { REDEMPTION_MESSAGES } from '@/lib/forms/redemption/redemption-fields';
import type { SwitchValues } from '@/lib/forms/redemption/switch';
import { CLEARED_ON_FOLIO } from '@/lib/forms/redemption/switch-fields';

export interface SwitchFormProps {
  target: TransactionTarget;
  arn: string;
  folios: OutgoingFolio[];
  categories: string[];
  arnEuins: string[];
  draft: SwitchValues | null;
  restoredSchemes: RestoredTargets | null;
}

function initialValues({ arn, folios, draft }: SwitchFormProps): SwitchValues {
  const blank: SwitchValues = {
    folio: '', scheme: '', type: 'P', mode: 'U', value: '', balUnits: '', curValue: '', minAmount: '', category: '', switchInScheme: '',
    arnCode: arn, subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '',
  };
  const restored: SwitchValues = { ...blank, ...(draft ?? {}), arnCode: arn };
  const holding = folios.find((x) => x.acno === restored.folio)?.holdings.find((h) => h.value === restored.scheme);
  // A draft whose holding is gone (redeemed since) keeps only the tagging.
  if (!holding) return { ...restored, folio: '', scheme: '', category: '', switchInScheme: '', type: 'P', mode: 'U', value: '', balUnits: '', curValue: '', minAmount: '' };
  return { ...restored, balUnits: holding.balUnits, curValue: String(holding.curValue) };
}

export function SwitchForm(props: SwitchFormProps) {
  const kit = useTransactionForm<SwitchValues>(props.target, { schemas: () => import('@/lib/forms/redemption/switch').then((m) => ({ schema: m.switchSchema, live: m.switchLiveSchema })), defaultValues: initialValues(props) });
  const { setValue, getValues, trigger, control } = kit.form;
  const [folio, scheme, category, switchIn] = useWatch({ control, name: ['folio', 'scheme', 'category', 'switchInScheme'] });
  const holdings = props.folios.find((x) => x.acno === folio)?.holdings ?? [];
  const holding = holdings.find((h) => h.value === scheme) ?? null;
  const targets = useTargetSchemes(folio, category, props.restoredSchemes);
  const target = targets.items.find((s) => s.value === switchIn) ?? null;

  function chooseTarget(chosen: SchemeChoice | null) {
    setValue('minAmount', String(chosen?.min ?? ''));
    if (getValues('value')) void trigger('value');
  }

  return (
    <TransactionForm kit={kit} notice={props.folios.length === 0 && <Alert tone="warning">{REDEMPTION_MESSAGES.noFolios}</Alert>}>
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">Switch out</legend>
        <HoldingSelects folios={props.folios} folio={folio} schemeLabel="Switch out Scheme" minimum="target" clearOnFolio={CLEARED_ON_FOLIO} />
        <HoldingPanel holding={holding ? { ...holding, minAmount: target?.min ?? 0 } : null} minimumLabel="Switch in Minimum Amount" />
      </fieldset>
      <TransferToFields
        legend="Switch in"
        scheme={{ name: 'switchInScheme', label: 'Switch In Scheme' }}
        categories={props.categories}
        targets={targets}
        clearOnCategory={['minAmount']}
        onChoose={chooseTarget}
      />
      <TaggingFields arnEuins={props.arnEuins} />
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">Switch</legend>
        <OutgoingFields prefix="Switch" holdingChosen={!!holding} />
      </fieldset>
    </TransactionForm>
  );
}
