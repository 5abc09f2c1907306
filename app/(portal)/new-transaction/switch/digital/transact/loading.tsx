import { SkeletonLines } from '@/components/ui/Skeleton';

export default function Loading() {
  return (
    <div className="mx-auto grid max-w-6xl gap-4 md:grid-cols-[14rem_minmax(0,1fr)]">
      <div className="rounded-card border border-line bg-surface p-4">
        <SkeletonLines lines={3} label="Loading the investor…" />
      </div>
      <div className="rounded-card border border-line bg-surface p-5">
        <SkeletonLines lines={8} label="Loading the form…" />
      </div>
    </div>
  );
}
