'use client';

import { useBff } from '@/components/bff/use-bff';
import { ListError } from '@/components/drilldowns/ListError';
import { LinkCountdown } from '@/components/tracker/LinkCountdown';
import { RowActions } from '@/components/tracker/RowActions';
import { StatusPill } from '@/components/ui/StatusPill';
import { useTrackerActions } from '@/components/tracker/use-tracker-actions';
import { Alert } from '@/components/ui/Alert';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { formatIndian, formatUnits } from '@/lib/money';
import { takesEffectBy } from '@/lib/rules/sip-cancellation';
import { TRAIL_WORDS } from '@/lib/rules/team-trail';
import { amountOrUnits, istDateTime } from '@/lib/tracker/format';
import { timelinePath } from '@/lib/tracker/query';
import type { TransactionTimeline } from '@/lib/tracker/timeline';
import { FixText } from '@/components/ui/FixText';

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.filter(([, v]) => v).map(([k, v]) => (
        <div key={k}>
          <dt className="text-xs text-ink-muted">{k}</dt>
          <dd className="break-words text-sm text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TimelineView({ reference }: { reference: string }) {
  const { data, error, loading, mutate } = useBff<TransactionTimeline>(timelinePath(reference), { revalidateOnFocus: true, revalidateOnReconnect: true, refreshInterval: 60_000 });
  const { notice, busy, run } = useTrackerActions(() => mutate());
  if (error && !data) return <ListError message={error} onRetry={() => void mutate()} />;
  if (loading || !data) return <SkeletonLines lines={6} label="Loading the transaction…" />;
  const { row } = data;
  const rupees = (text: string) => (text && Number(text) > 0 ? `₹${formatIndian(Number(text))}` : '');
  return (
    <div className="space-y-4">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <section aria-labelledby="txn-facts" className="space-y-3 rounded-card border border-line bg-surface p-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="txn-facts" className="text-lg font-semibold text-ink">
            {row.kindLabel} {row.reference}
          </h2>
          <StatusPill state={row.state} />
          {row.state === 'P' && row.expiresAt && <LinkCountdown expiresAt={row.expiresAt} now={data.now} />}
          {row.effectiveBy && <span className="text-sm text-ink">{takesEffectBy(row.effectiveBy)}</span>}
        </div>
        {row.reason && (
          <Alert tone="error">
            {row.reason}
            {row.fix && (
              <>
                {' '}
                <FixText fix={row.fix} />
              </>
            )}
          </Alert>
        )}
        <Facts
          items={[
            ['Investor', row.investor ? `${row.investor} (${row.pan})` : row.pan],
            ['Folio', row.folio],
            ['Scheme', row.scheme],
            ['To scheme', data.toScheme],
            [row.units && !(Number(row.amount) > 0) ? 'Units' : 'Amount', amountOrUnits(row.amount, row.units)],
            ['Initiated', istDateTime(row.at)],
            [TRAIL_WORDS.by, row.by.name],
            ['Reinitiated as', data.reinitiatedAs],
          ]}
        />
        {row.allotment && (
          <Facts
            items={[
              ['NAV date', row.allotment.navDate],
              ['NAV', row.allotment.nav],
              ['Units', formatUnits(Number(row.allotment.units))],
              ['Allotted amount', rupees(row.allotment.amount)],
            ]}
          />
        )}
        <RowActions row={row} busy={busy} onAction={(a, r) => void run(a, r)} withOpen={false} />
      </section>
      <section aria-labelledby="txn-timeline" className="rounded-card border border-line bg-surface p-4">
        <h2 id="txn-timeline" className="mb-3 text-lg font-semibold text-ink">
          Timeline
        </h2>
        {!data.complete && <p className="mb-2 text-sm text-ink-muted">The registrar did not give this transaction&apos;s history; this is what the portal recorded.</p>}
        <ol className="space-y-3 border-l-2 border-line pl-4">
          {data.events.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <p className="text-sm font-medium text-ink">{e.label}</p>
              <p className="text-xs text-ink-muted">{istDateTime(e.at)}</p>
              {e.detail && <p className="text-sm text-ink">{e.detail}</p>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
