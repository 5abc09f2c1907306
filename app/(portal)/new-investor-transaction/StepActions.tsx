'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { StepSaved } from '@/lib/api/new-investor';
import { Button, buttonClassName } from '@/components/ui/Button';

/** A step's Back link and its submit button (Proceed, or the step's own word). */
export function StepActions({ back, busy, label = 'Proceed', blocked = false, describedBy }: {
  back: string;
  busy: boolean;
  label?: string;
  /** Held back for a reason the step shows (the registrar would refuse the application), named by describedBy. */
  blocked?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link href={back} className={buttonClassName('secondary')}>
        Back
      </Link>
      <Button type="submit" disabled={busy || blocked} aria-describedby={blocked ? describedBy : undefined}>
        {label}
      </Button>
    </div>
  );
}

/** What a saved step does next: go where the server says the journey goes. */
export function useGoOn() {
  const router = useRouter();
  return (saved: StepSaved) => {
    router.push(saved.next);
    return 'leave' as const;
  };
}
