'use client';

import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatIndian2 } from '@/lib/money';
import type { NavPoint } from '@/lib/rules/nav';

// The graph itself, loaded only in the browser (recharts measures the DOM). It is hidden from
// assistive technology: the summary beside it and the NAV Table tab carry the same figures as text.

const asNav = (value: unknown) => (typeof value === 'number' ? formatIndian2(value) : String(value));

export default function NavChart({ points }: { points: NavPoint[] }) {
  return (
    <div aria-hidden="true" data-testid="nav-chart">
      <LineChart
        responsive
        accessibilityLayer={false}
        data={points}
        // The seed's 450 by 300; narrower screens get the full width at the same height.
        style={{ width: '100%', maxWidth: 450, height: 300 }}
        margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
      >
        <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" />
        <XAxis dataKey="date" minTickGap={32} tick={{ fontSize: 11, fill: 'var(--color-ink-muted)' }} />
        <YAxis
          domain={['auto', 'auto']}
          width={72}
          tickFormatter={asNav}
          tick={{ fontSize: 11, fill: 'var(--color-ink-muted)' }}
        />
        <Tooltip formatter={(value) => [`₹${asNav(value)}`, 'NAV']} isAnimationActive={false} />
        <Line type="monotone" dataKey="nav" dot={false} strokeWidth={2} stroke="var(--color-brand-700)" isAnimationActive={false} />
      </LineChart>
    </div>
  );
}
