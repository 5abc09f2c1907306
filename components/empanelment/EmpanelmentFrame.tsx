import type { ReactNode } from 'react';
import { Stepper } from './Stepper';

/** The page frame every empanelment step shares: heading, stepper, and the step's card. */
export function EmpanelmentFrame({ step, title, children }: { step: 0 | 1 | 2 | 3; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-xl font-semibold text-ink">Distributor Empanelment</h1>
      <Stepper current={step} />
      <section aria-labelledby="step-heading" className="mt-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
        <h2 id="step-heading" className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}
