'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PanField } from './PanField';
import { checkPanSearch } from '@/lib/forms/investors/investor-tabs';
import { useNoScriptSubmit } from '@/components/forms/no-script';

export interface PanSearchFormProps {
  /** The PAN searched for, or '' to list the whole tab again. */
  onSearch: (pan: string) => void;
  active: boolean;
}

const refusal = (pan: string) => checkPanSearch({ pan }).pan;

/**
 * The PAN box of the investor list: upper case as typed, ten characters, checked before it is sent.
 * One box, checked by hand as a form library would (on Search, then as the box changes), so the
 * list pages do not load the library for it.
 */
export function PanSearchForm({ onSearch, active }: PanSearchFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [searched, setSearched] = useState(false);

  const noScript = useNoScriptSubmit();
  return (
    <form
      {...noScript}
      role="search"
      aria-label="Search investors by PAN"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const pan = input.current?.value ?? '';
        const message = refusal(pan);
        setSearched(true);
        setError(message);
        if (message) input.current?.focus();
        else onSearch(pan.trim().toUpperCase());
      }}
      className="flex flex-wrap items-start gap-2"
    >
      <PanField
        registration={{
          name: 'pan',
          ref: input,
          onChange: (event) => searched && setError(refusal(event.target.value)),
          onBlur: () => undefined,
        }}
        error={error}
      />
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit">Search</Button>
        {active && (
          <Button
            variant="secondary"
            onClick={() => {
              if (input.current) input.current.value = '';
              setSearched(false);
              setError(undefined);
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
