import type { ReactNode } from 'react';
import { InboxIcon } from './page-icons';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center gap-2 rounded-card border border-dashed border-line-strong px-4 py-8 text-center ${className}`}
    >
      <InboxIcon className="h-8 w-8 text-ink-muted" />
      <p className="font-medium text-ink">{title}</p>
      {description && <div className="max-w-prose text-ink-muted">{description}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
