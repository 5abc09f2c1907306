'use client';

import { NothingToConfirm } from '@/components/transactions/NothingToConfirm';
import { useState } from 'react';
import { stagedUpload } from './staged-upload';
import { UploadConfirm } from './UploadConfirm';

export interface StagedUploadConfirmProps {
  api: string;
  flow: string;
  /** The form, with the flow token. */
  backHref: string;
}

/**
 * The confirm screen's body: the request staged by its form, or, after a reload or a direct visit
 * (the tab's memory is empty then), the same nothing-to-confirm state as the other confirm screens.
 */
export function StagedUploadConfirm({ api, flow, backHref }: StagedUploadConfirmProps) {
  // Read once: Confirm's success clears the store, and the summary and dialog must stay.
  const [staged] = useState(() => stagedUpload(api, flow));
  if (staged) return <UploadConfirm staged={staged} backHref={backHref} />;
  return (
    <NothingToConfirm backHref={backHref} />
  );
}
