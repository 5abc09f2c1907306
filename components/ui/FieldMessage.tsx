import type { ReactNode } from 'react';
import { ErrorIcon } from './icons';

/** An input's error line: icon plus text, so the error does not rest on the red colour alone. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm text-danger-700">
      <ErrorIcon className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** What stands under a control: its hint, then its error, each with the id the control points to. */
export function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && errorId && <FieldError id={errorId} message={error} />}
    </>
  );
}
