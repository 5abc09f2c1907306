import type { ReactNode } from 'react';
import { Icon, type IconProps } from './icons';

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

function InboxIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 11.5 5 4.5h10l2.5 7v4a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1v-4Z" />
      <path d="M2.5 11.5h4.2l1 2h4.6l1-2h4.2" />
    </Icon>
  );
}
