import { Skeleton } from '@/components/ui/Skeleton';

/** Placeholders the shape of the cards they stand for, while the figures load. */
export function CardSkeletons({ count, label, className = '' }: { count: number; label: string; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="min-h-24 space-y-3 rounded-card border border-line bg-surface p-4">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-7 w-1/2" />
        </div>
      ))}
    </div>
  );
}
