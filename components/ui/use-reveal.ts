'use client';

import { useEffect, useRef } from 'react';

/**
 * For a panel a click opens further down the page (the pause form below a long list): when `key` turns
 * to a value, the panel is scrolled into view and takes the focus, so the click visibly does something
 * and a keyboard or screen-reader user is taken to it. The element needs tabIndex={-1}.
 */
export function useReveal<T extends HTMLElement>(key: string | number | null | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (key === null || key === undefined || key === '' || !el) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
