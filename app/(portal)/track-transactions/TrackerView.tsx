'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBff } from '@/components/bff/use-bff';
import { ListError } from '@/components/drilldowns/ListError';
import { useTrackerActions } from '@/components/tracker/use-tracker-actions';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { TRACKER_MESSAGES } from '@/lib/tracker/messages';
import { trackerRequestOf, trackerSearchParams } from '@/lib/tracker/filters';
import { TRACKER_API, type TrackerPage, type TrackerRequest } from '@/lib/tracker/query';
import { TrackerFilters } from './TrackerFilters';

// The table (its cells, actions, countdowns and CSV) has nothing to show before the first answer: its code
// is fetched beside that read, not before the filters can be used.
const loadResults = () => import('./TrackerResults').then((m) => ({ default: m.TrackerResults }));
const TrackerResults = lazy(loadResults);
const LOADING = <SkeletonLines lines={5} label="Loading what you initiated…" />;
// The admin's export (its form, dates and schema) is fetched when it is first opened.
const TrailExport = lazy(() => import('./TrailExport').then((m) => ({ default: m.TrailExport })));

// The investor may approve while the distributor looks: the list is read again on focus and every
// minute, which also moves pending rows on to approved and allotted. The filters go in a POST body: they
// may hold a PAN, which stays out of addresses.
const LIVE = { keepPreviousData: true, revalidateOnFocus: true, revalidateOnReconnect: true, refreshInterval: 60_000 } as const;

/** `exports`: the firm's admin may export the trail for a period. */
export function TrackerView({ exports = false }: { exports?: boolean }) {
  // The filters, sort and page live in the address, so a reload, Back or a shared link opens the same list.
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => trackerRequestOf(new URLSearchParams(query)), [query]);
  const setFilters = useCallback(
    (next: TrackerRequest | ((f: TrackerRequest) => TrackerRequest)) => {
      const value = typeof next === 'function' ? next(filters) : next;
      const search = trackerSearchParams(value);
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    },
    [filters, pathname, router],
  );
  // After Previous or Next the focus goes to the count of rows shown, which says where the list now is.
  const count = useRef<HTMLParagraphElement>(null);
  const paged = useRef(false);
  const turnPage = (to: number) => {
    paged.current = true;
    setFilters((f) => ({ ...f, page: to }));
  };
  const { data, error, loading, mutate } = useBff<TrackerPage>(TRACKER_API, { body: filters, ...LIVE });
  const { notice, busy, run } = useTrackerActions(() => mutate());
  const [exportOpen, setExportOpen] = useState(false);
  useEffect(() => void loadResults().catch(() => undefined), []);
  useEffect(() => {
    if (!paged.current || !data || data.page !== (filters.page ?? 1)) return;
    paged.current = false;
    count.current?.focus();
  }, [data, filters.page]);
  const page = filters.page ?? 1;
  const filtered = Object.entries(filters).some(([k, v]) => k !== 'page' && k !== 'sort' && !!v);

  return (
    <div className="space-y-4">
      {exports && (
        <div className="space-y-3">
          <Button variant="secondary" size="sm" aria-expanded={exportOpen} aria-controls="trail-export" onClick={() => setExportOpen((open) => !open)}>
            Export the trail
          </Button>
          <div id="trail-export">
            {exportOpen && (
              <Suspense fallback={<SkeletonLines lines={2} label="Loading the export…" />}>
                <TrailExport />
              </Suspense>
            )}
          </div>
        </div>
      )}
      <TrackerFilters value={filters} kinds={data?.kinds ?? []} people={data?.people ?? null} onApply={(next) => setFilters({ ...next, sort: filters.sort })} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {data?.stale && <Alert tone="warning">{TRACKER_MESSAGES.stale}</Alert>}
      {error && !data ? (
        <ListError message={error} onRetry={() => void mutate()} />
      ) : loading || !data ? (
        LOADING
      ) : (
        <Suspense fallback={LOADING}>
          <TrackerResults
            data={data}
            page={page}
            onPage={turnPage}
            count={count}
            busy={busy}
            onAction={(a, r) => void run(a, r)}
            filtered={filtered}
            sort={filters.sort ?? null}
            onSort={(sort) => setFilters((f) => ({ ...f, sort, page: 1 }))}
          />
        </Suspense>
      )}
    </div>
  );
}
