// With a label the spinner announces itself; without one it sits beside text that already says what is
// happening (a busy button), so it stays silent.
export function Spinner({ label, className = 'h-4 w-4' }: { label?: string; className?: string }) {
  const svg = (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`${className} animate-spin motion-reduce:animate-none`}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-ink-muted">
      {svg}
      <span>{label}</span>
    </span>
  );
}
