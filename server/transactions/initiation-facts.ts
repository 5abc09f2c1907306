import 'server-only';
import type { ConfirmationView, RowFact } from '@/lib/transactions/confirmation';
import type { InitiationFacts } from '../http/initiation';

// What the audit trail keeps of a transaction confirmation, read from the summary the distributor
// confirmed: the same words and figures they saw, whatever the kind. Each kind's summary marks the rows
// the trail keeps (`fact` on a row), so renaming a row's label cannot silently record nothing.

/** How summaries saved before their rows were marked named them; such a draft is confirmed once, at most. */
const LEGACY_LABELS: Record<RowFact, string[]> = {
  investor: ['Investor Name', 'Name'],
  folio: ['Folio'],
  scheme: ['Scheme', 'Transfer from Scheme', 'Transfer From Scheme'],
};

function rowValue(view: ConfirmationView, fact: RowFact): string | null {
  const rows = view.sections.flatMap((s) => s.rows);
  const marked = rows.some((r) => r.fact) ? rows.find((r) => r.fact === fact) : rows.find((r) => LEGACY_LABELS[fact].includes(r.label));
  return marked?.value.trim() || null;
}

export function draftFacts(kind: string, pan: string, view: ConfirmationView | undefined): InitiationFacts {
  return {
    kind,
    pan,
    investor: view ? rowValue(view, 'investor') : null,
    folio: view ? rowValue(view, 'folio') : null,
    scheme: view ? rowValue(view, 'scheme') : null,
    amount: view?.amount ?? null,
  };
}
