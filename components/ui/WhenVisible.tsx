'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts its children only once their place comes into view (or near it), so content far below the fold
 * (the investor list under New Transaction's search on a phone) asks the server for nothing until it is
 * shown. The placeholder keeps the children's height, so nothing below it moves when they arrive.
 */
export function WhenVisible({ children, minHeight, margin = '200px' }: { children: ReactNode; minHeight: string; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    // Every browser the portal supports has the observer; without one the placeholder simply stays.
    if (shown || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((e) => e.isIntersecting)) setShown(true);
    }, { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, margin]);
  if (shown) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} />;
}
