'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useBffList, type BffList } from '@/components/bff/useBffList';
import { SelectInput } from '@/components/forms/SelectInput';
import { Alert } from '@/components/ui/Alert';
import { switchSchemesPath, type SchemeChoice, type SwitchSchemesResponse } from '@/lib/api/transactions';
import { ADDITIONAL_PURCHASE_MESSAGES } from '@/lib/forms/purchase/additional-purchase-fields';
import { ListSelect } from './ListSelect';

/** The schemes a restored draft had to choose from, read by the page so its choice shows at once. */
export interface RestoredTargets {
  folio: string;
  category: string;
  schemes: SchemeChoice[];
}

const pickSchemes = (d: SwitchSchemesResponse) => d.schemes;

/** The schemes of a category that a folio's units may move into (a switch's or an STP's). */
export function useTargetSchemes(folio: string, category: string, restored: RestoredTargets | null): BffList<SchemeChoice> {
  const preloaded = restored && restored.folio === folio && restored.category === category ? restored.schemes : null;
  return useBffList(folio && category ? switchSchemesPath(folio, category) : null, pickSchemes, preloaded);
}

export interface TransferToFieldsProps {
  legend: string;
  /** The form's field for the chosen scheme and its label (the seed's words differ between a switch and an STP). */
  scheme: { name: string; label: string };
  categories: string[];
  targets: BffList<SchemeChoice>;
  /** What a new category makes stale besides the chosen scheme (its minimum or multiples). */
  clearOnCategory: readonly string[];
  onChoose: (target: SchemeChoice | null) => void;
}

/** Where the units go: the category (once a folio is chosen), then one of its schemes. */
export function TransferToFields({ legend, scheme, categories, targets, clearOnCategory, onChoose }: TransferToFieldsProps) {
  const { setValue } = useFormContext();
  const [folio, category] = useWatch({ name: ['folio', 'category'] }) as [string, string];
  const noTargets = !!category && !targets.loading && !targets.error && targets.items.length === 0;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-ink">{legend}</legend>
      {noTargets && <Alert tone="warning">{ADDITIONAL_PURCHASE_MESSAGES.noSchemes}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          name="category"
          label="Category"
          required
          placeholder="Select Category"
          disabled={!folio}
          options={categories}
          rules={{ onChange: () => { for (const name of [scheme.name, ...clearOnCategory]) setValue(name, ''); } }}
        />
        <ListSelect
          name={scheme.name}
          label={scheme.label}
          list={targets}
          placeholder="Select Scheme"
          loadingLabel="Loading schemes…"
          disabled={!category}
          rules={{ onChange: (e: { target: { value: string } }) => onChoose(targets.items.find((s) => s.value === e.target.value) ?? null) }}
        />
      </div>
    </fieldset>
  );
}
