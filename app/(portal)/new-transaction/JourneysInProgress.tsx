'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bff } from '@/components/bff/client';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { NEW_INVESTOR_RESUME_API, type JourneyInProgress, type StepSaved } from '@/lib/api/new-investor';

/** The distributor's new-investor applications in progress, begun on this device or another, to carry on. */
export function JourneysInProgress({ journeys }: { journeys: readonly JourneyInProgress[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (journeys.length === 0) return null;

  async function resume(ref: string) {
    setBusy(ref);
    setFailure(null);
    const res = await bff<StepSaved>(NEW_INVESTOR_RESUME_API, { body: { ref } });
    if (res.ok) return router.push(res.data.next);
    setBusy(null);
    setFailure(res.message);
  }

  return (
    <section aria-labelledby="journeys-in-progress" className="space-y-3 border-t border-line pt-4">
      <h2 id="journeys-in-progress" className="text-base font-semibold text-ink">
        Applications in progress
      </h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {journeys.map((j) => (
          <li key={j.ref} className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-3 shadow-card">
            <div className="min-w-0">
              <p className="font-semibold text-brand-800">{j.name}</p>
              <p className="text-sm text-ink-muted">
                PAN {j.maskedPan} · next: {j.nextStep} · saved {j.savedOn}
              </p>
            </div>
            <Button variant="secondary" onClick={() => void resume(j.ref)} busy={busy === j.ref} busyLabel="Opening…" aria-label={`Resume ${j.name}`}>
              Resume
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
