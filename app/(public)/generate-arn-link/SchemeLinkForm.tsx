'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { LinkCategoriesResponse } from '@/app/api/public/links/categories/route';
import type { SchemeLinkResponse } from '@/app/api/public/links/scheme/route';
import type { LinkSchemesResponse } from '@/app/api/public/links/schemes/route';
import { CodeField } from '@/components/links/CodeField';
import { checkEuinOnBlur } from '@/components/links/euin-check';
import { EuinDeclarationField } from '@/components/links/EuinDeclarationField';
import { GeneratedLink } from '@/components/links/GeneratedLink';
import { callBff } from '@/components/links/post-json';
import { SelectField } from '@/components/ui/SelectField';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ARN_CODE_MAX } from '@/lib/forms/customized-link';
import { schemeLinkSchema, type SchemeLinkInput } from '@/lib/forms/scheme-link';

const FIELDS = ['brokerCode', 'subBrokerCode', 'category', 'scheme', 'euinDeclaration', 'euin'] as const;
type Option = { value: string; label: string };
type Loaded = { category: string; attempt: number; ok: boolean; options: Option[] };

export function SchemeLinkForm({ initialCategories }: { initialCategories: string[] | null }) {
  const [categories, setCategories] = useState<string[] | null>(initialCategories);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [link, setLink] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const linkHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SchemeLinkInput>({
    resolver: zodResolver(schemeLinkSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { brokerCode: '', subBrokerCode: '', category: '', scheme: '', euinDeclaration: 'YES', euin: '' },
  });
  const declaration = useWatch({ control, name: 'euinDeclaration' });
  const category = useWatch({ control, name: 'category' });
  const scheme = useWatch({ control, name: 'scheme' });

  // The server could not list categories while rendering the page: ask again from the browser.
  useEffect(() => {
    if (categories !== null) return;
    void callBff<LinkCategoriesResponse>('/api/public/links/categories').then((r) => setCategories(r.ok ? r.data.categories : []));
  }, [categories]);


  // The schemes of the chosen category; a newer choice cancels the older request.
  useEffect(() => {
    if (!category) return;
    const controller = new AbortController();
    callBff<LinkSchemesResponse>(`/api/public/links/schemes?category=${encodeURIComponent(category)}`, undefined, controller.signal)
      .then((r) => setLoaded({ category, attempt, ok: r.ok, options: r.ok ? r.data.schemes : [] }))
      .catch(() => {
        // aborted: a newer category is loading
      });
    return () => controller.abort();
  }, [category, attempt]);

  const schemes: { status: 'idle' | 'loading' | 'ready' | 'failed'; options: Option[] } = !category
    ? { status: 'idle', options: [] }
    : loaded?.category !== category || loaded.attempt !== attempt
      ? { status: 'loading', options: [] }
      : { status: loaded.ok ? 'ready' : 'failed', options: loaded.options };

  useEffect(() => {
    if (link) linkHeading.current?.focus();
  }, [link]);

  async function onEuinBlur() {
    if (getValues('euinDeclaration') !== 'NO') return;
    const verdict = await checkEuinOnBlur(getValues('brokerCode'), getValues('euin'), 'scheme');
    if (verdict && !verdict.valid) setError('euin', { type: 'server', message: verdict.message });
  }

  async function onSubmit(values: SchemeLinkInput) {
    setBanner(null);
    const result = await callBff<SchemeLinkResponse>('/api/public/links/scheme', values);
    if (result.ok) {
      setLink(result.data.link);
      return;
    }
    const known = FIELDS.filter((f) => result.fieldErrors[f]);
    for (const f of known) setError(f, { type: 'server', message: result.fieldErrors[f] });
    if (known.length === 0) setBanner(result.message);
  }

  const schemePlaceholder =
    schemes.status === 'loading' ? 'Loading schemes…' : schemes.status === 'ready' && schemes.options.length === 0 ? 'No schemes in this category' : 'Select a scheme';

  return (
    <>
      {/* A link stands for exactly what the form held when it was made: any change retires it. */}
      <form onSubmit={handleSubmit(onSubmit)} onChange={() => setLink(null)} noValidate className="mt-5 space-y-4">
        {banner && <Alert tone="error">{banner}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <CodeField
            label="Broker Code"
            prefix="ARN-"
            required
            maxLength={ARN_CODE_MAX}
            hint="The digits of your ARN."
            error={errors.brokerCode?.message}
            {...register('brokerCode')}
          />
          <CodeField
            label="Sub Broker Code"
            prefix="ARN-"
            maxLength={ARN_CODE_MAX}
            hint="Optional: the sub broker's ARN digits."
            error={errors.subBrokerCode?.message}
            {...register('subBrokerCode')}
          />
        </div>
        <SelectField
          label="Category"
          required
          placeholder={categories === null ? 'Loading categories…' : 'Select a category'}
          options={(categories ?? []).map((c) => ({ value: c, label: c }))}
          error={errors.category?.message}
          {...register('category', {
            // A new category's schemes are different ones: the chosen scheme goes (and the link with it).
            onChange: () => setValue('scheme', ''),
          })}
        />
        <SelectField
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
          error={errors.scheme?.message}
          {...register('scheme')}
        />
        <EuinDeclarationField
          {...register('euinDeclaration', {
            onChange: (e: { target: { value: string } }) => {
              if (e.target.value === 'YES') {
                setValue('euin', '');
                clearErrors('euin');
              }
            },
          })}
        />
        <CodeField
          label="EUIN Code"
          prefix="E"
          required={declaration === 'NO'}
          disabled={declaration !== 'NO'}
          maxLength={7}
          hint="The six digits of the advising employee's EUIN."
          error={errors.euin?.message}
          {...register('euin', { onBlur: () => void onEuinBlur() })}
        />
        <Button type="submit" busy={isSubmitting} busyLabel="Generating…" className="w-full sm:w-auto">
          Generate Link
        </Button>
      </form>
      {link && <GeneratedLink ref={linkHeading} link={link} />}
    </>
  );
}
