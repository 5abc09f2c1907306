'use client';

import { lazy, Suspense, useMemo, useState } from 'react';
import type { TodayLink, TodayResponse } from '@/lib/api/today';
import { TRAIL_HOLDER, TRAIL_WORDS } from '@/lib/rules/team-trail';

// The firm's admin shows one person's expiring links on Today. The list is at most a day's links, all in
// the one answer, so the choice narrows it here rather than asking the registrar again; the counts, the
// list and its bulk selection all read the narrowed view.

const PersonChoice = lazy(() => import('./PersonChoice').then((m) => ({ default: m.PersonChoice })));

/** The people who initiated the links listed, by name (the ARN holder named as such); a row entered elsewhere names nobody. */
export function peopleOf(links: readonly TodayLink[]): { value: string; label: string }[] {
  const people = new Map<string, string>();
  for (const l of links) {
    if (l.by.key && !people.has(l.by.key)) people.set(l.by.key, l.by.key === TRAIL_HOLDER ? TRAIL_WORDS.holderChoice(l.by.name) : l.by.name);
  }
  return [...people].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
}

/** `offered`: the Today page (the dashboard's short form has no choice); the BFF says whether this is the admin. */
export function usePersonChoice(data: TodayResponse | undefined, offered: boolean) {
  const [by, setBy] = useState('');
  const people = useMemo(() => peopleOf(data?.links ?? []), [data]);
  // A person whose last link has gone from the list is no longer a choice: everyone's show again.
  const chosen = people.some((p) => p.value === by) ? by : '';
  const view = useMemo(() => (data && chosen ? { ...data, links: data.links.filter((l) => l.by.key === chosen) } : data), [data, chosen]);
  const choice =
    offered && data?.choosesPerson
      ? {
          narrowed: chosen !== '',
          control: (
            <Suspense fallback={null}>
              <PersonChoice people={people} value={chosen} onChange={setBy} />
            </Suspense>
          ),
        }
      : undefined;
  return { view, choice };
}
