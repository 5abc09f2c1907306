'use client';

import { Cell, Pie, PieChart } from 'recharts';
import type { InvestorDetail } from '@/lib/api/investors';
import { sliceColour } from './figures';

/**
 * The fund-allocation pie. Decoration for sighted readers only: the legend beside it carries the same
 * figures as text, so the chart is inert: out of the accessibility tree and out of the tab order
 * (the chart library makes its drawing focusable, which aria-hidden alone would not undo).
 */
export function AllocationChart({ allocation }: Pick<InvestorDetail, 'allocation'>) {
  return (
    <div inert className="flex justify-center">
      <PieChart width={192} height={192} accessibilityLayer={false}>
        <Pie data={allocation} dataKey="percent" nameKey="name" innerRadius={48} outerRadius={90} isAnimationActive={false} stroke="#ffffff">
          {allocation.map((a, i) => (
            <Cell key={a.name} fill={sliceColour(i)} />
          ))}
        </Pie>
      </PieChart>
    </div>
  );
}
