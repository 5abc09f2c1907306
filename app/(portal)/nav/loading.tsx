import { SkeletonLines } from '@/components/ui/Skeleton';

export default function NavLoading() {
  return (
    <div className="mx-auto max-w-6xl">
      <SkeletonLines lines={6} label="Loading NAV…" />
    </div>
  );
}
