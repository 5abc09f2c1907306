import type { ReactNode } from 'react';
import { JourneyLayout } from '@/components/forms/JourneyLayout';
import { empanelmentJourney } from '@/lib/journeys/empanelment';
import { outlineOf } from '@/lib/journeys/journey';

const steps = outlineOf(empanelmentJourney);

export default function EmpanelmentLayout({ children }: { children: ReactNode }) {
  return (
    <JourneyLayout title="Distributor Empanelment" stepsLabel="Empanelment steps" steps={steps}>
      {children}
    </JourneyLayout>
  );
}
