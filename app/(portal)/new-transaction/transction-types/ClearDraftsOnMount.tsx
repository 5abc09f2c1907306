'use client';

import { useEffect } from 'react';

/**
 * Opening the types page starts the next transaction afresh: the mandate, folio, bank, SIP, switch and
 * STP drafts of this investor go (seed 000 section 4), and the investor becomes the one the next
 * screens (the mode chooser, the uploads) are for.
 */
export function ClearDraftsOnMount({ f }: { f: string }) {
  useEffect(() => {
    void fetch(`/api/transactions/drafts?f=${encodeURIComponent(f)}`, { method: 'DELETE' }).catch(() => undefined);
  }, [f]);
  return null;
}
