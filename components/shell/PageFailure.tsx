'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SOMETHING_WENT_WRONG } from '@/lib/messages/generic';

/**
 * A page that could not be drawn because a registrar call failed, inside the shell: the menu stays, and
 * Try again draws the page afresh from the server (where the drafts are kept, so a form comes back as it
 * was left). Without a `retry` of its own it asks the server for the page again.
 */
export function PageFailure({ retry }: { retry?: () => void }) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="mx-auto max-w-xl space-y-4 py-10">
      <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
        This page could not be shown
      </h1>
      <Alert tone="error">{SOMETHING_WENT_WRONG}</Alert>
      <Button type="button" onClick={() => (retry ? retry() : router.refresh())}>
        Try again
      </Button>
    </div>
  );
}
