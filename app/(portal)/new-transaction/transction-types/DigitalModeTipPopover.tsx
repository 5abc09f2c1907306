'use client';

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { TIP_BUTTON_CLASS, TipLabel } from './DigitalModeTip';

/** The tip itself (Headless UI's popover), loaded by DigitalModeTip; `openAtOnce` when asked before it loaded. */
export default function DigitalModeTipPopover({ openAtOnce }: { openAtOnce: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openAtOnce) button.current?.click();
  }, [openAtOnce]);
  return (
    <Popover className="relative">
      <PopoverButton ref={button} className={TIP_BUTTON_CLASS}>
        <TipLabel />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 w-80 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-surface p-3 text-sm text-ink shadow-card"
      >
        <p className="font-semibold">Digital Mode</p>
        <p className="mt-1 text-ink-muted">
          You fill in the transaction here; the investor receives an e-mail (or SMS) with a link and authorises it online with an OTP sent to their registered mobile and e-mail.
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
