'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { PanField } from './PanField';
import { investorPanSearchSchema, type InvestorPanSearchInput } from '@/lib/forms/investor-list';

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

  return (
    <form
      role="search"
      aria-label="Search investors by PAN"
      noValidate
      onSubmit={handleSubmit((v) => onSearch(v.pan.trim().toUpperCase()))}
      className="flex flex-wrap items-start gap-2"
    >
      <PanField registration={register('pan')} error={formState.errors.pan?.message} />
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
