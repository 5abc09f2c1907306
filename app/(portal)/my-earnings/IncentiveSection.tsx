import { DataTable, type Column } from '@/components/ui/DataTable';
import type { IncentiveEarning } from '@/lib/api/reports';
import { formatIndian, formatRupees } from '@/lib/money';
import { INCENTIVE_RULE_TEXT, INCENTIVE_TITLE } from '@/lib/rules/new-investor-incentive';

// The additional commission for new B30 and new women investors, apart from the trail: a total and one
// row per new investor, in whole rupees like the trail above. Nothing when none was paid.

const COLUMNS: Column<IncentiveEarning>[] = [
  {
    key: 'investor',
    header: 'Investor',
    cell: (r) => (
      <span className="break-words">
        {r.investor}
        <span className="block text-xs text-ink-muted">{r.pan}</span>
      </span>
    ),
  },
  { key: 'category', header: 'Category', cell: (r) => (r.city ? `${r.category}, ${r.city}` : r.category) },
  {
    key: 'basis',
    header: 'Reckoned on',
    cell: (r) => (
      <span>
        {r.basis} of ₹{formatIndian(r.firstAmount)}
        <span className="block text-xs tabular-nums text-ink-muted">from {r.firstDate}</span>
      </span>
    ),
  },
  { key: 'paid', header: 'Paid with', cell: (r) => <span className="tabular-nums">{r.paidWith}</span> },
  { key: 'amount', header: 'Incentive (₹)', numeric: true, cell: (r) => formatIndian(r.amount) },
];

export function IncentiveSection({ rows, total }: { rows: IncentiveEarning[]; total: number }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="incentive-heading" className="space-y-2 rounded-card lg:col-span-2 border border-line bg-surface p-4 shadow-card">
      <h2 id="incentive-heading" className="font-medium text-ink">
        {INCENTIVE_TITLE}
      </h2>
      <p className="text-sm text-ink">
        Total: <strong className="tabular-nums">{formatRupees(total)}</strong> for {rows.length} new {rows.length === 1 ? 'investor' : 'investors'}
      </p>
      <p className="text-sm text-ink-muted">{INCENTIVE_RULE_TEXT}</p>
      <DataTable caption="Additional incentive by investor" columns={COLUMNS} rows={rows} rowKey={(r) => r.key} empty={null} />
    </section>
  );
}
