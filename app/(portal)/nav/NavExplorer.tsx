'use client';

import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { SelectField } from '@/components/ui/SelectField';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { useNavCategories, useNavGraph, useNavSchemes } from './use-nav';
import { DEFAULT_NAV_RANGE, isCompleteNavChoice, NAV_MESSAGES, type NavRangeCode } from '@/lib/rules/nav';
import { ChartSkeleton, NavGraphPanel } from './NavGraphPanel';
import { NavTable } from './NavTable';
import { RangeButtons } from './RangeButtons';

// Category → scheme → range, and the NAVs as a graph or a table (seed 001). Changing the category
// clears the scheme and with it the data; picking a scheme or a range loads the data.

export function NavExplorer({ initialCategories }: { initialCategories: string[] | null }) {
  const [category, setCategory] = useState('');
  const [scheme, setScheme] = useState('');
  const [range, setRange] = useState<NavRangeCode>(DEFAULT_NAV_RANGE);

  const categories = useNavCategories(initialCategories);
  const schemes = useNavSchemes(category);
  const options = schemes.data?.schemes ?? [];
  const chosen = options.find((o) => o.value === scheme);
  // The form's rules decide when the choices are complete; a scheme not in the list never is.
  const complete = chosen !== undefined && isCompleteNavChoice({ category, scheme, range });
  const graph = useNavGraph(complete ? scheme : null, range);

  const schemePlaceholder = !category
    ? 'Select a category first'
    : schemes.loading
      ? 'Loading schemes…'
      : schemes.data && options.length === 0
        ? NAV_MESSAGES.noSchemes
        : 'Select a scheme';

  function panel(kind: 'graph' | 'table'): ReactNode {
    if (!complete || !chosen) return <EmptyState title={NAV_MESSAGES.prompt} />;
    if (graph.error) {
      return (
        <Alert tone="error">
          <span>{graph.error}</span>{' '}
          <Button size="sm" variant="ghost" onClick={() => void graph.mutate()}>
            Try again
          </Button>
        </Alert>
      );
    }
    if (!graph.data) return kind === 'graph' ? <ChartSkeleton /> : <SkeletonLines lines={8} label="Loading NAV table…" />;
    if (graph.data.points.length === 0) return <EmptyState title={NAV_MESSAGES.noData} />;
    return kind === 'graph' ? (
      <NavGraphPanel points={graph.data.points} schemeLabel={chosen.label} />
    ) : (
      // A new scheme or range starts again on the first page.
      <NavTable key={`${scheme}|${range}`} points={graph.data.points} schemeLabel={chosen.label} />
    );
  }

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <section aria-labelledby="nav-choices" className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card">
        <h2 id="nav-choices" className="text-base font-semibold text-ink">
          Scheme and range
        </h2>
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={categories.data?.categories ?? []}
          value={category}
          disabled={!categories.data}
          error={categories.error ?? undefined}
          onChange={(e) => {
            setCategory(e.target.value);
            setScheme('');
          }}
        />
        <SelectField
          label="Scheme"
          placeholder={schemePlaceholder}
          options={options}
          value={scheme}
          disabled={!category || !schemes.data || options.length === 0}
          error={schemes.error ?? undefined}
          onChange={(e) => setScheme(e.target.value)}
        />
        <RangeButtons value={range} onChange={setRange} />
      </section>
      <section aria-label="NAV Graph and NAV Table" className="min-w-0 rounded-card border border-line bg-surface p-4 shadow-card">
        <Tabs
          label="NAV view"
          tabs={[
            { id: 'graph', label: 'NAV Graph', panel: panel('graph') },
            { id: 'table', label: 'NAV Table', panel: panel('table') },
          ]}
        />
      </section>
    </div>
  );
}
