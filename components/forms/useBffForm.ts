'use client';

import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { BffFailure, BffResult } from '@/components/bff/client';
import type { FixLink } from '@/lib/transactions/problem-fixes';

/** What a success handler may answer: 'leave' keeps the form busy while the next page opens. */
export type AfterSubmit = 'leave' | void;

/**
 * One form against the BFF: react-hook-form plus what every form did by hand before. A refusal's field
 * errors land on the fields that carry those names (nested paths included: `holders.1.pan`); anything
 * else shows as the form's banner. The form stays busy while it submits and, after 'leave', until the
 * next page replaces it, so a second click cannot send it again.
 */
export function useBffForm<T extends FieldValues>(props: UseFormProps<T>) {
  const form = useForm<T>(props);
  const [banner, setBanner] = useState<string | null>(null);
  /** Beside a registrar's refusal in the banner: where to fix it. */
  const [bannerFix, setBannerFix] = useState<FixLink | null>(null);
  const [leaving, setLeaving] = useState(false);

  function showFailure(failure: BffFailure) {
    const known = Object.entries(failure.fieldErrors).filter(([path]) => form.getValues(path as Path<T>) !== undefined);
    known.forEach(([path, message], i) => form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }));
    setBanner(known.length === 0 ? failure.message : null);
    setBannerFix(known.length === 0 ? (failure.fix ?? null) : null);
  }

  function submitWith<R>(send: (values: T) => Promise<BffResult<R>>, done: (data: R, values: T) => AfterSubmit | Promise<AfterSubmit>) {
    return form.handleSubmit(async (values) => {
      setBanner(null);
      setBannerFix(null);
      const result = await send(values);
      if (!result.ok) return showFailure(result);
      if ((await done(result.data, values)) === 'leave') setLeaving(true);
    });
  }

  return { form, banner, bannerFix, setBanner, busy: form.formState.isSubmitting || leaving, showFailure, submitWith };
}
