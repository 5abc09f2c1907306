import { CheckCircleIcon } from '@/components/ui/icons';

// The three steps of empanelment. The current one is marked for assistive technology as well as by
// look; a finished one says so in words, not only with the tick.

export const EMPANELMENT_STEPS = ['Basic details', 'Bank details', 'Nominee details'] as const;

/** `current` is 0-2, or 3 once all three are done (the confirmation). */
export function Stepper({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <nav aria-label="Empanelment steps" className="mt-4">
      <ol className="grid grid-cols-3 gap-2">
        {EMPANELMENT_STEPS.map((label, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-field border px-2 py-2 text-sm sm:px-3 ${
                active ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-line bg-surface text-ink-muted'
              }`}
            >
              {done ? (
                <CheckCircleIcon className="h-5 w-5 shrink-0 text-success-700" />
              ) : (
                <span
                  aria-hidden="true"
                  className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-xs ${
                    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line-strong'
                  }`}
                >
                  {i + 1}
                </span>
              )}
              <span className="min-w-0">
                <span className="sr-only">Step {i + 1}: </span>
                {label}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
