'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { ChevronRightIcon } from '@/components/ui/icons';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { useFrequentReports } from './use-frequent-reports';
import { SectionError } from './SectionError';
import { mailbackHref } from './drill-down';
import { NO_DATA_FOUND } from './messages';

/** The mail-back reports asked for most; each opens the self mail-back request on that report. */
export function FrequentReportsPanel() {
  const { data, error, mutate } = useFrequentReports();
  if (error) return <SectionError message={error} onRetry={() => void mutate()} />;
  if (!data) return <SkeletonLines lines={4} label="Loading frequent reports…" />;
  if (data.reports.length === 0) return <EmptyState title={NO_DATA_FOUND} />;
  return (
    <ul aria-label="Frequent reports" className="divide-y divide-line rounded-card border border-line">
      {data.reports.map((r) => (
        <li key={r.code}>
          <IntentLink
            href={mailbackHref(r.code)}
            className="flex items-center justify-between gap-3 px-3 py-3 text-ink hover:bg-brand-50"
          >
            <span className="min-w-0">
              <span className="block font-medium">{r.description}</span>
              <span className="block text-xs text-ink-muted">{r.code}</span>
            </span>
            <ChevronRightIcon className="h-4 w-4 shrink-0 text-ink-muted" />
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
