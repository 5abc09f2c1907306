import { StatCard } from '@/components/ui/StatCard';
import type { TodayResponse } from '@/lib/api/today';

const count = (rows: readonly unknown[] | null) => (rows ? String(rows.length) : '—');

/** Today's four figures; each opens its list. */
export function TodayCounts({ data, base }: { data: TodayResponse; base: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Links expiring" value={count(data.links)} href={`${base}#today-links`} />
      <StatCard label="SIPs at risk" value={count(data.sips)} href={`${base}#today-sips`} />
      <StatCard label="Investors who cannot transact" value={count(data.investors)} href={`${base}#today-investors`} />
      <StatCard label="Mandates to look at" value={count(data.mandates)} href={`${base}#today-mandates`} />
    </div>
  );
}
