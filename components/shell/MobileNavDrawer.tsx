'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { MouseEvent, ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';

/**
 * The drawer itself: Headless UI's Dialog traps focus, closes on Escape and gives focus back to the menu
 * button. Loaded the first time the menu is opened (see MobileNav), not with every page.
 */
export default function MobileNavDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  // Following a link inside the drawer is a navigation, so the drawer should get out of the way.
  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a')) onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <DialogBackdrop className="fixed inset-0 bg-ink/50" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-surface shadow-card">
        <div className="flex items-center justify-between border-b border-line px-4 py-2">
          <DialogTitle className="text-base font-semibold text-ink">Menu</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex h-10 w-10 items-center justify-center rounded-field text-ink-muted hover:bg-canvas hover:text-ink"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <div onClick={closeOnLink}>{children}</div>
      </DialogPanel>
    </Dialog>
  );
}
