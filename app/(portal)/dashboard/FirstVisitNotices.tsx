'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { bff } from '@/components/bff/client';
import { DASHBOARD_API, type PosterStateResponse } from '@/lib/api/dashboard';
import { useDashboardNotices } from './use-dashboard-notices';
import { usePosterState } from './use-poster-state';

// Most visits are not a first visit: the dialogs (and the dialog library) load only when they are due.
// React's own lazy rather than next/dynamic: the modals never render on the server (they wait for the
// poster state), and next/dynamic's loader would add to the dashboard's first load.
const PosterModal = lazy(() => import('./PosterModal').then((m) => ({ default: m.PosterModal })));
const OffersModal = lazy(() => import('./OffersModal').then((m) => ({ default: m.OffersModal })));

type Stage = 'checking' | 'poster' | 'offers' | 'done';

/**
 * A distributor's first dashboard: the regulatory poster, then the new fund offers. Whether the poster
 * was seen comes from the portal store; both modals belong to that first visit, so a reload or another
 * sign-in shows neither again. `data-first-visit` tells anyone reading the page (tests, support) whether
 * the dialogs are due without guessing from timing.
 */
export function FirstVisitNotices() {
  const poster = usePosterState();
  const notices = useDashboardNotices();
  const [stage, setStage] = useState<Stage>('checking');
  const offers = notices.data?.offers ?? [];

  // Decided once per visit from the first answer. A store that cannot be read costs the poster, not
  // the dashboard: it shows on a later visit instead.
  if (stage === 'checking' && (poster.data || poster.error)) setStage(poster.data?.seen === false ? 'poster' : 'done');
  // No offer in its window (or none readable): the first visit ends with the poster.
  if (stage === 'offers' && (notices.error || (notices.data && offers.length === 0))) setStage('done');

  const { mutate } = poster;
  const shown = stage === 'poster';
  useEffect(() => {
    if (!shown) return;
    // Recorded when shown, not when closed: a distributor who reloads or leaves without closing it has
    // still seen it. The cached answer is updated too, so coming back to the page does not reopen it.
    void bff<PosterStateResponse>(DASHBOARD_API.poster, { method: 'POST' }).then((res) =>
      res.ok ? mutate({ seen: true }, { revalidate: false }) : undefined,
    );
  }, [shown, mutate]);

  const due = stage === 'poster' || stage === 'offers';
  // Once loaded they stay mounted, so closing the last one still hands focus back as a dialog should.
  const [loaded, setLoaded] = useState(false);
  if (due && !loaded) setLoaded(true);
  return (
    <div hidden data-first-visit={stage === 'checking' ? 'checking' : due ? 'due' : 'done'}>
      {loaded && (
        <Suspense fallback={null}>
          <PosterModal open={stage === 'poster'} onClose={() => setStage('offers')} />
          <OffersModal open={stage === 'offers' && offers.length > 0} offers={offers} onClose={() => setStage('done')} />
        </Suspense>
      )}
    </div>
  );
}
