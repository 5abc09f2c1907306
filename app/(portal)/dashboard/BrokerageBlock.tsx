import { EmptyState } from '@/components/ui/EmptyState';
import { formatRupees } from '@/lib/money';
import type { BrokerageMonth } from '@/lib/api/dashboard';
import { NO_DATA_FOUND } from './messages';

/** Six months of brokerage, oldest first (Previous6thMon … PresentMon). */
export function BrokerageBlock({ months }: { months: BrokerageMonth[] }) {
  return (
    <article aria-labelledby="brokerage-heading" className="space-y-2">
      <h3 id="brokerage-heading" className="text-sm font-semibold text-ink">
        Brokerage (last six months)
      </h3>
      {months.length === 0 ? (
        <EmptyState title={NO_DATA_FOUND} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {months.map((m) => (
            <div key={m.month} className="rounded-card border border-line p-3">
              <dt className="text-xs font-medium text-ink-muted">{m.month}</dt>
              <dd className="mt-1 text-base font-semibold tabular-nums text-ink">{formatRupees(m.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
