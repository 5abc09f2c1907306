'use client';

import PortalError from './(portal)/error';
import './globals.css';

// Only when the root layout itself fails: it replaces the whole document, so it brings its own.
export default function GlobalError(props: { error: unknown; retry?: () => void; reset?: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>Something went wrong · Distributor Portal</title>
        <main className="px-4">
          <PortalError {...props} />
        </main>
      </body>
    </html>
  );
}
