'use client';

import { forwardRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CheckCircleIcon } from '@/components/ui/icons';

const COPIED = 'Link Copied';
const NOT_COPIED = 'The link could not be copied. Select it and copy it yourself.';

/** The generated link with a copy button; the heading takes focus when the link appears. */
export const GeneratedLink = forwardRef<HTMLHeadingElement, { link: string }>(function GeneratedLink({ link }, ref) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <section aria-labelledby="generated-link-heading" className="mt-6 rounded-card border border-success-200 bg-success-50 p-4">
      <h2 id="generated-link-heading" ref={ref} tabIndex={-1} className="text-sm font-semibold text-ink focus:outline-none">
        Your link is ready
      </h2>
      <p className="mt-2 break-all">
        <a href={link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline hover:text-brand-900">
          {link}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy link
        </Button>
        {/* Always present, so assistive technology announces the confirmation when it appears. */}
        <p role="status" className="inline-flex items-center gap-1 text-sm text-success-700">
          {status === 'copied' && (
            <>
              <CheckCircleIcon className="h-4 w-4" />
              {COPIED}
            </>
          )}
          {status === 'failed' && <span className="text-danger-700">{NOT_COPIED}</span>}
        </p>
      </div>
    </section>
  );
});
