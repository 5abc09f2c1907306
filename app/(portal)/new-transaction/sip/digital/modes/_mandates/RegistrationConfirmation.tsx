'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { bff } from '@/components/bff/client';
import { SummarySections } from '@/components/transactions/SummarySections';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { CheckCircleIcon } from '@/components/ui/icons';
import { confirmPath, type ConfirmAnswer } from '@/lib/api/transactions';
import { mandateApprovalNote, registrationSuccessText, REGISTRATION_SUCCESS_TITLE } from '@/lib/mandates/messages';
import type { MandateKind } from '@/lib/mandates/rules';
import type { ConfirmationView } from '@/lib/transactions/confirmation';

const DASHBOARD = '/dashboard';

export interface RegistrationConfirmationProps {
  mandate: MandateKind;
  kind: string;
  f: string;
  /** The draft's key: every click, retry and tab of this draft sends the same one, so one mandate is registered. */
  confirmKey: string;
  view: ConfirmationView;
  backHref: string;
}

export function RegistrationConfirmation({ mandate, kind, f, confirmKey, view, backHref }: RegistrationConfirmationProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const result = await bff<ConfirmAnswer>(confirmPath(kind, f), { method: 'POST', idempotencyKey: confirmKey });
    inFlight.current = false;
    setBusy(false);
    if (!result.ok) return setError(result.message);
    // A lost answer: Submit again asks with the same key, and the registrar answers the same mandate.
    if ('checking' in result.data) return setNote(result.data.message);
    setNote(null);
    setReference(result.data.reference);
  }

  const close = () => router.push(DASHBOARD);

  return (
    <section aria-label="Summary" className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      {error && <Alert tone="error">{error}</Alert>}
      {note && <Alert tone="info">{note}</Alert>}
      <SummarySections view={view} />
      <div className="space-y-1 text-sm text-ink">
        <h2 className="font-semibold">How the investor approves</h2>
        <p>{mandateApprovalNote(mandate)}</p>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
        <Link href={backHref} className={buttonClassName('secondary')}>
          Back
        </Link>
        <Button onClick={() => void submit()} busy={busy} busyLabel="Submitting…" disabled={reference !== null}>
          Submit
        </Button>
      </div>
      <Modal
        open={reference !== null}
        onClose={close}
        title={REGISTRATION_SUCCESS_TITLE}
        actions={
          <Button onClick={close} autoFocus>
            Close
          </Button>
        }
      >
        <div className="flex items-start gap-3">
          <CheckCircleIcon className="mt-0.5 h-6 w-6 shrink-0 text-success-700" />
          <p className="text-sm text-ink">{registrationSuccessText(mandate, reference ?? '')}</p>
        </div>
      </Modal>
    </section>
  );
}
