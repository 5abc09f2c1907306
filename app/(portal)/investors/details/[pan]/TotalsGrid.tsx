import type { InvestorTotals } from '@/lib/api/investors';
import { rupeesOrNA } from './figures';

const FIGURES: { key: keyof InvestorTotals; label: string }[] = [
  { key: 'costValue', label: 'Cost Value' },
  { key: 'aum', label: 'AUM' },
  { key: 'overallAppr', label: 'Overall Appr' },
  { key: 'todayAppr', label: "Today's Appr" },
];

/** The investor's totals; '--NA--' for any figure the registrar left out. */
export function TotalsGrid({ totals }: { totals: InvestorTotals }) {
  return (
    <div role="group" aria-label="Totals">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {FIGURES.map((f) => (
          <div key={f.key} className="rounded-card border border-line bg-canvas px-3 py-2">
            <dt className="text-xs text-ink-muted">{f.label}</dt>
            <dd className="text-base font-semibold tabular-nums">{rupeesOrNA(totals[f.key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
