import Link from 'next/link';
import { selectionPath, statementPath, STATEMENTS } from '@/lib/mailback/statements';

/**
 * The seven statement tiles. With an investor already chosen a tile opens the statement for them;
 * otherwise it opens the investor selection carrying the statement's name key.
 */
export function StatementTiles({ investorChosen }: { investorChosen: boolean }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {STATEMENTS.map((s) => (
        <li key={s.key}>
          <Link
            href={investorChosen ? statementPath(s) : selectionPath(s)}
            className="block h-full rounded-card border border-line bg-surface p-4 shadow-card hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span className="block font-semibold text-brand-800">{s.title}</span>
            <span className="mt-1 block text-sm text-ink-muted">{s.blurb}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
