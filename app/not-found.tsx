import type { Metadata } from 'next';
import { buttonClassName } from '@/components/ui/Button';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-12">
      <p className="text-sm font-medium text-ink-muted">Error 404</p>
      <h1 className="mt-1 text-2xl font-semibold text-ink">Page not found</h1>
      <p className="mt-2 text-ink-muted">
        The page you asked for does not exist or has moved. Check the address, or go back to the start.
      </p>
      <p className="mt-6">
        {/* A plain link: the root boundary is part of every route's first load, and next/link there
            would be fetched a second time by the signed-in pages, which carry their own. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/" className={buttonClassName('primary')}>
          Go to the home page
        </a>
      </p>
    </main>
  );
}
