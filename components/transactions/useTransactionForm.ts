'use client';

import { useRouter } from 'next/navigation';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { bff, newIdempotencyKey } from '@/components/bff/client';
import { useBffForm } from '@/components/forms/useBffForm';
import { submitPath, type SubmitResponse } from '@/lib/api/transactions';
import { flowHref } from '@/lib/transactions/routes';
import { phaseResolver } from './phase-resolver';

/** Where a transaction form sends its values and where it goes next: handed down by its page from the registry. */
export interface TransactionTarget {
  kind: string;
  /** The flow token naming the investor. */
  f: string;
  /** The kind's confirm screen. */
  confirm: string;
}

/**
 * A transaction form: the BFF checks the values again, records them upstream and keeps the draft, then
 * the confirm screen opens. Each submission carries its own idempotency key, so a repeat of it (a
 * double click that got through, a retry) replays the first answer instead of recording again.
 */
export function useTransactionForm<T extends FieldValues>(
  target: TransactionTarget,
  /** The form's submit and live schemas (lib/forms/<kind>.ts) and its first values (a draft's, or blank). */
  options: { schema: z.ZodType; live: z.ZodType; defaultValues: DefaultValues<T> },
) {
  const router = useRouter();
  // A field is checked when it is left and again as it is corrected; the whole form on Submit.
  const kit = useBffForm<T>({
    resolver: phaseResolver<T>(options.schema, options.live),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: options.defaultValues,
  });
  const onSubmit = kit.submitWith(
    (values) => bff<SubmitResponse>(submitPath(target.kind, target.f), { body: values, idempotencyKey: newIdempotencyKey() }),
    () => {
      router.push(flowHref(target.confirm, target.f));
      return 'leave';
    },
  );
  return { ...kit, onSubmit };
}
