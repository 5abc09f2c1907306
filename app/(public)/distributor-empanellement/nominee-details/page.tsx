import type { Metadata } from 'next';
import { empanelmentJourney } from '@/lib/journeys/empanelment';
import { enterStep } from '@/server/journeys/guard';
import { empanelmentProgress } from '@/server/services/empanelment/empanelment-flow';
import { NomineeForm } from './NomineeForm';

export const metadata: Metadata = {
  title: 'Empanelment: Nominee details',
  description: 'Step 3 of distributor empanelment: your nominee, then submit the empanelment.',
  alternates: { canonical: '/distributor-empanellement/nominee-details' },
};

export default async function EmpanelmentNomineePage() {
  await enterStep(empanelmentJourney, 'nominee-details', empanelmentProgress);
  return (
    <>
      <p className="mt-1 text-sm text-ink-muted">
        The person who receives the commissions due to you in your absence. Submitting registers your empanelment.
      </p>
      <NomineeForm />
    </>
  );
}
