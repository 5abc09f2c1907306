'use client';

import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { InvestorList } from '@/components/investors/InvestorList';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { whenIdle } from '@/components/ui/when-idle';
import { WhenVisible } from '@/components/ui/WhenVisible';
import { NAME_SEARCH_MIN } from '@/lib/forms/investors/investor-tabs';
import { useNoScriptSubmit } from '@/components/forms/no-script';
import {
  normaliseSearchInput,
  readSearch,
  SEARCH_KEY_LABELS,
  SEARCH_KEYS,
  SEARCH_MAX_LENGTH,
  type InvestorSearchQuery,
  type SearchKey,
} from '@/lib/forms/investors/investor-search-check';

// The results of a search are shown only once one is made: fetched when the browser is first idle, not with the page.
const loadSearchResults = () => import('./SearchResults').then((m) => ({ default: m.SearchResults }));
const SearchResults = lazy(loadSearchResults);

const NAME_DELAY_MS = 400;

const INPUT_MODE: Partial<Record<SearchKey, 'numeric' | 'email'>> = { folio: 'numeric', mobile: 'numeric', email: 'email' };

/**
 * Existing investor (seed 000 section 5): a radio choice of key, one box, and the book's matches; until
 * a search is made the distributor's investor list stands below. A name search starts by itself from
 * four characters.
 */
export function ExistingInvestorSearch({ nameSearch }: { nameSearch: boolean }) {
  const [key, setKey] = useState<SearchKey>('pan');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState<InvestorSearchQuery | null>(null);
  const legendId = useId();
  useEffect(() => whenIdle(() => void loadSearchResults().catch(() => undefined)), []);

  const run = useCallback((k: SearchKey, v: string) => {
    const verdict = readSearch(k, v);
    setError(verdict.error);
    // A refused search answers nothing: the results of an earlier one would read as its answer.
    setQuery(verdict.query);
  }, []);

  // The name search follows the typing, a moment after the last key, once there are four characters.
  useEffect(() => {
    if (key !== 'name' || value.trim().length < NAME_SEARCH_MIN) return;
    const timer = setTimeout(() => run('name', value), NAME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, value, run]);

  const choose = (k: SearchKey) => {
    setKey(k);
    setValue('');
    setError(null);
    setQuery(null);
  };

  const noScript = useNoScriptSubmit();
  return (
    <div className="space-y-5">
      <form
        {...noScript}
        role="search"
        aria-label="Search an existing investor"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          run(key, value);
        }}
        className="space-y-3"
      >
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="mb-2 text-sm font-medium text-ink">
            Search by
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {SEARCH_KEYS.map((k) => {
              const disabled = k === 'name' && !nameSearch;
              return (
                <label key={k} className={`inline-flex items-center gap-2 text-sm ${disabled ? 'text-ink-muted' : 'text-ink'}`}>
                  <input
                    type="radio"
                    name="search-key"
                    value={k}
                    checked={key === k}
                    disabled={disabled}
                    onChange={() => choose(k)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {SEARCH_KEY_LABELS[k]}
                  {disabled && <span className="sr-only"> (not available for your account)</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-start gap-2">
          <TextField
            label={SEARCH_KEY_LABELS[key]}
            value={value}
            autoComplete="off"
            spellCheck={false}
            inputMode={INPUT_MODE[key]}
            maxLength={SEARCH_MAX_LENGTH[key]}
            containerClassName="w-full sm:w-80"
            className={key === 'pan' ? 'uppercase' : ''}
            hint={key === 'name' ? `The search starts by itself from ${NAME_SEARCH_MIN} characters.` : undefined}
            error={error ?? undefined}
            onChange={(e) => setValue(normaliseSearchInput(key, e.target.value))}
          />
          <div className="flex gap-2 sm:mt-6">
            <Button type="submit">Search</Button>
            {query && (
              <Button
                variant="secondary"
                onClick={() => {
                  setValue('');
                  setQuery(null);
                }}
              >
                Clear
              </Button>
            )}
          </div>
        </div>
      </form>
      {query ? (
        <Suspense fallback={<SkeletonLines label="Searching…" />}>
          <SearchResults query={query} />
        </Suspense>
      ) : (
        <WhenVisible minHeight="24rem">
          <InvestorList navigation={{ kind: 'new-transaction' }} panSearch={false} />
        </WhenVisible>
      )}
    </div>
  );
}
