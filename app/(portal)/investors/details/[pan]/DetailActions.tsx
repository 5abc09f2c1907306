'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { SelectInvestorRequest } from '@/app/api/investors/[pan]/select/route';
import { InitiateDialogs } from '@/components/investors/InitiateDialogs';
import { useInitiateInvestment } from '@/components/investors/use-initiate-investment';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { MAILBACK_BASE } from '@/lib/navigation';
import { BffError, FALLBACK_MESSAGE, investorApi, sendJson } from '@/lib/hooks/investor-bff';
import type { InvestorDetail } from '@/server/services/investor-detail';

/** 'Initiate Investment' (individuals only: the PAN's fourth character is P) and 'Send Reports'. */
export function DetailActions({ investor }: { investor: InvestorDetail }) {
  const router = useRouter();
  const initiate = useInitiateInvestment('detail');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  async function sendReports() {
    setSending(true);
    setSendError(null);
    try {
      // The mail-back page's route has no PAN: the investor goes there sealed in the flow state.
      await sendJson(investorApi(investor.pan, '/select'), 'POST', { purpose: 'mail-back' } satisfies SelectInvestorRequest);
      router.push(`${MAILBACK_BASE}/investor`);
    } catch (err) {
      setSendError(err instanceof BffError ? err.message : FALLBACK_MESSAGE);
      setSending(false);
    }
  }

  const error = initiate.error ?? sendError;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {investor.individual && (
          <Button busy={initiate.busyPan === investor.pan} busyLabel="Checking…" onClick={() => initiate.start(investor.pan)}>
            Initiate Investment
          </Button>
        )}
        <Button variant="secondary" busy={sending} busyLabel="Opening…" onClick={sendReports}>
          Send Reports
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <InitiateDialogs prompt={initiate.prompt} onClose={initiate.closePrompt} />
    </div>
  );
}
