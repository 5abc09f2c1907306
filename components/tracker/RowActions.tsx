'use client';

import Link from 'next/link';
import { useCan } from '@/components/shell/member-context';
import { Button, buttonClassName } from '@/components/ui/Button';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import type { TrackerRow } from '@/lib/tracker/query';
import { timelinePageHref } from '@/lib/tracker/timeline';
import { CopyLinkButton } from './CopyLinkButton';

export interface RowActionsProps {
  row: TrackerRow;
  /** `resend:<ref>` or `reinitiate:<ref>` while one runs; every action waits until it is done. */
  busy: string | null;
  onAction: (action: 'resend' | 'reinitiate', reference: string) => void;
  /** On the transaction's own page there is nothing to open. */
  withOpen?: boolean;
}

export function RowActions({ row, busy, onAction, withOpen = true }: RowActionsProps) {
  const ref = row.reference;
  // Resend and Reinitiate only for a role that may (lib/api/action-needs.ts); copying and opening are reading.
  const mayResend = useCan(ACTION_NEEDS.resendLink);
  const mayReinitiate = useCan(ACTION_NEEDS.reinitiate);
  const what = <span className="sr-only"> transaction {ref}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {row.state === 'P' && row.link && <CopyLinkButton ihno={ref} link={row.link} />}
      {row.state === 'P' && mayResend && (
        <Button size="sm" variant="secondary" busy={busy === `resend:${ref}`} busyLabel="Resending…" disabled={busy !== null} onClick={() => onAction('resend', ref)}>
          Resend Link{what}
        </Button>
      )}
      {row.canReinitiate && mayReinitiate && (
        <Button size="sm" busy={busy === `reinitiate:${ref}`} busyLabel="Reinitiating…" disabled={busy !== null} onClick={() => onAction('reinitiate', ref)}>
          Reinitiate{what}
        </Button>
      )}
      {withOpen && row.canOpen && (
        <Link href={timelinePageHref(ref)} className={buttonClassName('ghost', 'sm')}>
          Open{what}
        </Link>
      )}
    </div>
  );
}
