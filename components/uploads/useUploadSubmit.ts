'use client';

import { useRef, useState } from 'react';
import { postUpload } from './post-upload';

export interface UploadSubmitState {
  /** 0–100 while the request body is on its way, null otherwise. */
  progress: number | null;
  /** The failure to show above the form. */
  message: string | null;
  referenceNumber: string | null;
}

/**
 * Sends one upload form. The idempotency key is made once per form and kept until a success, so a
 * retry after a lost answer returns the same reference number instead of creating a second request.
 */
export function useUploadSubmit(url: string) {
  const key = useRef<string | null>(null);
  const [state, setState] = useState<UploadSubmitState>({ progress: null, message: null, referenceNumber: null });

  async function submit(body: FormData): Promise<Record<string, string>> {
    key.current ??= crypto.randomUUID();
    setState({ progress: 0, message: null, referenceNumber: null });
    const result = await postUpload<{ referenceNumber: string }>(url, body, key.current, (progress) => setState((s) => ({ ...s, progress })));
    if (result.ok) {
      key.current = null;
      setState({ progress: null, message: null, referenceNumber: result.data.referenceNumber });
      return {};
    }
    setState({ progress: null, message: result.message, referenceNumber: null });
    return result.fieldErrors;
  }

  return { ...state, submit };
}
