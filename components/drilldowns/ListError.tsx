'use client';

import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

/** A list that could not be read: the BFF's message (already the seed's wording) and a way to ask again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      {message}{' '}
      <Button variant="ghost" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
