// Skeletons are visual only; the region that holds them says "Loading…" to assistive technology.
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-field bg-line motion-reduce:animate-none ${className}`} />;
}

export function SkeletonLines({ lines = 3, label = 'Loading…' }: { lines?: number; label?: string }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={`h-4 ${i === lines - 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}
