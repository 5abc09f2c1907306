'use client';

import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { CheckCircleIcon } from '@/components/ui/icons';
import { APPROVAL_NOTE, SUCCESS_TITLE } from '@/lib/transactions/confirmation-texts';

/** The end of every transaction: its reference number and the investor's approval to come (or a kind's own words for both). */
export function SuccessModal({ reference, text, onClose }: { reference: string | null; text?: string; onClose: () => void }) {
  return (
    <Modal
      open={reference !== null}
      onClose={onClose}
      title={SUCCESS_TITLE}
      actions={
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      }
    >
      <div className="flex items-start gap-3">
        <CheckCircleIcon className="mt-0.5 h-6 w-6 shrink-0 text-success-700" />
        {text ? (
          <p className="text-sm text-ink">{text}</p>
        ) : (
          <div className="space-y-2 text-sm text-ink">
            <p>
              Reference Number: <strong className="text-base">{reference}</strong>
            </p>
            <p>{APPROVAL_NOTE}</p>
          </div>
        )}
      </div>
    </Modal>
  );
}
