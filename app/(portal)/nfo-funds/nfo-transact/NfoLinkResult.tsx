'use client';

import { forwardRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import type { NfoLinkResponse } from '@/lib/api/reports';
import { LINK_COPIED } from '@/lib/messages/reports';

const NOT_COPIED = 'The link could not be copied. Select it and copy it yourself.';

/** The NFO link with its reference, a copy button and, where the device can share, a share button. */
export const NfoLinkResult = forwardRef<HTMLHeadingElement, { result: NfoLinkResponse }>(function NfoLinkResult({ result }, ref) {
  const toast = useToast();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(result.link);
      setStatus('copied');
      toast.show(LINK_COPIED);
    } catch {
      setStatus('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: result.scheme, url: result.link });
    } catch {
      // The person closed the share sheet: nothing to report.
    }
  }

  return (
    <section aria-labelledby="nfo-link-heading" className="mt-6 rounded-card border border-success-200 bg-success-50 p-4">
      <h2 id="nfo-link-heading" ref={ref} tabIndex={-1} className="text-sm font-semibold text-ink focus:outline-none">
        NFO link for {result.scheme}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Reference <span className="tabular-nums">{result.refno}</span>
      </p>
      <p className="mt-2 break-all">
        <a href={result.link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline hover:text-brand-900">
          {result.link}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy link
        </Button>
        {canShare && (
          <Button variant="secondary" size="sm" onClick={() => void share()}>
            Share link
          </Button>
        )}
        <p role="status" className="inline-flex items-center gap-1 text-sm text-success-700">
          {status === 'copied' && (
            <>
              <CheckCircleIcon className="h-4 w-4" />
              {LINK_COPIED}
            </>
          )}
          {status === 'failed' && <span className="text-danger-700">{NOT_COPIED}</span>}
        </p>
      </div>
    </section>
  );
});
