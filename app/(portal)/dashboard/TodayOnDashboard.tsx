import { IntentLink } from '@/components/ui/IntentLink';
import { TodaySection } from '@/components/today/TodaySection';
import { TODAY_HREF } from '@/lib/api/today';

/** The dashboard's first section: Today's counts and the first rows of each list. */
export function TodayOnDashboard() {
  return (
    <section aria-labelledby="today-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-title" className="text-lg font-semibold text-ink">
          Today
        </h2>
        <IntentLink href={TODAY_HREF} className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
          Open Today
        </IntentLink>
      </div>
      <TodaySection limit={3} />
    </section>
  );
}
