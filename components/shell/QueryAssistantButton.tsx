import { ChatIcon } from '@/components/ui/icons';

/**
 * Docked in the top bar rather than floating over the page: a floating button sat on row actions
 * and notes at the bottom right of every screen, whatever space was reserved below the content.
 */
export function QueryAssistantButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Query assistant (opens in a new tab)"
      className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-field px-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-white lg:px-3"
    >
      <ChatIcon className="h-5 w-5" />
      {/* Visible words are part of the accessible name, so speech users can say what they see. */}
      <span className="hidden lg:inline">Query assistant</span>
    </a>
  );
}
