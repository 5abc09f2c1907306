'use client';

import Link from 'next/link';
import { Button, buttonClassName } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { CheckCircleIcon } from '@/components/ui/icons';
import { timelinePageHref } from '@/lib/tracker/timeline';
import { APPROVAL_NOTE, INVESTOR_OTP_NOTE, SUCCESS_TITLE } from '@/lib/transactions/confirmation-texts';

export interface AnotherTransaction {
  /** The investor's name, as the aside shows it. */
  name: string;
  /** The transaction types of the same investor (the flow's token, so nobody searches again). */
  href: string;
}

/** A next step the finished one was taken for (a mandate registered for a SIP: back to that SIP), with what to expect there. */
export interface Onward {
  label: string;
  href: string;
  note: string;
}

export const anotherTransactionLabel = (name: string) => `Another transaction for ${name}`;
export const TRACK_LABEL = 'Track this transaction';

/**
 * The end of every transaction: its reference number and the investor's approval to come (or a kind's
 * own words for both), a kind's own note, and that the investor approves with an OTP; beside Close, the way to the same investor's next transaction
 * and, for a reference the tracker follows (`tracked`; a mandate's registration is not one), the way to watch
 * the investor's approval on the transaction's own page.
 */
export function SuccessModal({
  reference,
  title = SUCCESS_TITLE,
  text,
  note,
  onClose,
  another,
  onward,
  tracked = true,
}: {
  reference: string | null;
  title?: string;
  text?: string;
  note?: string;
  onClose: () => void;
  another?: AnotherTransaction;
  onward?: Onward;
  tracked?: boolean;
}) {
  return (
    <Modal
      open={reference !== null}
      onClose={onClose}
      title={title}
      actions={
        <>
          {tracked && reference && (
            <Link href={timelinePageHref(reference)} className={buttonClassName('secondary')}>
              {TRACK_LABEL}
              <span className="sr-only"> {reference}</span>
            </Link>
          )}
          {onward && (
            <Link href={onward.href} className={buttonClassName('secondary')}>
              {onward.label}
            </Link>
          )}
          {another && (
            <Link href={another.href} className={buttonClassName('secondary')}>
              {anotherTransactionLabel(another.name)}
            </Link>
          )}
          <Button onClick={onClose} autoFocus>
            Close
          </Button>
        </>
      }
    >
      <div className="flex items-start gap-3">
        <CheckCircleIcon className="mt-0.5 h-6 w-6 shrink-0 text-success-700" />
        <div className="space-y-2 text-sm text-ink">
          {text ? (
            <p>{text}</p>
          ) : (
            <>
              <p>
                Reference Number: <strong className="text-base">{reference}</strong>
              </p>
              <p>{APPROVAL_NOTE}</p>
              {note && <p>{note}</p>}
            </>
          )}
          <p>{INVESTOR_OTP_NOTE}</p>
          {onward && <p>{onward.note}</p>}
        </div>
      </div>
    </Modal>
  );
}
