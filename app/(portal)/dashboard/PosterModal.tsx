'use client';

import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

const POSTER_TITLE = 'Regulatory notice: KYC validation';

/** The regulatory poster, shown to each distributor once (see FirstVisitNotices). */
export function PosterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={POSTER_TITLE}
      size="lg"
      actions={<Button onClick={onClose}>I have read this</Button>}
    >
      <div className="space-y-3 text-sm text-ink">
        <p>
          KYC Registration Agencies (KRAs) validate each investor&apos;s KYC record against the Income Tax
          Department&apos;s records (PAN, name and the PAN–Aadhaar link) and verify the e-mail address and mobile
          number on record.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>KYC Validated</strong>: the investor may invest with any fund house.
          </li>
          <li>
            <strong>KYC Registered</strong>: the investor may continue with fund houses where they already hold
            folios, and must complete validation before investing with a new one.
          </li>
          <li>
            <strong>On Hold or Rejected</strong>: the investor cannot transact until the KYC record is updated.
          </li>
        </ul>
        <p>
          Please ask your investors to check their KYC status with a KRA and update their records where needed, so
          that the transactions you initiate for them are not rejected.
        </p>
      </div>
    </Modal>
  );
}
