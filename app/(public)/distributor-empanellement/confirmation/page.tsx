import type { Metadata } from 'next';
import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';
import { buttonClassName } from '@/components/ui/Button';
import { empanelmentJourney } from '@/lib/journeys/empanelment';
import { stepPath } from '@/lib/journeys/journey';
import { mayVisit } from '@/lib/journeys/progress';
import { enterStep } from '@/server/journeys/guard';
import { empanelmentProgress } from '@/server/services/empanelment/empanelment-flow';

export const metadata: Metadata = {
  title: 'Empanelment: Confirmation',
  description: 'The outcome of your distributor empanelment.',
  alternates: { canonical: '/distributor-empanellement/confirmation' },
};

export default async function EmpanelmentConfirmationPage() {
  const progress = await enterStep(empanelmentJourney, 'confirmation', empanelmentProgress);
  // The confirmation opens only once there is an outcome; this narrows the type.
  const result = progress.result;
  if (!result) return null;
  return (
    <>
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
          mayVisit(empanelmentJourney, 'nominee-details', progress) && (
            <Link href={stepPath(empanelmentJourney, 'nominee-details')} className={buttonClassName()}>
              Back to nominee details
            </Link>
          )
        )}
      </div>
    </>
  );
}
