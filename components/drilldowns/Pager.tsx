'use client';

import { Button } from '@/components/ui/Button';
import { formatIndian } from '@/lib/money';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the list, so the pager's landmark says which list it turns. */
  label: string;
  /** True while the next page is on its way: the buttons wait. */
  busy?: boolean;
}

/** Previous / Next through a long list, with where the distributor is in it; nothing for one page. */
export function Pager({ page, pageSize, total, onPage, label, busy = false }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`${label}, pages`} className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-ink-muted" aria-live="polite">
        Showing {formatIndian(from)}–{formatIndian(to)} of {formatIndian(total)}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
