import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { EmpanelmentFrame } from '@/components/empanelment/EmpanelmentFrame';
import { Alert } from '@/components/ui/Alert';
import { buttonClassName } from '@/components/ui/Button';
import { canOpen, readProgress, STEP_PATHS } from '@/server/services/empanelment-flow';

export const metadata: Metadata = {
  title: 'Empanelment: Confirmation',
  description: 'The outcome of your distributor empanelment.',
  alternates: { canonical: '/distributor-empanellement/confirmation' },
};

export default async function EmpanelmentConfirmationPage() {
  const progress = await readProgress();
  const result = progress.result;
  if (!result) redirect(STEP_PATHS.basics);
  return (
    <EmpanelmentFrame step={result.ok ? 3 : 2} title="Confirmation">
      <Alert tone={result.ok ? 'success' : 'error'} className="mt-4">
        {result.message}
      </Alert>
      {result.ok ? (
        <p className="mt-4 text-sm text-ink-muted">
          A welcome e-mail is on its way to you. Sign in with your portal account, or sign up with your ARN if you do
          not have one yet.
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        {result.ok ? (
          <Link href="/login" className={buttonClassName()}>
            Go to sign in
          </Link>
        ) : (
          canOpen(progress, 'nominee') && (
            <Link href={STEP_PATHS.nominee} className={buttonClassName()}>
              Back to nominee details
            </Link>
          )
        )}
      </div>
    </EmpanelmentFrame>
  );
}
