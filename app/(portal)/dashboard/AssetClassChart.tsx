'use client';

import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';
import type { AumShare } from '@/lib/rules/asset-class-pie';
import { pieColour } from './pie-colours';

// Loaded on demand (see AssetClassBreakdown), so recharts stays out of the first-load JS of the
// portal's pages. The figures themselves are in the list beside it; the drawing adds only the shape.
export default function AssetClassChart({ shares }: { shares: AumShare[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the chart repeats the list beside it and should not take a tab stop. */}
      <PieChart accessibilityLayer={false}>
        <Pie
          data={shares}
          dataKey="percent"
          nameKey="category"
          innerRadius="45%"
          outerRadius="90%"
          paddingAngle={1}
          stroke="#ffffff"
          isAnimationActive={false}
          rootTabIndex={-1}
        >
          {shares.map((s, i) => (
            <Cell key={`${s.fundCode}~${s.category}`} fill={pieColour(i)} />
          ))}
        </Pie>
      </PieChart>
    </ResponsiveContainer>
  );
}
