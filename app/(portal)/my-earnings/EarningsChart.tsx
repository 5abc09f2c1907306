import type { EarningRow } from '@/lib/api/reports';
import { parseDisplayDate } from '@/lib/dates';
import { formatIndian, formatRupees } from '@/lib/money';

// A small bar chart drawn as SVG: six bars need no chart library (and no JavaScript of their own).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const W = 360;
const H = 200;
const TOP = 24;
const BOTTOM = 28;

function monthLabel(from: string): string {
  const d = parseDisplayDate(from);
  return d ? `${MONTHS[d.month - 1]} ${String(d.year).slice(2)}` : from;
}

/** Oldest month on the left; each bar carries its amount, so nothing rests on the bar's height alone. */
export function EarningsChart({ rows }: { rows: EarningRow[] }) {
  const months = [...rows].reverse();
  const max = Math.max(...months.map((m) => m.amount), 1);
  const slot = W / months.length;
  const bar = Math.min(40, slot * 0.6);
  const summary = months.map((m) => `${monthLabel(m.from)}: ${formatRupees(m.amount)}`).join('; ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Brokerage by month. ${summary}`} className="h-auto w-full">
      {months.map((m, i) => {
        const h = ((H - TOP - BOTTOM) * m.amount) / max;
        const x = i * slot + (slot - bar) / 2;
        const y = H - BOTTOM - h;
        return (
          <g key={m.key}>
            <rect x={x} y={y} width={bar} height={Math.max(h, 1)} rx={3} className="fill-brand-600" />
            <text x={x + bar / 2} y={y - 6} textAnchor="middle" className="fill-ink text-[10px] tabular-nums">
              {formatIndian(m.amount)}
            </text>
            <text x={x + bar / 2} y={H - 10} textAnchor="middle" className="fill-ink-muted text-[11px]">
              {monthLabel(m.from)}
            </text>
          </g>
        );
      })}
      <line x1={0} x2={W} y1={H - BOTTOM} y2={H - BOTTOM} className="stroke-line-strong" />
    </svg>
  );
}
