'use client';

import { useState } from 'react';
import { bff } from '@/components/bff/client';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { NEW_INVESTOR_FINISH_API, type StepSaved } from '@/lib/api/new-investor';

/** Go To Dashboard: clears the stored journey first, so nothing of it outlives the application. */
export function FinishButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function finish() {
    setBusy(true);
    const res = await bff<StepSaved>(NEW_INVESTOR_FINISH_API, { method: 'POST' });
    if (!res.ok) {
      setBusy(false);
      return setError(res.message);
    }
    window.location.assign(res.data.next);
  }
  return (
    <div className="space-y-3">
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={() => void finish()} disabled={busy}>
        Go To Dashboard
      </Button>
    </div>
  );
}
