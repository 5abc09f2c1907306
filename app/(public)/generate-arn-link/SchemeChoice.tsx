'use client';

import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { SelectInput } from '@/components/forms/SelectInput';
import { LINK_CATEGORIES_API, linkSchemesPath, type LinkCategoriesResponse, type LinkSchemeOption, type LinkSchemesResponse } from '@/lib/api/links';
import type { SchemeLinkInput } from '@/lib/forms/scheme-link';

type Loaded = { category: string; attempt: number; ok: boolean; options: LinkSchemeOption[] };

/** The category and then one of its schemes; the schemes are asked for when the category changes. */
export function SchemeChoice({ initialCategories }: { initialCategories: string[] | null }) {
  const { control, setValue } = useFormContext<SchemeLinkInput>();
  const [categories, setCategories] = useState<string[] | null>(initialCategories);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const category = useWatch({ control, name: 'category' });
  const scheme = useWatch({ control, name: 'scheme' });

  // The server could not list categories while rendering the page: ask again from the browser.
  useEffect(() => {
    if (categories !== null) return;
    void bff<LinkCategoriesResponse>(LINK_CATEGORIES_API, { public: true }).then((r) => setCategories(r.ok ? r.data.categories : []));
  }, [categories]);

  // The schemes of the chosen category; a newer choice cancels the older request.
  useEffect(() => {
    if (!category) return;
    const controller = new AbortController();
    bff<LinkSchemesResponse>(linkSchemesPath(category), { public: true, signal: controller.signal })
      .then((r) => setLoaded({ category, attempt, ok: r.ok, options: r.ok ? r.data.schemes : [] }))
      .catch(() => {
        // aborted: a newer category is loading
      });
    return () => controller.abort();
  }, [category, attempt]);

  const schemes: { status: 'idle' | 'loading' | 'ready' | 'failed'; options: LinkSchemeOption[] } = !category
    ? { status: 'idle', options: [] }
    : loaded?.category !== category || loaded.attempt !== attempt
      ? { status: 'loading', options: [] }
      : { status: loaded.ok ? 'ready' : 'failed', options: loaded.options };

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
