import { IntentLink } from '@/components/ui/IntentLink';
import type { ReactNode } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons';

export interface StatCardProps {
  label: string;
  value: string;
  /** Opens the related list; the whole card is the link. */
  href?: string;
  icon?: ReactNode;
  /** Read after the label by assistive technology (which fund a card belongs to, say). */
  context?: string;
}

const box = 'flex min-h-24 flex-col justify-between gap-2 rounded-card border border-line bg-surface p-4 shadow-card';

/** A labelled figure. The label always names the figure, so nothing rests on the icon or its colour. */
export function StatCard({ label, value, href, icon, context }: StatCardProps) {
  const body = (
    <>
      <span className="flex items-start justify-between gap-2 text-sm font-medium text-ink-muted">
        <span className="flex items-center gap-1.5">
          {icon}
          <span>
            {label}
            {context && <span className="sr-only">, {context}</span>}
          </span>
        </span>
        {href && <ChevronRightIcon className="h-4 w-4 shrink-0" />}
      </span>
      <span className="text-2xl font-semibold tabular-nums text-ink">{value}</span>
    </>
  );
  if (!href) return <div className={box}>{body}</div>;
  return (
    <IntentLink href={href} className={`${box} hover:border-brand-500 hover:bg-brand-50`}>
      {body}
    </IntentLink>
  );
}
