'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/Skeleton';
import { navSummary, type NavPoint } from '@/lib/rules/nav';
import { NavSummaryText } from './NavSummaryText';

// recharts is sizeable and needs the browser: it loads only when a graph is first shown.
const NavChart = dynamic(() => import('./NavChart'), { ssr: false, loading: () => <ChartSkeleton /> });

export function ChartSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading NAV graph…</span>
      <Skeleton className="h-[300px] w-full max-w-[450px]" />
    </div>
  );
}

export function NavGraphPanel({ points, schemeLabel }: { points: NavPoint[]; schemeLabel: string }) {
  const summary = navSummary(points);
  if (!summary) return null;
  return (
    <figure aria-label={`NAV graph of ${schemeLabel}`} className="space-y-4">
      <NavChart points={points} />
      <figcaption>
        <NavSummaryText summary={summary} />
      </figcaption>
    </figure>
  );
}
