'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MenuIcon } from '@/components/ui/icons';

const loadDrawer = () => import('./MobileNavDrawer');
// The dialog library is only needed once someone opens the menu at phone width. React's own lazy
// rather than next/dynamic: the drawer never renders on the server, and next/dynamic's loader would
// put ~3 kB more into the first load of every signed-in page.
const MobileNavDrawer = lazy(loadDrawer);

/** The sidebar at phone width: a drawer behind a menu button. */
export function MobileNav({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        // Start loading the drawer as soon as the person heads for the button.
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-label="Open menu"
        aria-expanded={open}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-field text-white hover:bg-white/10 focus-visible:outline-white md:hidden"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onClose={() => setOpen(false)}>
            {children}
          </MobileNavDrawer>
        </Suspense>
      )}
    </>
  );
}
