'use client';

import { useEffect } from 'react';
import { buttonClassName } from '@/components/ui/Button';
import { SOMETHING_WENT_WRONG } from '@/lib/messages/generic';
import './globals.css';

// Only when the root layout itself fails: it replaces the whole document, so it brings its own.
// It stays self-contained on purpose: what a root boundary imports is fetched by the first load of
// every route and, being outside the signed-in layout, is not shared with it.
export default function GlobalError({ error, retry, reset }: { error: unknown; retry?: () => void; reset?: () => void }) {
  useEffect(() => console.error(error), [error]);
  const again = retry ?? reset;
  return (
    <html lang="en">
      <body>
        <title>Something went wrong · Distributor Portal</title>
        <main className="mx-auto max-w-xl space-y-4 px-4 py-10">
          <h1 className="text-xl font-semibold text-ink">This page could not be shown</h1>
          <p role="alert" className="rounded-field border border-danger-200 bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {SOMETHING_WENT_WRONG}
          </p>
          <button type="button" className={buttonClassName()} onClick={() => (again ? again() : window.location.reload())}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
