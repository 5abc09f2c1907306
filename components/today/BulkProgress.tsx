'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { useReveal } from '@/components/ui/use-reveal';
import type { BulkRun } from './use-bulk';

const LABELS = { waiting: 'Waiting', sending: 'Sending…', sent: 'Sent', refused: 'Not sent' } as const;
const TONES = { waiting: 'text-ink-muted', sending: 'text-ink', sent: 'text-success-700', refused: 'text-danger-700' } as const;

/**
 * A bulk action's progress while it runs, then each row's result: sent, or not sent with the reason. It
 * stands under the list's bulk buttons, where the distributor pressed one, and takes the focus as the run
 * starts (a long list with "Select all" would otherwise leave it far off-screen); the count line is a live
 * region, so a screen reader hears the progress and the outcome.
 */
export function BulkProgress({ run, started, onClose }: { run: BulkRun; /** Counts the runs: each takes the focus. */ started: number; onClose: () => void }) {
  const titleId = useId();
  const heading = useReveal<HTMLHeadingElement>(started);
  const finished = run.outcomes.filter((o) => o.state === 'sent' || o.state === 'refused').length;
  const sent = run.outcomes.filter((o) => o.state === 'sent').length;
  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-card border border-brand-500 bg-surface p-4">
      <h3 id={titleId} ref={heading} tabIndex={-1} className="scroll-mt-20 font-semibold text-ink focus:outline-none">
        {run.title}
      </h3>
      <p role="status" className="text-sm text-ink">
        {run.done ? `Done: ${sent} of ${run.outcomes.length} sent.` : `Sending ${Math.min(finished + 1, run.outcomes.length)} of ${run.outcomes.length}…`}
      </p>
      <ul className="space-y-1 text-sm" aria-label="Result per row">
        {run.outcomes.map((o) => (
          <li key={o.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium text-ink">{o.label}</span>
            <span className={TONES[o.state]}>{LABELS[o.state]}</span>
            {o.message && <span className="text-ink-muted">{o.message}</span>}
          </li>
        ))}
      </ul>
      {run.done && (
        <Button size="sm" variant="secondary" onClick={onClose}>
          Close results
        </Button>
      )}
    </section>
  );
}
