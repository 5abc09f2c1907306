'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

/**
 * A dialog's component fetched apart from the page: rendered from the first time `open` is true, its code
 * fetched then or once the browser is idle, whichever comes first. For dialogs most visits never open,
 * whose libraries (Headless UI, a form's schema) would otherwise be part of every first load.
 */
export function lazyUntilOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function UntilOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return UntilOpen;
}
