import { ChatIcon } from '@/components/ui/icons';

export function QueryAssistantButton({ href }: { href: string }) {
  // In a landmark of its own, so that no content of the page sits outside a region.
  return (
    <aside aria-label="Support">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Query assistant (opens in a new tab)"
        className="fixed right-4 bottom-4 z-20 inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-3 font-medium text-white shadow-card hover:bg-brand-800 sm:px-4"
      >
        <ChatIcon className="h-5 w-5" />
        {/* Visible words are part of the accessible name, so speech users can say what they see. */}
        <span className="hidden sm:inline">Query assistant</span>
      </a>
    </aside>
  );
}
