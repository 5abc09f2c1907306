import type { ReactNode } from 'react';
import { JourneyLayout } from '@/components/forms/JourneyLayout';
import { outlineOf } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';

const steps = outlineOf(newInvestorJourney);

export default function NewInvestorLayout({ children }: { children: ReactNode }) {
  return (
    <JourneyLayout title="New Investor" stepsLabel="New investor steps" steps={steps}>
      {children}
    </JourneyLayout>
  );
}
