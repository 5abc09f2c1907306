'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { Button, buttonClassName } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import type { FundOffer } from '@/lib/api/dashboard';

const OFFERS_TITLE = 'New Fund Offers';

/** The new fund offers open now or about to open, shown after the poster. */
export function OffersModal({ open, offers, onClose }: { open: boolean; offers: FundOffer[]; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={OFFERS_TITLE}
      actions={
        <>
          <IntentLink href="/nfo-funds" className={buttonClassName('secondary')}>
            Create NFO Link
          </IntentLink>
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      <ul className="space-y-3">
        {offers.map((o) => (
          <li key={o.key} className="rounded-card border border-line p-3">
            <p className="font-semibold text-ink">{o.name}</p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-ink-muted">Opens</dt>
                <dd className="tabular-nums">{o.opens}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-muted">Closes</dt>
                <dd className="tabular-nums">{o.closes}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-muted">Reopens</dt>
                <dd className="tabular-nums">{o.reopens}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
