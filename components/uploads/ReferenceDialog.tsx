'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

export const SUCCESS_TITLE = 'Successfully Initiated Transaction/Registration';
export const ACKNOWLEDGEMENT_NOTE = 'The investor will receive an e-mail acknowledging this request.';

/** The success dialog with the reference number; closing it returns to the portal's base route. */
export function ReferenceDialog({ referenceNumber, note }: { referenceNumber: string | null; note: string }) {
  const router = useRouter();
  const close = () => router.push('/');
  return (
    <Modal
      open={referenceNumber !== null}
      onClose={close}
      title={SUCCESS_TITLE}
      size="sm"
      actions={<Button onClick={close}>Close</Button>}
    >
      <p className="text-sm text-ink">
        Reference Number: <strong className="tabular-nums" data-testid="reference-number">{referenceNumber}</strong>
      </p>
      <p className="mt-2 text-sm text-ink-muted">{note}</p>
    </Modal>
  );
}
