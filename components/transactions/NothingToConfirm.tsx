import Link from 'next/link';
import { buttonClassName } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';

/** A confirm screen opened with no submitted request (a reload, a bookmark): Back goes to the form. */
export function NothingToConfirm({ backHref }: { backHref: string }) {
  return (
    <EmptyState
      title="There is nothing to confirm for this investor."
      description="Fill in the form and submit it to see its summary here."
      action={
        <Link href={backHref} className={buttonClassName('secondary')}>
          Back
        </Link>
      }
    />
  );
}
