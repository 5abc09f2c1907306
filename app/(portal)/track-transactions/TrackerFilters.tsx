'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { TRACKER_STATE_LABELS, TRACKER_STATES, type TrackerRequest } from '@/lib/tracker/query';

const STATE_OPTIONS = TRACKER_STATES.map((s) => ({ value: s, label: TRACKER_STATE_LABELS[s] }));

export const SEARCH_HINT = 'A reference number, a PAN or part of a name.';
export const DATE_ORDER_MESSAGE = 'The From date must not be after the To date.';

export interface TrackerFiltersProps {
  value: TrackerRequest;
  kinds: { value: string; label: string }[];
  onApply: (filters: TrackerRequest) => void;
}

/** The filters apply on Search (not on every keystroke): each search is one read of the registrar's states. */
export function TrackerFilters({ value, kinds, onApply }: TrackerFiltersProps) {
  const [draft, setDraft] = useState<TrackerRequest>(value);
  const [error, setError] = useState<string | undefined>();
  const set = (patch: Partial<TrackerRequest>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) return setError(DATE_ORDER_MESSAGE);
    setError(undefined);
    onApply({ ...draft, search: draft.search?.trim(), page: 1 });
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6" aria-label="Filter what you initiated">
      <div className="lg:col-span-2">
        <TextField label="Search" hint={SEARCH_HINT} value={draft.search ?? ''} maxLength={60} onChange={(e) => set({ search: e.target.value })} />
      </div>
      <SelectField label="Status" placeholder="All statuses" options={STATE_OPTIONS} value={draft.state ?? ''} onChange={(e) => set({ state: e.target.value as TrackerRequest['state'] })} />
      <SelectField label="Type" placeholder="All types" options={kinds} value={draft.kind ?? ''} onChange={(e) => set({ kind: e.target.value })} />
      <TextField label="From" type="date" value={draft.from ?? ''} onChange={(e) => set({ from: e.target.value })} />
      <TextField label="To" type="date" value={draft.to ?? ''} error={error} onChange={(e) => set({ to: e.target.value })} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit">Search</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft({});
            setError(undefined);
            onApply({ page: 1 });
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
