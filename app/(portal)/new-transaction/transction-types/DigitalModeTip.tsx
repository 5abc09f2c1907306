'use client';

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { InfoIcon } from '@/components/ui/icons';

/** The 'Know about Digital Mode' tooltip: what the Digital and Physical modes ask of the investor. */
export function DigitalModeTip() {
  return (
    <Popover className="relative">
      <PopoverButton className="inline-flex min-h-10 items-center gap-1 rounded-field text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        <InfoIcon className="h-4 w-4" />
        Know about Digital Mode
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 w-80 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-surface p-3 text-sm text-ink shadow-card"
      >
        <p className="font-semibold">Digital Mode</p>
        <p className="mt-1 text-ink-muted">
          You fill in the transaction here; the investor receives an e-mail (or SMS) with a link and authorises it online.
          No forms or cheques are needed.
        </p>
        <p className="mt-2 font-semibold">Physical Mode</p>
        <p className="mt-1 text-ink-muted">
          Upload the order form, upload the cheque, and submit the cheque at the nearest registrar branch.
        </p>
      </PopoverPanel>
    </Popover>
  );
}
