'use client';

import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SOMETHING_WENT_WRONG } from '@/lib/messages/bff';

// A page of the portal that could not be drawn (a registrar call failed on the way) fails here, inside
// the shell: the menu stays, and Try again draws the page afresh from the server, where the drafts are
// kept, so a form comes back as it was left.

interface Props {
  error: unknown;
  retry?: () => void;
  reset?: () => void;
}

export default function PortalError({ error, retry, reset }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    console.error(error);
    heading.current?.focus();
  }, [error]);

  return (
    <div className="mx-auto max-w-xl space-y-4 py-10">
      <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
        This page could not be shown
      </h1>
      <Alert tone="error">{SOMETHING_WENT_WRONG}</Alert>
      <Button type="button" onClick={() => (retry ?? reset)?.()}>
        Try again
      </Button>
    </div>
  );
}
