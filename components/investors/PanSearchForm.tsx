'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { investorPanSearchSchema, type InvestorPanSearchInput } from '@/lib/forms/investor-list';
import { normalisePanInput, PAN_LENGTH } from '@/lib/rules/pan';

export interface PanSearchFormProps {
  /** The PAN searched for, or '' to list the whole tab again. */
  onSearch: (pan: string) => void;
  active: boolean;
}

/** The PAN box of the investor list: upper case as typed, ten characters, checked before it is sent. */
export function PanSearchForm({ onSearch, active }: PanSearchFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<InvestorPanSearchInput>({
    resolver: zodResolver(investorPanSearchSchema),
    defaultValues: { pan: '' },
  });
  const field = register('pan');

  return (
    <form
      role="search"
      aria-label="Search investors by PAN"
      noValidate
      onSubmit={handleSubmit((v) => onSearch(v.pan.trim().toUpperCase()))}
      className="flex flex-wrap items-start gap-2"
    >
      <TextField
        label="PAN"
        placeholder="AAAAA9999A"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={PAN_LENGTH}
        containerClassName="w-full sm:w-64"
        className="uppercase"
        error={formState.errors.pan?.message}
        {...field}
        onChange={(e) => {
          e.target.value = normalisePanInput(e.target.value);
          return field.onChange(e);
        }}
      />
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit">Search</Button>
        {active && (
          <Button
            variant="secondary"
            onClick={() => {
              reset({ pan: '' });
              onSearch('');
            }}
          >
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
