'use client';

import Link from 'next/link';
import { Button, buttonClassName } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import type { SignInFailure } from '@/lib/auth/sign-in-errors';

export interface LoginErrorModalProps {
  failure: SignInFailure | null;
  distributorCornerUrl: string;
  onClose: () => void;
}

/**
 * Sign-in refusals that need more than a field message. An expired ARN continues to the distributor-corner
 * site to renew it, a missing empanelment continues to empanelment; anything else just closes.
 */
export function LoginErrorModal({ failure, distributorCornerUrl, onClose }: LoginErrorModalProps) {
  return (
    <Modal
      open={failure !== null}
      onClose={onClose}
      title="Unable to sign in"
      size="sm"
      actions={<ContinueAction failure={failure} distributorCornerUrl={distributorCornerUrl} onClose={onClose} />}
    >
      <p className="text-ink">{failure?.message}</p>
    </Modal>
  );
}

function ContinueAction({ failure, distributorCornerUrl, onClose }: LoginErrorModalProps) {
  if (failure?.kind === 'expiredArn') {
    return (
      <a
        href={distributorCornerUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
        className={buttonClassName('primary')}
      >
        Continue<span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (failure?.kind === 'notEmpanelled') {
    return (
      <Link href="/distributor-empanellement" onClick={onClose} className={buttonClassName('primary')}>
        Continue
      </Link>
    );
  }
  return <Button onClick={onClose}>OK</Button>;
}
