'use client';

import { useEffect } from 'react';
import { bff } from '@/components/bff/client';
import { draftsPath } from '@/lib/api/transactions';

/**
 * Opening the types page starts the next transaction afresh: the drafts the registry marks (SIP-side,
 * switch, STP) and the SIP screens' mandate, folio and bank go (seed 000 section 4), and the investor
 * becomes the one the next screens (the mode chooser, the uploads) are for.
 */
export function ClearDraftsOnMount({ f }: { f: string }) {
  useEffect(() => {
    void bff(draftsPath(f), { method: 'DELETE' });
  }, [f]);
  return null;
}
