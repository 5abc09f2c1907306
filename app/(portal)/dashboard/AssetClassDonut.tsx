import type { AumShare } from '@/lib/rules/asset-class-pie';
import { pieColour } from './pie-colours';

// A few arcs need no chart library: each slice is a dashed stroke on one circle, so the pie paints with
// the server's HTML and recharts stays off the dashboard (it still draws the NAV graph).
const RADIUS = 33.75;
const WIDTH = 22.5;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The white gap between neighbouring slices, in the same units as the circumference. */
const GAP = 0.6;

export function AssetClassDonut({ shares }: { shares: AumShare[] }) {
  const total = shares.reduce((sum, s) => sum + Math.max(0, s.percent), 0);
  if (total <= 0) return null;
  const gap = shares.length > 1 ? GAP : 0;
  const lengths = shares.map((s) => (Math.max(0, s.percent) / total) * CIRCUMFERENCE);
  const starts = lengths.map((_, i) => lengths.slice(0, i).reduce((sum, l) => sum + l, 0));
  return (
    <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" focusable="false">
      {shares.map((s, i) => {
        const drawn = Math.max(0, lengths[i]! - gap);
        return (
          <circle
            key={`${s.fundCode}~${s.category}`}
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            stroke={pieColour(i)}
            strokeWidth={WIDTH}
            strokeDasharray={`${drawn} ${CIRCUMFERENCE - drawn}`}
            strokeDashoffset={-starts[i]!}
          />
        );
      })}
    </svg>
  );
}
