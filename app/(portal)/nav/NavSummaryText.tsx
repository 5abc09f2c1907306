import { formatIndian2 } from '@/lib/money';
import type { NavSummary } from '@/lib/rules/nav';

// The graph's text alternative: where the range starts and ends and how far the NAV moved. The
// direction is a word and an arrow as well as a colour.

const DIRECTION = {
  up: { word: 'Rise', arrow: '▲', tone: 'text-success-700', sign: '+' },
  down: { word: 'Fall', arrow: '▼', tone: 'text-danger-700', sign: '−' },
  flat: { word: 'No change', arrow: '▬', tone: 'text-ink-muted', sign: '' },
} as const;

export function NavSummaryText({ summary }: { summary: NavSummary }) {
  const d = DIRECTION[summary.direction];
  const percent = summary.changePercent === null ? '' : ` (${d.sign}${formatIndian2(Math.abs(summary.changePercent))}%)`;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-3 sm:gap-x-6">
      <div className="contents sm:block">
        <dt className="text-ink-muted">First NAV</dt>
        <dd data-testid="nav-first">
          ₹{formatIndian2(summary.first.nav)} on {summary.first.date}
        </dd>
      </div>
      <div className="contents sm:block">
        <dt className="text-ink-muted">Last NAV</dt>
        <dd data-testid="nav-last">
          ₹{formatIndian2(summary.last.nav)} on {summary.last.date}
        </dd>
      </div>
      <div className="contents sm:block">
        <dt className="text-ink-muted">Change</dt>
        <dd className={`font-medium ${d.tone}`}>
          <span aria-hidden="true">{d.arrow} </span>
          {d.word} {d.sign}₹{formatIndian2(Math.abs(summary.change))}
          {percent}
        </dd>
      </div>
    </dl>
  );
}
