import { formatRupees } from '@/lib/money';
import { unitsText } from '@/lib/forms/redemption/redemption-fields';

export interface HoldingFigures {
  balUnits: string;
  curValue: number;
  nav: string;
  navDate: string;
  minAmount: number;
}

/** The chosen holding's balance (seed 001: Balance Units, Current Value, NAV as on Date, Minimum Amount). */
export function HoldingPanel({ holding, minimumLabel = 'Minimum Amount' }: { holding: HoldingFigures | null; minimumLabel?: string }) {
  const rows: [string, string][] = holding
    ? [
        ['Balance Units', unitsText(holding.balUnits)],
        ['Current Value', formatRupees(holding.curValue)],
        [`NAV as on ${holding.navDate}`, `₹${holding.nav}`],
        [minimumLabel, holding.minAmount > 0 ? formatRupees(holding.minAmount) : '-NA-'],
      ]
    : [];
  return (
    <section aria-label="Balance" className="rounded-field border border-line bg-canvas px-3 py-3">
      {holding ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="font-medium text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">Choose a folio and a scheme to see the balance.</p>
      )}
    </section>
  );
}
