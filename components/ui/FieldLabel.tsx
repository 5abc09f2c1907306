/** A field's visible label, tied to its control, with the required mark hidden from screen readers (the control says it). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-ink">
      {label}
      {required && (
        <span aria-hidden="true" className="text-danger-700">
          {' '}*
        </span>
      )}
    </label>
  );
}
