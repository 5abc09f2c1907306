'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

/**
 * The sidebar at phone width: a drawer behind a menu button. Headless UI's Dialog traps focus, closes on
 * Escape and gives focus back to the menu button.
 */
export function MobileNav({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);

  // Following a link inside the drawer is a navigation, so the drawer should get out of the way.
  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open menu"
        aria-expanded={open}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-field text-white hover:bg-white/10 focus-visible:outline-white md:hidden"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      <Dialog open={open} onClose={setOpen} className="relative z-40">
        <DialogBackdrop className="fixed inset-0 bg-ink/50" />
        <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-surface shadow-card">
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <DialogTitle className="text-base font-semibold text-ink">Menu</DialogTitle>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-field text-ink-muted hover:bg-canvas hover:text-ink"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <div onClick={closeOnLink}>{children}</div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
