'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bff } from '@/components/bff/client';
import { InitiateDialogs } from '@/components/investors/InitiateDialogs';
import { useInitiateInvestment } from '@/components/investors/use-initiate-investment';
import { useCan } from '@/components/shell/member-context';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import { MAILBACK_BASE } from '@/lib/navigation';
import { INVESTOR_API, type InvestorDetail, type SelectInvestorRequest, type SelectInvestorResponse } from '@/lib/api/investors';

/**
 * 'Initiate Investment' (individuals only: the PAN's fourth character is P) and 'Send Reports', each only
 * for a role that may (a Viewer has neither).
 */
export function DetailActions({ investor }: { investor: InvestorDetail }) {
  const router = useRouter();
  const mayInitiate = useCan(ACTION_NEEDS.initiateInvestment);
  const maySendReports = useCan(ACTION_NEEDS.selectForStatements);
  const initiate = useInitiateInvestment('detail');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  async function sendReports() {
    setSending(true);
    setSendError(null);
    // The mail-back page's route has no PAN: the investor goes there sealed in the flow state.
    const answer = await bff<SelectInvestorResponse>(INVESTOR_API.select, { body: { pan: investor.pan, purpose: 'mail-back' } satisfies SelectInvestorRequest });
    if (answer.ok) {
      router.push(`${MAILBACK_BASE}/investor`);
      return;
    }
    setSendError(answer.message);
    setSending(false);
  }

  const error = initiate.error ?? sendError;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {investor.individual && mayInitiate && (
          <Button busy={initiate.busyPan === investor.pan} busyLabel="Checking…" onClick={() => initiate.start(investor.pan)}>
            Initiate Investment
          </Button>
        )}
        {maySendReports && (
          <Button variant="secondary" busy={sending} busyLabel="Opening…" onClick={sendReports}>
            Send Reports
          </Button>
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <InitiateDialogs prompt={initiate.prompt} onClose={initiate.closePrompt} />
    </div>
  );
}
