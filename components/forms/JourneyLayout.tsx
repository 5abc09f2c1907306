'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { StepOutline } from '@/lib/journeys/journey';
import { stepIndexAt, stepperStatuses } from '@/lib/journeys/progress';
import { Stepper } from './Stepper';

export interface JourneyLayoutProps {
  /** The journey's heading, the page's h1. */
  title: string;
  /** Names the stepper's navigation landmark ('Empanelment steps'). */
  stepsLabel: string;
  /** The journey's steps as `outlineOf(journey)` gives them. */
  steps: readonly StepOutline[];
  children: ReactNode;
}

/**
 * The frame of every step of one journey, for its layout.tsx: heading, stepper and the open step's card
 * titled with the step's name. The open step comes from the address, so a layout that stays mounted
 * between steps still marks the right one.
 */
export function JourneyLayout({ title, stepsLabel, steps, children }: JourneyLayoutProps) {
  const path = usePathname() ?? '';
  const statuses = stepperStatuses(steps, path);
  const open = steps[stepIndexAt(steps, path)];
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      <Stepper label={stepsLabel} steps={statuses} />
      {open ? (
        <section aria-labelledby="step-heading" className="mt-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
          <h2 id="step-heading" className="text-lg font-semibold text-ink">
            {open.title}
          </h2>
          {children}
        </section>
      ) : (
        children
      )}
    </div>
  );
}
