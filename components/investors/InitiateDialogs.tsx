'use client';

import { useRouter } from 'next/navigation';
import { Button, buttonClassName } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { FATCA_CONFIRM_SUFFIX } from '@/lib/investor-messages';
import type { InitiatePrompt } from './use-initiate-investment';


/** The seed's two stops before an investment: the KYC-not-compliant prompt and the FATCA confirm. */
export function InitiateDialogs({ prompt, onClose }: { prompt: InitiatePrompt | null; onClose: () => void }) {
  const router = useRouter();
  return (
    <>
      <Modal
        open={prompt?.kind === 'kyc'}
        onClose={onClose}
        title="KYC not compliant"
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => prompt?.kind === 'kyc' && router.push(prompt.next)}>Continue</Button>
          </>
        }
      >
        <p>{prompt?.kind === 'kyc' ? prompt.message : ''}</p>
      </Modal>
      <Modal
        open={prompt?.kind === 'fatca'}
        onClose={onClose}
        title="FATCA declaration"
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            {/* A link, not window.open: a new tab opened by a real click is never blocked. */}
            <a
              href={prompt?.kind === 'fatca' ? prompt.url : undefined}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
              className={buttonClassName('primary')}
            >
              OK<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        }
      >
        <p>{prompt?.kind === 'fatca' ? prompt.message : ''}</p>
        <p className="mt-2">{FATCA_CONFIRM_SUFFIX}</p>
      </Modal>
    </>
  );
}
