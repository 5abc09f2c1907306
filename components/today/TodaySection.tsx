'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { lazy, Suspense, useState } from 'react';
import { ListError } from '@/components/drilldowns/ListError';
import { InitiateDialogs } from '@/components/investors/InitiateDialogs';
import { useInitiateInvestment } from '@/components/investors/use-initiate-investment';
import { useTrackerActions } from '@/components/tracker/use-tracker-actions';
import { Alert } from '@/components/ui/Alert';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { TODAY_HREF, type TodayInvestor } from '@/lib/api/today';
import { TRACKER_MESSAGES } from '@/lib/tracker/messages';
import { EkycDialog } from './EkycDialog';
import { InvestorsList } from './InvestorsList';
import { LinksList } from './LinksList';
import { MandatesList } from './MandatesList';
import { SipsList } from './SipsList';
import { TodayCounts } from './TodayCounts';
import { usePersonChoice } from './use-person-choice';
import { useToday } from './use-today';
import { useTodayBulk } from './use-today-bulk';

// The admin's card of EUIN certifications about to lapse comes only to the admin: fetched when the BFF sends it.
const LapsingEuins = lazy(() => import('./LapsingEuins').then((m) => ({ default: m.LapsingEuins })));

export const PARTIAL_NOTE =
  'This fund house answers SIPs and mandates per investor only: see them on each investor\u2019s page. Investors who cannot transact were checked one by one.';

/**
 * What needs doing today: the counts, then each list with the action that fixes a row. The dashboard
 * shows the first rows of each (`limit`), the Today page each list's first rows and every row on request.
 */
export function TodaySection({ limit }: { limit?: number }) {
  const today = useToday();
  const { error, loading, mutate } = today;
  // The admin may show one person's links (the Today page only); everything below reads that view.
  const { view: data, choice } = usePersonChoice(today.data, !limit);
  const { notice, busy, run } = useTrackerActions(() => mutate());
  const initiate = useInitiateInvestment('detail');
  const [ekyc, setEkyc] = useState<TodayInvestor | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const bulk = useTodayBulk(data, () => void mutate());
  const more = (label: string) => (
    <IntentLink href={`${TODAY_HREF}#${label}`} className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
      See all on Today
    </IntentLink>
  );

  if (error && !data) return <ListError message={error} onRetry={() => void mutate()} />;
  if (loading || !data) return <SkeletonLines lines={4} label="Loading what needs doing today…" />;

  const transact = (pan: string) => void initiate.start(pan);
  const level = limit ? 3 : 2;
  return (
    <div className="space-y-4">
      <TodayCounts data={data} base={limit ? TODAY_HREF : ''} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {sent && <Alert tone="success">{sent}</Alert>}
      {initiate.error && <Alert tone="error">{initiate.error}</Alert>}
      {data.linksStale && <Alert tone="warning">{TRACKER_MESSAGES.stale}</Alert>}
      {data.partial && <Alert tone="info">{PARTIAL_NOTE}</Alert>}
      {!limit && bulk.panel}
      <LinksList
        links={data.links}
        now={data.now}
        busy={busy}
        onResend={(ref) => void run('resend', ref)}
        limit={limit}
        level={level}
        more={more('today-links')}
        select={limit ? undefined : bulk.linkSelect}
        choice={choice}
      />
      {data.sips && <SipsList sips={data.sips} busyPan={initiate.busyPan} onTransact={transact} limit={limit} level={level} more={more('today-sips')} />}
      <InvestorsList
        investors={data.investors}
        fatcaUrl={data.fatcaUrl}
        busyPan={initiate.busyPan}
        onEkyc={(i) => {
          setSent(null);
          setEkyc(i);
        }}
        limit={limit}
        level={level}
        more={more('today-investors')}
        select={limit ? undefined : bulk.investorSelect}
      />
      {data.mandates && <MandatesList mandates={data.mandates} busyPan={initiate.busyPan} onTransact={transact} limit={limit} level={level} more={more('today-mandates')} />}
      {data.lapsingEuins !== undefined && (
        <Suspense fallback={<SkeletonLines lines={2} label="Loading the EUIN certifications…" />}>
          <LapsingEuins euins={data.lapsingEuins} limit={limit} level={level} more={more('today-euins')} />
        </Suspense>
      )}
      <EkycDialog
        investor={ekyc}
        onClose={() => setEkyc(null)}
        onSent={(message) => {
          setEkyc(null);
          setSent(message);
        }}
      />
      <InitiateDialogs prompt={initiate.prompt} onClose={initiate.closePrompt} />
    </div>
  );
}
