'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ChevronRightIcon } from '@/components/ui/icons';
import { buildTrail, type Crumb } from '@/lib/breadcrumbs';

export function Breadcrumbs() {
  return <CrumbTrail trail={buildTrail(usePathname() ?? '')} />;
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
              <Link href={crumb.href} className="text-brand-700 underline-offset-2 hover:underline">
                {crumb.title}
              </Link>
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
