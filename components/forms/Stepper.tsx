import { CheckCircleIcon } from '@/components/ui/icons';
import type { StepStatus } from '@/lib/journeys/progress';

export interface StepperItem {
  title: string;
  status: StepStatus;
}

// As many boxes to a row as hold a title's longest word whole ('Investment', 'Confirmation') beside the
// step's number: the row count follows the room the journey has (beside the side menu, on a phone),
// never a fixed share of the window that cut 'Applicant' at 1,280 px.
const GRID = 'grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))]';

/**
 * A journey's steps in order. The current one is marked for assistive technology (aria-current="step") as
 * well as by weight and a filled number; a finished one shows a tick and says so in words, so no state is
 * told by colour alone.
 */
export function Stepper({ label, steps }: { label: string; steps: readonly StepperItem[] }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ol className={`grid gap-2 ${GRID}`}>
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
              <span className="min-w-0 break-words">
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
