'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { bff, newIdempotencyKey } from '@/components/bff/client';
import { useBffForm } from '@/components/forms/useBffForm';
import { submitPath, type SubmitResponse } from '@/lib/api/transactions';
import { flowHref } from '@/lib/transactions/routes';
import { lazyPhaseResolver, preloadSchemas, type SchemaLoader } from './lazy-resolver';

/** Where a transaction form sends its values and where it goes next: handed down by its page from the registry. */
export interface TransactionTarget {
  kind: string;
  /** The flow token naming the investor. */
  f: string;
  /** The kind's confirm screen. */
  confirm: string;
}

/** The same values always read the same, whatever order their fields were filled in. */
export function valuesSignature(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(valuesSignature).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${valuesSignature(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * A transaction form: the BFF checks the values again, records them upstream and keeps the draft, then
 * the confirm screen opens. The form keeps one idempotency key per set of values it sends, so a repeat
 * of the same values (a double submit that got through, a retry) replays the first answer instead of
 * recording a second request upstream; changed values are a new request with a key of their own.
 */
export function useTransactionForm<T extends FieldValues>(
  target: TransactionTarget,
  /**
   * Loads the form's submit and live schemas (lib/forms/<concept>/<kind>.ts, by a dynamic import so that the page's first
   * load carries no zod), and its first values (a draft's, or blank).
   */
  options: { schemas: SchemaLoader; defaultValues: DefaultValues<T> },
) {
  const router = useRouter();
  // Only on mount: the loader is a new function each render, and what it loads is the same.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => preloadSchemas(options.schemas), []);
  // A field is checked when it is left and again as it is corrected; the whole form on Submit.
  const kit = useBffForm<T>({
    resolver: lazyPhaseResolver<T>(options.schemas),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: options.defaultValues,
  });
  // Lives as long as the form; never rendered, so it is kept as one unchanging object.
  const [keys] = useState(() => new Map<string, string>());
  const keyFor = (values: T) => {
    const signature = valuesSignature(values);
    const key = keys.get(signature) ?? newIdempotencyKey();
    keys.set(signature, key);
    return key;
  };
  const onSubmit = kit.submitWith(
    (values) => bff<SubmitResponse>(submitPath(target.kind, target.f), { body: values, idempotencyKey: keyFor(values) }),
    () => {
      router.push(flowHref(target.confirm, target.f));
      return 'leave';
    },
  );
  return { ...kit, onSubmit };
}
