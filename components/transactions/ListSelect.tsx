'use client';

import type { RegisterOptions } from 'react-hook-form';
import type { BffList } from '@/components/bff/useBffList';
import { SelectInput } from '@/components/forms/SelectInput';
import { Alert } from '@/components/ui/Alert';

export interface ListSelectProps {
  name: string;
  label: string;
  /** A list read from the BFF when a choice above changed: schemes, banks. */
  list: BffList<{ value: string; label: string }>;
  placeholder: string;
  loadingLabel: string;
  disabled?: boolean;
  rules?: RegisterOptions;
}

/** A required choice from a list the BFF reads on demand: busy while it loads, the seed's message if it fails. */
export function ListSelect({ name, label, list, placeholder, loadingLabel, disabled, rules }: ListSelectProps) {
  return (
    <div className="space-y-2">
      {list.error && <Alert tone="error">{list.error}</Alert>}
      <SelectInput
        name={name}
        label={label}
        required
        placeholder={list.loading ? loadingLabel : placeholder}
        disabled={disabled || list.loading}
        aria-busy={list.loading || undefined}
        options={list.items.map((s) => ({ value: s.value, label: s.label }))}
        rules={rules}
      />
    </div>
  );
}
