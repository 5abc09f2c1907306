'use client';

import { useWatch } from 'react-hook-form';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { CategorySelect } from '@/components/transactions/CategorySelect';
import { IdcwNote } from '@/components/transactions/IdcwNote';
import { SchemeFields } from '@/components/transactions/SchemeFields';
import { TaggingFields } from '@/components/forms/TaggingFields';
import { TransactionForm } from '@/components/transactions/TransactionForm';
import { useSchemes } from '@/components/transactions/useSchemes';
import { useTransactionForm, type TransactionTarget } from '@/components/transactions/useTransactionForm';
import { Alert } from '@/components/ui/Alert';
import type { SchemeChoice } from '@/lib/api/transactions';
import type { AdditionalPurchaseValues } from '@/lib/forms/purchase/additional-purchase';
import { ADDITIONAL_PURCHASE_MESSAGES, CLEARED_ON_SCHEME_TYPE, SCHEME_TYPE_LABELS, SCHEME_TYPES } from '@/lib/forms/purchase/additional-purchase-fields';
import { formatRupees } from '@/lib/money';

export interface FolioOption {
  acno: string;
  value: number;
  schemes: SchemeChoice[];
}

export interface AdditionalPurchaseFormProps {
  target: TransactionTarget;
  arn: string;
  folios: FolioOption[];
  categories: string[];
  arnEuins: string[];
  restoredEuins: string[] | null;
  draft: AdditionalPurchaseValues | null;
  restoredSchemes: { category: string; folio: string | null; schemes: SchemeChoice[] };
}

function initialValues({ arn, folios, draft }: AdditionalPurchaseFormProps): AdditionalPurchaseValues {
  const blank: AdditionalPurchaseValues = {
    folio: folios.length === 1 ? (folios[0]?.acno ?? '') : '', schemeType: 'EXISTING', category: '', scheme: '', amount: '',
    minAmount: '', multiples: '', arnCode: arn, subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '',
  };
  const restored: AdditionalPurchaseValues = { ...blank, ...(draft ?? {}), arnCode: arn };
  // A folio that has since been emptied is no longer offered, and neither is what was chosen in it.
  return folios.some((f) => f.acno === restored.folio) ? restored : { ...restored, folio: blank.folio, scheme: '', amount: '' };
}

export function AdditionalPurchaseForm(props: AdditionalPurchaseFormProps) {
  const kit = useTransactionForm<AdditionalPurchaseValues>(props.target, { schemas: () => import('@/lib/forms/purchase/additional-purchase').then((m) => ({ schema: m.additionalPurchaseSchema, live: m.additionalPurchaseLiveSchema })), defaultValues: initialValues(props) });
  const { setValue, clearErrors, control } = kit.form;
  const [folio, schemeType, category] = useWatch({ control, name: ['folio', 'schemeType', 'category'] });
  const existing = props.folios.find((f) => f.acno === folio)?.schemes ?? [];
  const fetched = useSchemes(schemeType === 'NEW' && folio ? category : '', folio || null, props.restoredSchemes);
  const schemes = schemeType === 'EXISTING' ? { items: existing, loading: false, error: null } : fetched;

  const clear = (names: readonly (keyof AdditionalPurchaseValues)[]) => {
    for (const name of names) setValue(name, '');
    clearErrors([...names]);
  };

  return (
    <TransactionForm kit={kit} notice={props.folios.length === 0 && <Alert tone="warning">{ADDITIONAL_PURCHASE_MESSAGES.noFolios}</Alert>}>
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">Investment</legend>
        <SelectInput
          name="folio"
          label="Folio"
          required
          placeholder="Select Folio"
          options={props.folios.map((f) => ({ value: f.acno, label: `${f.acno} (${formatRupees(f.value)})` }))}
          rules={{ onChange: () => clear(CLEARED_ON_SCHEME_TYPE) }}
        />
        <RadioGroup
          name="schemeType"
          legend="Scheme Type"
          options={SCHEME_TYPES.map((value) => ({ value, label: SCHEME_TYPE_LABELS[value] }))}
          rules={{ onChange: () => clear(CLEARED_ON_SCHEME_TYPE) }}
        />
        {schemeType === 'NEW' && (
          <CategorySelect categories={props.categories} disabled={!folio} />
        )}
        <SchemeFields schemes={schemes} amountLabel="Amount" disabled={!folio || (schemeType === 'NEW' && !category)} />
        <IdcwNote />
      </fieldset>
      <TaggingFields arnEuins={props.arnEuins} restoredEuins={props.restoredEuins} />
    </TransactionForm>
  );
}
