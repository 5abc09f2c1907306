'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons for the footer; a submit button here reaches its form through the `form` attribute. */
  actions?: ReactNode;
  size?: keyof typeof widths;
}

// Headless UI's Dialog traps focus, closes on Escape and returns focus to the opener. Pages reach it
// through ./Modal.tsx, which loads it only when a dialog is about to open.
export function ModalDialog({ open, onClose, title, children, actions, size = 'md' }: ModalDialogProps) {
  useReturnFocus(open);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-ink/50" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel
          className={`flex max-h-[calc(100dvh-1rem)] w-full ${widths[size]} flex-col rounded-card bg-surface shadow-card`}
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
            <DialogTitle as="h2" className="text-base font-semibold text-ink">
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-mr-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-field text-ink-muted hover:bg-canvas hover:text-ink"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <div className="overflow-y-auto px-4 py-4">{children}</div>
          {actions && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-line px-4 py-3">{actions}</div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * The dialog is fetched when it first opens, so Headless UI meets it after the click that opened it and
 * may not know where the focus was: this keeps the element focused as the dialog opened and, once it
 * closes, gives the focus back there unless the close moved it somewhere on purpose.
 */
function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) opener.current = active;
      return;
    }
    const el = opener.current;
    opener.current = null;
    if (!el) return;
    // After Headless UI has finished closing: only a focus left nowhere (the body) is moved.
    const frame = requestAnimationFrame(() => {
      const now = document.activeElement;
      if ((!now || now === document.body) && el.isConnected) el.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
