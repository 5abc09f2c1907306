/** First stop for keyboard users: jump past the header and menu to the page's own content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-field bg-surface px-3 py-2 font-medium text-brand-800 shadow-card focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
