'use client';

import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBffList } from '@/components/bff/useBffList';
import { SelectInput } from '@/components/forms/SelectInput';
import { LINK_CATEGORIES_API, linkSchemesPath, type LinkCategoriesResponse, type LinkSchemeOption, type LinkSchemesResponse } from '@/lib/api/links';
import type { SchemeLinkInput } from '@/lib/forms/links/scheme-link';

const pickCategories = (r: LinkCategoriesResponse) => r.categories;
const pickSchemes = (r: LinkSchemesResponse) => r.schemes;
const PUBLIC = { public: true } as const;

/** The category and then one of its schemes; the schemes are asked for when the category changes. */
export function SchemeChoice({ initialCategories }: { initialCategories: string[] | null }) {
  const { control, setValue } = useFormContext<SchemeLinkInput>();
  const [attempt, setAttempt] = useState(0);
  const category = useWatch({ control, name: 'category' });
  const scheme = useWatch({ control, name: 'scheme' });

  // The server could not list categories while rendering the page: ask again from the browser (a failure
  // leaves the list empty).
  const asked = useBffList(initialCategories === null ? LINK_CATEGORIES_API : null, pickCategories, null, PUBLIC);
  const categories = initialCategories ?? (asked.loading ? null : asked.items);

  // The schemes of the chosen category; a newer choice cancels the older request, Try again asks again.
  const list = useBffList(category ? linkSchemesPath(category) : null, pickSchemes, null, { ...PUBLIC, again: attempt });
  const schemes: { status: 'idle' | 'loading' | 'ready' | 'failed'; options: LinkSchemeOption[] } = !category
    ? { status: 'idle', options: [] }
    : list.loading
      ? { status: 'loading', options: [] }
      : { status: list.error ? 'failed' : 'ready', options: list.items };

  const schemePlaceholder =
    schemes.status === 'loading' ? 'Loading schemes…' : schemes.status === 'ready' && schemes.options.length === 0 ? 'No schemes in this category' : 'Select a scheme';

  return (
    <>
      <SelectInput
        name="category"
        label="Category"
        required
        placeholder={categories === null ? 'Loading categories…' : 'Select a category'}
        options={categories ?? []}
        // A new category's schemes are different ones: the chosen scheme goes (and the link with it).
        rules={{ onChange: () => setValue('scheme', '') }}
      />
      <SelectInput
        name="scheme"
        label="Scheme"
        required
        placeholder={schemePlaceholder}
        options={schemes.options}
        disabled={schemes.status !== 'ready' || schemes.options.length === 0}
        aria-busy={schemes.status === 'loading' || undefined}
        hint={
          schemes.status === 'failed' ? (
            <>
              The schemes could not be loaded.{' '}
              <button type="button" onClick={() => setAttempt((n) => n + 1)} className="text-brand-700 underline">
                Try again
              </button>
            </>
          ) : (
            // A long name is cut off in a narrow select; the full one is repeated here.
            (schemes.options.find((o) => o.value === scheme)?.label ?? 'Regular plans of the chosen category.')
          )
        }
      />
    </>
  );
}
