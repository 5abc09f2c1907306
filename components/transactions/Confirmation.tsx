'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { bff } from '@/components/bff/client';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { FixText } from '@/components/ui/FixText';
import { ExternalIcon } from '@/components/ui/page-icons';
import { confirmPath, type ConfirmAnswer } from '@/lib/api/transactions';
import type { ConfirmationView } from '@/lib/transactions/confirmation';
import type { FixLink } from '@/lib/transactions/problem-fixes';
import { checkTexts, CONFIRM_BUSY_LABEL } from '@/lib/transactions/confirmation-texts';
import { NAV_APPLICABILITY_URL } from '@/lib/transactions/links';
import { BASE_ROUTE } from '@/lib/transactions/routes';
import { OrderCheck, useOrderCheck } from './OrderCheck';
import { SuccessModal, type AnotherTransaction, type Onward } from './SuccessModal';
import { SummarySections } from './SummarySections';
import { CHECK_DELAYS_MS } from '@/components/bff/until-known';

export interface ConfirmationProps {
  /** The registry kind the BFF confirms. */
  kind: string;
  /** The flow token naming the investor. */
  f: string;
  /** The draft's idempotency key: the same for every click, retry and tab of this draft. */
  confirmKey: string;
  view: ConfirmationView;
  backHref: string;
  /** A kind's own rendering of the summary (existing versus modified, say); the sections otherwise. */
  summary?: ReactNode;
  /** A kind's own success wording for the reference, and its dialog's title; the shared ones otherwise. */
  successText?: (reference: string) => string;
  successTitle?: string;
  /** Where closing the success dialog goes; the landing otherwise. */
  doneHref?: string;
  /** After the success dialog, the same investor's next transaction. */
  another?: AnotherTransaction;
  /** After the success dialog, the step this one was taken for, when there is one. */
  onward?: Onward;
  /** The NAV applicability link, for kinds that buy or sell units. */
  navNote?: boolean;
  /** The button's word where a seed names it otherwise (the SIP modification summary's Submit); Confirm by default. */
  confirmLabel?: string;
  /** The button's word while it sends, where a seed names it otherwise. */
  busyLabel?: string;
  /** Whether the reference is a transaction Track Transactions opens (a mandate's registration is not). */
  tracked?: boolean;
  /** Whether the kind is an order the registrar checks before Confirm (money in or out). */
  orderCheck?: boolean;
}

export const CHECKING_LABEL = 'Checking…';
export const CHECK_AGAIN_LABEL = 'Check again';

/**
 * The shared confirmation screen (seed 001 section 2): the summary, Back, and Confirm once. Every
 * request carries the draft's one key, so a repeat never makes a second transaction: the BFF replays
 * the first answer, or, when the registrar's answer was lost, checks with it before sending again.
 */
export function Confirmation({ kind, f, confirmKey, view, backHref, summary, successText, successTitle, doneHref = BASE_ROUTE, navNote = true, confirmLabel = 'Confirm', busyLabel = CONFIRM_BUSY_LABEL, another, onward, tracked = true, orderCheck = false }: ConfirmationProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fix?: FixLink } | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [note, setNote] = useState<string | undefined>(undefined);
  /** Set while the outcome is unknown: the BFF's words for it, and how many checks have been made. */
  const [checking, setChecking] = useState<{ message: string; checks: number } | null>(null);
  const inFlight = useRef(false);
  const check = useOrderCheck(kind, f, confirmKey, orderCheck);
  const refused = check.data?.problems.some((p) => p.severity === 'refuse') ?? false;
  const checkId = useId();
  // The check's words name this screen's button (a seed's Submit where it is not Confirm).
  const texts = checkTexts('order', confirmLabel);

  async function confirm() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const result = await bff<ConfirmAnswer>(confirmPath(kind, f), { method: 'POST', idempotencyKey: confirmKey });
    inFlight.current = false;
    setBusy(false);
    if (result.ok) {
      const answer = result.data;
      if ('checking' in answer) {
        setChecking((c) => ({ message: answer.message, checks: c ? c.checks + 1 : 0 }));
      } else {
        setChecking(null);
        setNote(answer.note);
        setReference(answer.reference);
      }
    } else if (checking && (result.status === 0 || result.message === CONFIRM_BUSY_LABEL)) {
      // Unreachable, or another tab's check is under way: the outcome is still unknown, so keep checking.
      setChecking((c) => c && { ...c, checks: c.checks + 1 });
    } else {
      setChecking(null);
      setError({ message: result.message, fix: result.fix });
    }
  }

  const autoCheck = checking !== null && checking.checks < CHECK_DELAYS_MS.length;
  const checkAgain = useEffectEvent(() => void confirm());
  useEffect(() => {
    if (!checking || checking.checks >= CHECK_DELAYS_MS.length) return;
    const timer = setTimeout(checkAgain, CHECK_DELAYS_MS[checking.checks]);
    return () => clearTimeout(timer);
  }, [checking]);

  return (
    <section aria-label="Summary" className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      {error && (
        <Alert tone="error">
          {error.message}
          {error.fix && <> <FixText fix={error.fix} /></>}
        </Alert>
      )}
      {checking && <Alert tone="info">{checking.message}</Alert>}
      {summary ?? <SummarySections view={view} />}
      {navNote && (
        <p className="text-sm">
          <a href={NAV_APPLICABILITY_URL} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
            Know about NAV applicability
            <ExternalIcon className="h-3.5 w-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      )}
      {orderCheck && <OrderCheck check={check} id={checkId} texts={texts} />}
      {refused && <p className="text-sm text-ink-muted">{texts.blocked}</p>}
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
        <Link href={backHref} className={buttonClassName('secondary')}>
          Back
        </Link>
        <Button
          onClick={() => void confirm()}
          busy={busy || autoCheck}
          busyLabel={checking ? CHECKING_LABEL : busyLabel}
          disabled={reference !== null || refused}
          aria-describedby={refused ? checkId : undefined}
        >
          {checking ? CHECK_AGAIN_LABEL : confirmLabel}
        </Button>
      </div>
      <SuccessModal reference={reference} title={successTitle} text={reference && successText ? successText(reference) : undefined} note={note} onClose={() => router.push(doneHref)} another={another} onward={onward} tracked={tracked} />
    </section>
  );
}
