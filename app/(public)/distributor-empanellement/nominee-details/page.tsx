import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EmpanelmentFrame } from '@/components/empanelment/EmpanelmentFrame';
import { canOpen, readProgress, STEP_PATHS } from '@/server/services/empanelment-flow';
import { NomineeForm } from './NomineeForm';

export const metadata: Metadata = {
  title: 'Empanelment: Nominee details',
  description: 'Step 3 of distributor empanelment: your nominee, then submit the empanelment.',
  alternates: { canonical: '/distributor-empanellement/nominee-details' },
};

export default async function EmpanelmentNomineePage() {
  const progress = await readProgress();
  if (!canOpen(progress, 'nominee')) redirect(STEP_PATHS.basics);
  return (
    <EmpanelmentFrame step={2} title="Nominee details">
      <p className="mt-1 text-sm text-ink-muted">
        The person who receives the commissions due to you in your absence. Submitting registers your empanelment.
      </p>
      <NomineeForm />
    </EmpanelmentFrame>
  );
}
