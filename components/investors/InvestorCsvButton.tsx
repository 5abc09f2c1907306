'use client';

import { useState } from 'react';
import { bffFile } from '@/components/bff/client';
import { Button } from '@/components/ui/Button';
import { saveFile } from '@/components/ui/save-file';
import type { InvestorSort, InvestorTab } from '@/lib/forms/investors/investor-tabs';

export const INVESTORS_EXPORT_API = '/api/investors/export';

/** The whole list as shown (tab, search, order), from the BFF: the browser holds only the rows in view. */
export function InvestorCsvButton({ query }: { query: { tab: InvestorTab; pan?: string; name?: string; sort?: InvestorSort } }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    const file = await bffFile(INVESTORS_EXPORT_API, query);
    setBusy(false);
    if (file.ok) saveFile(file.data.blob, file.data.name);
    else setError(file.message);
  }
  return (
    <div className="flex items-center gap-2">
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <Button size="sm" variant="secondary" busy={busy} busyLabel="Preparing…" onClick={() => void download()}>
        Download CSV<span className="sr-only"> of the investors</span>
      </Button>
    </div>
  );
}
