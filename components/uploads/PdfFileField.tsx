'use client';

import { useCallback, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/forms/use-field-error';
import { CheckCircleIcon, ErrorIcon } from '@/components/ui/icons';
import { UPLOAD_FILE_PART } from '@/lib/api/uploads';
import { fileProblem, PDF_TYPE, UPLOAD_MESSAGES } from '@/lib/forms/uploads/physical-upload-fields';
import { carryFile } from './carry-file';
import { factsOf } from './file-facts';

export const CHOOSE_AGAIN = 'Please choose the PDF again: this browser cannot keep the chosen file.';

export interface PdfFileFieldProps {
  label: string;
  /** The File itself, or null when none is chosen or it failed the checks (the form keeps only its facts). */
  onFile: (file: File | null) => void;
  /** Back from the confirm screen: the file to show again, or null when it must be chosen again. */
  restored?: File | null;
}

/**
 * The PDF picker. A chosen file is checked at once (type, first bytes, size) and the result shown
 * beside it: 'Upload Successfully' with a tick, or the reason in red with a cross. Nothing is sent yet.
 */
export function PdfFileField({ label, onFile, restored }: PdfFileFieldProps) {
  const id = useId();
  const { setValue } = useFormContext();
  const error = useFieldError(UPLOAD_FILE_PART);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(() =>
    restored === undefined ? null : restored ? { ok: true, text: UPLOAD_MESSAGES.uploaded } : { ok: false, text: CHOOSE_AGAIN },
  );
  const shown = error && (!feedback || feedback.ok) ? { ok: false, text: error } : feedback;
  const feedbackId = `${id}-feedback`;

  async function choose(file: File | undefined) {
    const facts = file ? await factsOf(file) : null;
    const problem = facts ? fileProblem(facts) : null;
    setFeedback(facts && (problem ? { ok: false, text: problem } : { ok: true, text: UPLOAD_MESSAGES.uploaded }));
    onFile(file && !problem ? file : null);
    setValue(UPLOAD_FILE_PART, facts, { shouldValidate: true });
  }

  // Once, when the input appears: the restored file goes back into it, or has to be chosen again.
  const carry = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input || !restored || carryFile(input, restored)) return;
      setFeedback({ ok: false, text: CHOOSE_AGAIN });
      onFile(null);
      setValue(UPLOAD_FILE_PART, null);
    },
    [restored, onFile, setValue],
  );

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true" className="text-danger-700">
          {' '}*
        </span>
      </label>
      <input
        id={id}
        ref={carry}
        type="file"
        accept={`${PDF_TYPE},.pdf`}
        required
        aria-invalid={shown && !shown.ok ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${feedbackId}` : ''}`}
        onChange={(e) => void choose(e.target.files?.[0])}
        className="block w-full rounded-field border border-line-strong bg-surface text-sm text-ink file:mr-3 file:border-0 file:border-r file:border-line-strong file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        PDF only, up to 24 MB.
      </p>
      {shown && (
        <p
          id={feedbackId}
          role={shown.ok ? 'status' : 'alert'}
          className={`mt-1 flex items-start gap-1 text-sm ${shown.ok ? 'text-success-700' : 'text-danger-700'}`}
        >
          {shown.ok ? <CheckCircleIcon className="mt-0.5 h-4 w-4 shrink-0" /> : <ErrorIcon className="mt-0.5 h-4 w-4 shrink-0" />}
          <span>{shown.text}</span>
        </p>
      )}
    </div>
  );
}
