'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { InfoIcon } from '@/components/ui/icons';
import { whenIdle } from '@/components/ui/when-idle';

export const TIP_BUTTON_CLASS =
  'inline-flex min-h-10 items-center gap-1 rounded-field text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

export function TipLabel() {
  return (
    <>
      <InfoIcon className="h-4 w-4" />
      Know about Digital Mode
    </>
  );
}

// Headless UI's popover would be most of this page's script for a tip few open: it is fetched once the
// browser is idle, or at the first press of the button, which then opens it.
const Popover = lazy(() => import('./DigitalModeTipPopover'));

/** The 'Know about Digital Mode' tooltip: what the Digital and Physical modes ask of the investor. */
export function DigitalModeTip() {
  const [load, setLoad] = useState<'no' | 'idle' | 'pressed'>('no');
  useEffect(() => whenIdle(() => setLoad((l) => (l === 'no' ? 'idle' : l))), []);
  const button = (
    <button type="button" className={TIP_BUTTON_CLASS} onClick={() => setLoad('pressed')}>
      <TipLabel />
    </button>
  );
  if (load === 'no') return button;
  return (
    <Suspense fallback={button}>
      <Popover openAtOnce={load === 'pressed'} />
    </Suspense>
  );
}
