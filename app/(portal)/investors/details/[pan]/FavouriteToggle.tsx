'use client';

import { useState } from 'react';
import { bff } from '@/components/bff/client';
import { StarIcon } from '@/components/investors/investor-icons';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useToast } from '@/components/ui/toast';
import { INVESTOR_API, type FavouriteRequest, type FavouriteResponse } from '@/lib/api/investors';

export interface FavouriteToggleProps {
  pan: string;
  name: string;
  favourite: boolean;
  onChange: (favourite: boolean) => void;
  onStale: () => void;
}

/**
 * T becomes F and F becomes T (seed 000 section 4). The registrar refuses a change to the state the
 * investor already has (another tab got there first) with 'Already this pan ID member is added as a
 * Favorite'; the page then reads the investor again so the toggle shows the truth.
 */
export function FavouriteToggle({ pan, name, favourite, onChange, onStale }: FavouriteToggleProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setBusy(true);
    setError(null);
    const answer = await bff<FavouriteResponse>(INVESTOR_API.favourite, { method: 'PUT', body: { pan, favourite: !favourite } satisfies FavouriteRequest });
    if (answer.ok) {
      onChange(answer.data.favourite);
      toast.show(answer.data.favourite ? `${name} added to favourites` : `${name} removed from favourites`);
    } else {
      setError(answer.message);
      if (answer.status === 409) onStale();
    }
    setBusy(false);
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" aria-pressed={favourite} busy={busy} busyLabel="Saving…" onClick={toggle}>
        <StarIcon filled={favourite} className={`h-5 w-5 ${favourite ? 'text-warning-700' : ''}`} />
        <span>Favourite</span>
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
