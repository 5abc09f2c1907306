'use client';

import { useForm } from 'react-hook-form';
import { checkResolver } from '@/components/forms/check-resolver';
import { Button } from '@/components/ui/Button';
import { PanField } from './PanField';
import { checkPanSearch } from '@/lib/forms/investor-tabs';

export interface PanSearchFormProps {
  /** The PAN searched for, or '' to list the whole tab again. */
  onSearch: (pan: string) => void;
  active: boolean;
}

/** The PAN box of the investor list: upper case as typed, ten characters, checked before it is sent. */
export function PanSearchForm({ onSearch, active }: PanSearchFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<{ pan: string }>({
    resolver: checkResolver(checkPanSearch),
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
