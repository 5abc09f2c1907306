import { StatCard } from '@/components/ui/StatCard';
import { TODAY_LISTS, type TodayResponse } from '@/lib/api/today';

const count = (rows: readonly unknown[] | null) => (rows ? String(rows.length) : '—');

/** Today's four figures; each opens its list. */
export function TodayCounts({ data, base }: { data: TodayResponse; base: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TODAY_LISTS.map((l) => (
        <StatCard key={l.key} label={l.label} value={count(data[l.key])} href={`${base}#${l.anchor}`} />
      ))}
    </div>
  );
}
