import { SkeletonLines } from '@/components/ui/Skeleton';

// One wait for every transaction screen (each reads the registrar before it can show anything): inside the
// shell, a card-shaped skeleton where the page will be. It sits here rather than over the whole signed-in
// group because a boundary above a page turns that page's sign-in redirect (a token the registrar no longer
// accepts) into a navigation after the skeleton, and the other screens render fast enough without one.
// As tall as the screen, like every transaction screen (TransactionFrame), so the footer waits below the
// fold instead of jumping down when the screen arrives.
export default function TransactionLoading() {
  return (
    <div className="mx-auto min-h-dvh max-w-6xl space-y-4">
      <SkeletonLines lines={2} label="Loading…" />
      <div className="rounded-card border border-line bg-surface p-5">
        <SkeletonLines lines={8} label="Loading…" />
      </div>
    </div>
  );
}
