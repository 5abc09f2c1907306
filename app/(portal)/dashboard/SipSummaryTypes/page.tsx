import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SIP_LOADING_TEXT } from '@/lib/drilldowns/sip-summary';
import { requireSession } from '@/server/auth/session';
import { SipSummary } from './SipSummary';

export const metadata: Metadata = { title: 'SIP Summary' };

export default async function SipSummaryPage() {
  await requireSession();
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">SIP Summary</h1>
      {/* The tab and the sub-button live in the query string, which the client reads. */}
      <Suspense fallback={<p role="status">{SIP_LOADING_TEXT}</p>}>
        <SipSummary />
      </Suspense>
    </div>
  );
}
