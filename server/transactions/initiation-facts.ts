import 'server-only';
import type { ConfirmationView } from '@/lib/transactions/confirmation';
import type { InitiationFacts } from '../http/initiation';

// What the audit trail keeps of a transaction confirmation, read from the summary the distributor
// confirmed: the same words and figures they saw, whatever the kind.

const SCHEME_LABELS = ['Scheme', 'Scheme Name', 'Transfer from Scheme', 'Switch Out Scheme', 'From Scheme'];
const FOLIO_LABELS = ['Folio', 'Folio Number', 'Folio No'];

function rowValue(view: ConfirmationView, labels: string[]): string | null {
  for (const section of view.sections) {
    const row = section.rows.find((r) => labels.includes(r.label));
    if (row?.value.trim()) return row.value.trim();
  }
  return null;
}

export function draftFacts(kind: string, pan: string, view: ConfirmationView | undefined): InitiationFacts {
  return {
    kind,
    pan,
    investor: view ? rowValue(view, ['Investor Name', 'Name']) : null,
    folio: view ? rowValue(view, FOLIO_LABELS) : null,
    scheme: view ? rowValue(view, SCHEME_LABELS) : null,
    amount: view?.amount ?? null,
  };
}
