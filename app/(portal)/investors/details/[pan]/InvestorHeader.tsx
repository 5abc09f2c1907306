'use client';

import { StatusTick } from '@/components/investors/StatusTick';
import type { InvestorDetail } from '@/lib/api/investors';
import { FavouriteToggle } from './FavouriteToggle';

export interface InvestorHeaderProps {
  investor: InvestorDetail;
  onFavouriteChange: (favourite: boolean) => void;
  /** The registrar's state differs from the page's: read the investor again. */
  onStale: () => void;
}

export function InvestorHeader({ investor, onFavouriteChange, onStale }: InvestorHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <h1 id="investor-name" className="text-xl font-semibold break-words text-ink">
          {investor.name}
        </h1>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-ink-muted">PAN</dt>
            <dd className="font-mono">{investor.pan}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-ink-muted">E-mail</dt>
            <dd className="break-all">{investor.email ?? '-'}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-ink-muted">Phone</dt>
            <dd>{investor.mobile ?? '-'}</dd>
          </div>
        </dl>
        <p className="flex flex-wrap gap-4 text-sm">
          <StatusTick ok={investor.kyc} label="KYC" />
          <StatusTick ok={investor.fatca} label="FATCA" />
        </p>
      </div>
      <FavouriteToggle pan={investor.pan} name={investor.name} favourite={investor.favourite} onChange={onFavouriteChange} onStale={onStale} />
    </div>
  );
}
