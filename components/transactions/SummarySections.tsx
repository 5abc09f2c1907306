import { formatRupees } from '@/lib/money';
import { rupeesInWords } from '@/lib/money-words';
import type { ConfirmationView } from '@/lib/transactions/confirmation';

/** A summary as its sections of labelled rows, then the amount in figures and words. */
export function SummarySections({ view }: { view: ConfirmationView }) {
  return (
    <div className="space-y-5">
      {view.sections.map((section) => (
        <div key={section.title} className="space-y-2">
          <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{section.title}</h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {section.rows.map((row) => (
              <div key={row.label} className="min-w-0">
                <dt className="text-xs text-ink-muted">{row.label}</dt>
                <dd className="font-medium break-words text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {view.amount !== null && (
        <dl>
          <dt className="text-xs text-ink-muted">Amount</dt>
          <dd className="text-lg font-semibold text-ink">{formatRupees(view.amount)}</dd>
          <dd className="text-sm text-ink-muted">{rupeesInWords(view.amount)}</dd>
        </dl>
      )}
    </div>
  );
}
