import { SummarySections } from '@/components/transactions/SummarySections';
import { Alert } from '@/components/ui/Alert';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { SIPM_MESSAGES } from '@/lib/forms/sip/sip-modification-fields';
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
      {sip && <SummarySections view={{ title: view.title, sections: [sip], amount: null }} />}
      <DataTable caption="Existing versus modified" columns={COLUMNS} rows={rows} rowKey={(r) => r.label} empty={null} />
      <Alert tone="info">{SIPM_MESSAGES.processing}</Alert>
    </div>
  );
}
