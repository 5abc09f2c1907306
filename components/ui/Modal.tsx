'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ModalDialogProps } from './ModalDialog';
import { whenIdle } from './when-idle';

export type ModalProps = ModalDialogProps;

// Headless UI's dialog is the largest library most pages would load up front, for a dialog that is
// usually never opened: it is fetched when the browser is idle after the page has loaded, and rendered
// from the first time the dialog opens.
const loadDialog = () => import('./ModalDialog');
const ModalDialog = lazy(() => loadDialog().then((m) => ({ default: m.ModalDialog })));

export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadDialog().catch(() => undefined)), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
