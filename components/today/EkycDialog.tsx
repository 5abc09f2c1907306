'use client';

import { useState } from 'react';
import { useSendOnce } from '@/components/bff/use-send-once';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TODAY_EKYC_API, type TodayEkycResponse, type TodayInvestor } from '@/lib/api/today';
import { TODAY_MESSAGES } from '@/lib/rules/worklist';

export interface EkycDialogProps {
  investor: TodayInvestor | null;
  onClose: () => void;
  onSent: (message: string) => void;
}

/**
 * Confirms the e-KYC link for one investor. The mail goes to the contacts on record, once per
 * confirmation: a double click or a retry after a lost answer sends nothing twice.
 */
export function EkycDialog({ investor, onClose, onSent }: EkycDialogProps) {
  const send = useSendOnce<TodayEkycResponse>(TODAY_EKYC_API);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!investor || busy) return;
    setBusy(true);
    setError(null);
    const sent = await send({ pan: investor.pan });
    setBusy(false);
    if (!sent.ok) return setError(sent.message);
    onSent(sent.data.message);
  }

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Modal
      open={investor !== null}
      onClose={close}
      title="Send the e-KYC link"
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button busy={busy} busyLabel="Sending…" onClick={() => void confirm()}>
            Send
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p>{TODAY_MESSAGES.ekycWhat(investor?.investor ?? '')}</p>
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
