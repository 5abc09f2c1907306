'use client';

import Link from 'next/link';
import { useState } from 'react';
import { bff } from '@/components/bff/client';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { EMPANELMENT_RESET_API, type EmpanelmentResetResponse } from '@/lib/api/empanelment';
import type { EmpanelmentOtpRequest } from '@/lib/forms/empanelment/empanelment-basics';
import { empanelmentJourney } from '@/lib/journeys/empanelment';
import { stepPath } from '@/lib/journeys/journey';

const BANK_STEP = stepPath(empanelmentJourney, 'bank-details');

/** Step 1 revisited after the OTP was right: the verified details, with a way on and a way to start over. */
export function VerifiedSummary({ basics }: { basics: EmpanelmentOtpRequest }) {
  const [busy, setBusy] = useState(false);
  async function startAgain() {
    setBusy(true);
    await bff<EmpanelmentResetResponse>(EMPANELMENT_RESET_API, { body: {}, public: true });
    window.location.reload();
  }
  const rows = [
    ['ARN Code', basics.arnCode],
    ['PAN', basics.pan],
    ['Email ID', basics.email],
    ['Mobile Number', basics.mobile],
  ] as const;
  return (
    <div className="mt-5 space-y-4">
      <Alert tone="success">Your ARN is verified. Continue with your bank details.</Alert>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link href={BANK_STEP} className={buttonClassName()}>
          Continue to bank details
        </Link>
        <Button variant="secondary" onClick={() => void startAgain()} busy={busy} busyLabel="Starting again…">
          Start again
        </Button>
      </div>
    </div>
  );
}
