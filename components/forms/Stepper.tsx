import { CheckCircleIcon } from '@/components/ui/icons';
import type { StepStatus } from '@/lib/journeys/progress';

export interface StepperItem {
  title: string;
  status: StepStatus;
}

// Static class names, so the stylesheet keeps them: up to three steps share one row at any width; longer
// journeys wrap into rows of two on a phone, three beside the side menu, and line up in one row only
// where each box still holds its title ('Confirmation' ran out of a sixth of 1,024 px).
const COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
  5: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-5',
  6: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-6',
};

/**
 * A journey's steps in order. The current one is marked for assistive technology (aria-current="step") as
 * well as by weight and a filled number; a finished one shows a tick and says so in words, so no state is
 * told by colour alone.
 */
export function Stepper({ label, steps }: { label: string; steps: readonly StepperItem[] }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ol className={`grid gap-2 ${COLUMNS[steps.length] ?? 'grid-cols-2 sm:grid-cols-4'}`}>
        {steps.map(({ title, status }, i) => {
          const current = status === 'current';
          return (
            <li
              key={title}
              aria-current={current ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-field border px-2 py-2 text-sm sm:px-3 ${
                current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-line bg-surface text-ink-muted'
              }`}
            >
              {status === 'done' ? (
                <CheckCircleIcon className="h-5 w-5 shrink-0 text-success-700" />
              ) : (
                <span
                  aria-hidden="true"
                  className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-xs ${
                    current ? 'border-brand-700 bg-brand-700 text-white' : 'border-line-strong'
                  }`}
                >
                  {i + 1}
                </span>
              )}
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
                {status === 'done' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
