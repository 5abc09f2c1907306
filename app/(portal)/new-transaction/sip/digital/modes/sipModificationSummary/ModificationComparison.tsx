import { Alert } from '@/components/ui/Alert';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { SIPM_MESSAGES } from '@/lib/forms/sip-modification';
import type { ConfirmationView } from '@/lib/transactions/confirmation';

interface Compared {
  label: string;
  existing: string;
  modified: string;
}

const COLUMNS: Column<Compared>[] = [
  { key: 'label', header: 'Field', cell: (r) => r.label },
  { key: 'existing', header: 'Existing', cell: (r) => r.existing },
  {
    key: 'modified',
    header: 'Modified',
    cell: (r) => (r.modified === r.existing ? r.modified : <strong className="font-semibold text-brand-700">{r.modified}</strong>),
  },
];

/**
 * The SIP, then existing and modified side by side, row by row (a table on a desktop, cards on a
 * phone); a changed value is in bold. The view's sections are the SIP, Existing and Modified, in that order.
 */
export function ModificationComparison({ view }: { view: ConfirmationView }) {
  const [sip, existing, modified] = view.sections;
  const rows: Compared[] = (existing?.rows ?? []).map((row, i) => ({ label: row.label, existing: row.value, modified: modified?.rows[i]?.value ?? '' }));
  return (
    <div className="space-y-5">
      {sip && (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {sip.rows.map((row) => (
            <div key={row.label} className="min-w-0">
              <dt className="text-xs text-ink-muted">{row.label}</dt>
              <dd className="font-medium break-words text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <DataTable caption="Existing versus modified" columns={COLUMNS} rows={rows} rowKey={(r) => r.label} empty={null} />
      <Alert tone="info">{SIPM_MESSAGES.processing}</Alert>
    </div>
  );
}
