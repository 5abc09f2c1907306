'use client';

import { useEffect } from 'react';
import { PageFailure } from '@/components/shell/PageFailure';

// A page of the portal that failed while it was drawn lands here, inside the shell.

interface Props {
  error: unknown;
  retry?: () => void;
  reset?: () => void;
}

export default function PortalError({ error, retry, reset }: Props) {
  useEffect(() => console.error(error), [error]);
  return <PageFailure retry={retry ?? reset} />;
}
