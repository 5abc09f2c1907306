'use client';

import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { DateField } from '@/components/forms/DateField';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { Button } from '@/components/ui/Button';
import { istDay, type CalendarDay } from '@/lib/dates';
import { EMPTY_FILTERS, requestOf, SEARCH_MAX_LENGTH, valuesOf, type TrackerFilterValues } from '@/lib/tracker/filters';
import { TRACKER_STATE_LABELS, TRACKER_STATES, type TrackerRequest } from '@/lib/tracker/query';
import { TRAIL_WORDS } from '@/lib/rules/team-trail';
import { useNoScriptSubmit } from '@/components/forms/no-script';

const STATE_OPTIONS = TRACKER_STATES.map((s) => ({ value: s, label: TRACKER_STATE_LABELS[s] }));

export const SEARCH_HINT = 'A reference number, a PAN or part of a name.';
/** How far back the From and To calendars go: the trail's rows are kept for years. */
const CALENDAR_YEARS = 3;

export interface TrackerFiltersProps {
  value: TrackerRequest;
  kinds: { value: string; label: string }[];
  /** For the firm's admin: the people who appear in the trail; null for anyone else (no such filter). */
  people?: { value: string; label: string }[] | null;
  onApply: (filters: TrackerRequest) => void;
}

/** The filters apply on Search (not on every keystroke): each search is one read of the registrar's states. */
export function TrackerFilters({ value, kinds, people = null, onApply }: TrackerFiltersProps) {
  const form = useForm<TrackerFilterValues>({
    resolver: lazyZodResolver<TrackerFilterValues>(() => import('@/lib/forms/tracker/tracker-filters').then((m) => m.trackerFiltersSchema)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(value),
  });
  // Back, Forward or another address: the form shows the filters the list was read with.
  const shown = JSON.stringify(valuesOf(value));
  useEffect(() => form.reset(JSON.parse(shown) as TrackerFilterValues), [shown, form]);
  // The types arrive with the first answer: the address's type is shown once its option exists.
  useEffect(() => {
    if (kinds.length) form.setValue('kind', form.getValues('kind'));
  }, [kinds, form]);
  useEffect(() => {
    if (people?.length) form.setValue('by', form.getValues('by'));
  }, [people, form]);
  const choice = useMemo(() => {
    const today: CalendarDay = istDay(new Date());
    return { from: { ...today, year: today.year - CALENDAR_YEARS }, to: today };
  }, []);

  const submit = form.handleSubmit((values) => onApply(requestOf(values)));
  // The reversed period's message sits on To, and a change of From alone re-checks only From: the message
  // would stay after From is corrected (typed or picked), or not come when From is moved past a To already
  // given. So a change of From checks To again once To has been left or refused.
  const recheckTo = {
    onChange: () => {
      const to = form.getFieldState('to');
      if (to.error || to.isTouched) void form.trigger('to');
    },
  };

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={submit} noValidate className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6" aria-label="Filter what you initiated">
        <div className="lg:col-span-2">
          <TextInput name="search" label="Search" hint={SEARCH_HINT} maxLength={SEARCH_MAX_LENGTH} />
        </div>
        <SelectInput name="state" label="Status" placeholder="All statuses" options={STATE_OPTIONS} />
        <SelectInput name="kind" label="Type" placeholder="All types" options={kinds} />
        <DateField name="from" label="From" choice={choice} rules={recheckTo} />
        <DateField name="to" label="To" choice={choice} />
        {people && <SelectInput name="by" label={TRAIL_WORDS.filter} placeholder={TRAIL_WORDS.everyone} options={people} />}
        <div className={`flex gap-2 sm:col-span-2 ${people ? 'lg:col-span-5 lg:self-end' : 'lg:col-span-6'}`}>
          <Button type="submit">Search</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              form.reset(EMPTY_FILTERS);
              onApply({ page: 1 });
            }}
          >
            Clear
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
