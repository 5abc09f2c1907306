'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { usePathname } from 'next/navigation';
import { ChevronRightIcon } from '@/components/ui/icons';
import { trailIn, type Crumb, type CrumbTable } from '@/lib/breadcrumb-trail';

/** `table` comes from the server (lib/breadcrumbs.ts CRUMB_TABLE), so the registry stays there. */
export function Breadcrumbs({ table }: { table: CrumbTable }) {
  return <CrumbTrail trail={trailIn(table, usePathname() ?? '')} />;
}

/** A trail of a page's own making (the mail-back pages, whose crumbs carry state the path does not). */
export function CrumbTrail({ trail }: { trail: readonly Crumb[] }) {
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-3">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {trail.map((crumb, i) => (
          <li key={`${crumb.title}-${i}`} className="flex items-center gap-1">
            {i > 0 && <ChevronRightIcon className="h-3.5 w-3.5 shrink-0" />}
            {crumb.href ? (
              <IntentLink href={crumb.href} className="text-brand-700 underline-offset-2 hover:underline">
                {crumb.title}
              </IntentLink>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.title}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
