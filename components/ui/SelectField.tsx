'use client';

import { forwardRef, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldNotes, joinIds } from './FieldMessage';
import { inputClassName } from './TextField';
import { FieldLabel } from './FieldLabel';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The first, empty choice ('Select a category'). */
  placeholder?: string;
  /** Choices; a plain string is both the value and the label. */
  options: readonly ({ value: string; label: string } | string)[];
}

/** Past this many characters a phone's closed select cuts the chosen label, so it is also written out below. */
const LONG_LABEL = 30;

/** A native select: keyboard, screen readers and phones all handle it well without help. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, placeholder = 'Select', options, id, required, className = '', ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const own = useRef<HTMLSelectElement | null>(null);
  const [chosen, setChosen] = useState('');
  // The form may set the value without a change event (a reset, a restored draft): read it after each
  // render; the state changes only when the text does, so this settles at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const text = own.current?.selectedOptions[0]?.value ? (own.current.selectedOptions[0].text ?? '') : '';
    if (text !== chosen) setChosen(text);
  });
  const attach = (el: HTMLSelectElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    setChosen(e.target.value ? (e.target.selectedOptions[0]?.text ?? '') : '');
    rest.onChange?.(e);
  };
  return (
    <div>
      <FieldLabel htmlFor={selectId} label={label} required={required} />
      <select
        ref={attach}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        {...rest}
        onChange={onChange}
        aria-describedby={joinIds(hintId, errorId, rest['aria-describedby'])}
        className={`${inputClassName} pr-8 ${className}`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {chosen.length > LONG_LABEL && (
        // Screen readers already read the select's value; this is for eyes on a narrow screen only.
        <p aria-hidden="true" data-testid="chosen-label" className="mt-1 text-xs text-ink sm:hidden">
          {chosen}
        </p>
      )}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
