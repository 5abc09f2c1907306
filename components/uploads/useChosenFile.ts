'use client';

import { useRef } from 'react';

/** The File behind the form's `file` value (the form itself holds only the facts its rules check). */
export function useChosenFile() {
  const ref = useRef<File | null>(null);
  return {
    get file() {
      return ref.current;
    },
    set(file: File | null) {
      ref.current = file;
    },
  };
}
