'use client';

import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { bffFile } from '@/components/bff/client';
import { DateField } from '@/components/forms/DateField';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { saveFile } from '@/components/ui/save-file';
import { formatDisplayDay, istDay, type CalendarDay } from '@/lib/dates';
import { TRAIL_EXPORT_TEXTS, type TrailPeriodValues } from '@/lib/rules/trail-export';
import { TRAIL_EXPORT_API } from '@/lib/tracker/query';
import { useNoScriptSubmit } from '@/components/forms/no-script';

/** How far back the calendars go: the trail keeps its rows for years. */
const CALENDAR_YEARS = 3;

/**
 * The admin's export of the firm's trail for a period (fetched when the admin first opens it). The
 * period is posted, never put in an address; the BFF checks it again with the same schema, and its
 * refusals land on the fields they name.
 */
export function TrailExport() {
  const today: CalendarDay = useMemo(() => istDay(new Date()), []);
  const [saved, setSaved] = useState<string | null>(null);
  const { form, banner, busy, submitWith } = useBffForm<TrailPeriodValues>({
    resolver: lazyZodResolver<TrailPeriodValues>(() => import('@/lib/forms/tracker/trail-export').then((m) => m.trailExportSchema)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    // This month so far: the period a firm's monthly compliance review asks for first.
    defaultValues: { from: formatDisplayDay({ ...today, day: 1 }), to: formatDisplayDay(today) },
  });
  const choice = { from: { ...today, year: today.year - CALENDAR_YEARS }, to: today };
  const onSubmit = submitWith(
    (values) => {
      setSaved(null);
      return bffFile(TRAIL_EXPORT_API, values);
    },
    (file, values) => {
      saveFile(file.blob, file.name);
      setSaved(TRAIL_EXPORT_TEXTS.saved(values.from, values.to));
    },
  );
  const noScript = useNoScriptSubmit();
  return (
    <section aria-labelledby="trail-export-title" className="rounded-card border border-line bg-surface p-4">
      <h2 id="trail-export-title" className="text-base font-semibold text-ink">
        Export the trail
      </h2>
      <p id="trail-export-hint" className="mt-1 text-sm text-ink-muted">
        {TRAIL_EXPORT_TEXTS.hint}
      </p>
      <FormProvider {...form}>
        <form {...noScript} onSubmit={onSubmit} noValidate aria-describedby="trail-export-hint" className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-start">
          <DateField name="from" label="From" choice={choice} required />
          <DateField name="to" label="To" choice={choice} required />
          <div className="sm:pt-6">
            <Button type="submit" busy={busy} busyLabel="Preparing…">
              Export CSV<span className="sr-only"> of the trail</span>
            </Button>
          </div>
        </form>
      </FormProvider>
      {banner && (
        <Alert tone="error" className="mt-3">
          {banner}
        </Alert>
      )}
      {saved && (
        <Alert tone="success" className="mt-3">
          {saved}
        </Alert>
      )}
    </section>
  );
}
