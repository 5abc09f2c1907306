import { SkeletonLines } from '@/components/ui/Skeleton';

export default function Loading() {
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <SkeletonLines lines={2} label="Loading the upload form…" />
      <div className="rounded-card border border-line bg-surface p-5">
        <SkeletonLines lines={6} label="Loading…" />
      </div>
    </div>
  );
}
